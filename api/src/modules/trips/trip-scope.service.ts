// Which trip a screen reads (docs/product.md#trips; ADR 0094): the trips the admin's switcher
// offers, and a traveller's registrations on other trips than the current one (read-only).
import type { TripFacts } from '@umrah/graphql';
import type { DocumentsService, DocumentView } from '../documents/documents.service.js';
import type { PaymentAccountView, PaymentsService } from '../payments/payments.service.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import { toRegistrationView, type RegistrationView } from '../registration/registration.service.js';
import type { TripsService } from './trips.service.js';

export interface TripChoiceView {
  id: string;
  slug: string;
  name: string;
  status: string;
  startsOn: string;
  endsOn: string;
  current: boolean;
}

export interface PastTripView {
  trip: TripChoiceView;
  registration: RegistrationView;
  payments: PaymentAccountView;
  documents: DocumentView[];
}

const choiceOf = (t: TripFacts, currentId: string | undefined): TripChoiceView => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  status: t.status,
  startsOn: t.startsOn,
  endsOn: t.endsOn,
  current: t.id === currentId,
});

interface Deps {
  trips: Pick<TripsService, 'current' | 'list' | 'byIds'>;
  registrations: RegistrationRepository;
  payments: Pick<PaymentsService, 'ofRegistration'>;
  documents: Pick<DocumentsService, 'ofTrip'>;
}

export function createTripScopeService({ trips, registrations, payments, documents }: Deps) {
  const currentOrNone = () => trips.current().catch(() => undefined);
  return {
    /** Every trip, the latest departure first, the current one marked (the admin's switcher). */
    async choices(): Promise<TripChoiceView[]> {
      const [all, current] = await Promise.all([trips.list(), currentOrNone()]);
      return all.map((t) => choiceOf(t, current?.id));
    },

    /** The traveller's registrations on the other trips, the latest trip first; only their own. */
    async pastOf(userId: string): Promise<PastTripView[]> {
      const current = await currentOrNone();
      if (!current) return [];
      const past = await registrations.pastOf(userId, current.id);
      const facts = await trips.byIds(past.map((r) => r.tripId));
      return Promise.all(
        past.map(async (r) => ({
          trip: choiceOf(facts.get(r.tripId)!, current.id),
          registration: toRegistrationView(r),
          payments: await payments.ofRegistration(r),
          documents: await documents.ofTrip(userId, r.tripId),
        })),
      );
    },
  };
}
export type TripScopeService = ReturnType<typeof createTripScopeService>;
