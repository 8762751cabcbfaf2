// The admin's words for graphql's values: in English, each reads exactly graphql/src's label (one
// source for English stays graphql/src); the maps cover every value.
import {
  AUDIT_ACTION_LABELS,
  duplicateLabel,
  FARE_LABELS,
  type MessageId,
  INVITATION_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  REGISTRATION_STATUSES,
  STAFF_ROLE_LABELS,
  statusLabel,
  TRIP_MOVE_LABELS,
  TRIP_STATUS_LABELS,
} from '@umrah/graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAreas } from '@/lib/i18n';
import {
  AUDIT_ACTION_IDS,
  duplicateId,
  FARE_IDS,
  INVITATION_STATUS_IDS,
  PAYMENT_METHOD_IDS,
  REGISTRATION_STATUS_IDS,
  registrationStatusId,
  STAFF_ROLE_IDS,
  TRIP_MOVE_IDS,
  TRIP_STATUS_IDS,
} from './labels';

const en = new Proxy({} as Record<string, string>, { get: (_, id: string) => i18n._(id as MessageId) });
const inEnglish = (ids: Record<string, string>) => Object.fromEntries(Object.entries(ids).map(([value, id]) => [value, en[id]]));

beforeAll(() => loadAreas(['admin'], 'en'));

describe("the admin's labels of graphql's values", () => {
  it.each([
    ['audit actions', AUDIT_ACTION_IDS, AUDIT_ACTION_LABELS],
    ['trip statuses', TRIP_STATUS_IDS, TRIP_STATUS_LABELS],
    ['trip moves', TRIP_MOVE_IDS, TRIP_MOVE_LABELS],
    ['staff roles', STAFF_ROLE_IDS, STAFF_ROLE_LABELS],
    ['invitation statuses', INVITATION_STATUS_IDS, INVITATION_STATUS_LABELS],
    ['payment methods', PAYMENT_METHOD_IDS, PAYMENT_METHOD_LABELS],
    ['fares', FARE_IDS, FARE_LABELS],
  ])('%s read in English as graphql labels them', (_, ids, labels) => {
    expect(inEnglish(ids)).toEqual(labels);
  });

  it('registration statuses read as statusLabel, an unknown one "Unknown"', () => {
    for (const status of REGISTRATION_STATUSES) expect(en[REGISTRATION_STATUS_IDS[status]]).toBe(statusLabel(status));
    expect(en[registrationStatusId('NOT_A_STATUS')]).toBe(statusLabel('NOT_A_STATUS'));
  });

  it('a likely duplicate reads "Possible duplicate: " and duplicateLabel', () => {
    for (const sameEmail of [true, false])
      for (const samePhone of [true, false]) {
        const id = duplicateId({ sameEmail, samePhone });
        const label = duplicateLabel({ sameEmail, samePhone });
        expect(id ? en[id] : '').toBe(label ? `Possible duplicate: ${label.toLowerCase()}` : '');
      }
  });
});
