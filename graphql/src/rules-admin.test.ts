// The admin's rules: sending a step back, the registrations list, announcements, with the texts
// written out as the admin reads them.
import { describe, expect, it } from 'vitest';
import { errorsOf, x } from './errors-of.test-util.js';
import { announcementRules, changesRequestRules, registrationQueryRules, sendAgainRules, UNDELIVERED_LIST_MAX } from './rules.js';

const KEY = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('a request for changes (10 to 1000 characters)', () => {
  const TEXT = 'Please give a reason of 10 to 1000 characters.';
  it.each([
    [x(10), undefined],
    [x(9), TEXT],
    [`  ${x(9)}  `, TEXT],
    [x(1000), undefined],
    [x(1001), TEXT],
    [undefined, TEXT],
    [42, TEXT],
  ])('when the reason is %j, then %j', (reason, message) => {
    expect(errorsOf(changesRequestRules, { reason })).toEqual(message ? { reason: message } : {});
  });
  it('when the reason has blanks around it, then they are dropped', () => {
    expect(changesRequestRules.parse({ reason: '  Passport photo is blurred \n' })).toEqual({ reason: 'Passport photo is blurred' });
  });
});

describe('the registrations list query', () => {
  it('when nothing is asked, then it is the first 20, newest first', () => {
    expect(registrationQueryRules.parse({})).toEqual({ sort: 'CREATED_DESC', page: 1, pageSize: 20 });
  });
  it('when the query string is read, then numbers are numbers and the search is trimmed', () => {
    expect(registrationQueryRules.parse({ search: ' amina ', status: 'VISA_SUBMITTED', sort: 'NAME_ASC', page: '3', pageSize: '50' })).toEqual({
      search: 'amina',
      status: 'VISA_SUBMITTED',
      sort: 'NAME_ASC',
      page: 3,
      pageSize: 50,
    });
  });
  const PAGE = 'Page must be a whole number of 1 or more';
  const SIZE = 'Page size must be between 1 and 100';
  it.each([
    ['search', x(200), undefined],
    ['search', x(201), 'Search must be at most 200 characters'],
    ['search', 42, 'Search must be text'],
    ['status', 'PAID', 'Unknown status'],
    ['sort', 'EMAIL_ASC', 'Unknown sort order'],
    ['page', '1', undefined],
    ['page', '100000', undefined],
    ['page', '100001', PAGE],
    ['page', '0', PAGE],
    ['page', '1.5', PAGE],
    ['page', 'two', PAGE],
    ['pageSize', '1', undefined],
    ['pageSize', '100', undefined],
    ['pageSize', '101', SIZE],
    ['pageSize', '0', SIZE],
    ['pageSize', '2.5', SIZE],
    ['pageSize', 'all', SIZE],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(registrationQueryRules, { [field]: value })).toEqual(message ? { [field]: message } : {});
  });
});

describe('an announcement', () => {
  const good = { audience: 'ALL', subject: 'Visa photos', body: 'Bring two photos.' };
  const SUBJECT = 'Subject must be 1 to 150 characters';
  const BODY = 'Message must be 1 to 5000 characters';
  it('when it is good, then it comes back trimmed, with no key unless one is given', () => {
    expect(announcementRules.parse({ ...good, subject: ' Visa photos ', body: ' Bring two photos. ' })).toEqual({ ...good, clientKey: null });
    expect(announcementRules.parse({ ...good, clientKey: KEY })).toEqual({ ...good, clientKey: KEY });
  });
  it.each([
    ['audience', 'COMPLETED', undefined],
    ['audience', 'EVERYONE', 'Choose who receives the announcement'],
    ['subject', 'Hi', undefined],
    ['subject', x(150), undefined],
    ['subject', x(151), SUBJECT],
    ['subject', '   ', SUBJECT],
    ['subject', undefined, SUBJECT],
    ['body', 'Ok', undefined],
    ['body', x(5000), undefined],
    ['body', x(5001), BODY],
    ['body', '', BODY],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(announcementRules, { ...good, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
});

describe('sending undeliverable emails again', () => {
  const IDS = 'Choose the messages to send again';
  it('when no ids are named (absent or null), then every one is meant', () => {
    expect(sendAgainRules.parse({})).toEqual({ ids: 'all' });
    expect(sendAgainRules.parse({ ids: null })).toEqual({ ids: 'all' });
  });
  it('when ids are named, then each positive whole number once, as numbers', () => {
    expect(sendAgainRules.parse({ ids: ['7', '12', '7', '1'] })).toEqual({ ids: [7, 12, 1] });
    expect(sendAgainRules.parse({ ids: ['9'.repeat(18)] })).toEqual({ ids: [Number('9'.repeat(18))] });
    expect(sendAgainRules.parse({ ids: Array.from({ length: UNDELIVERED_LIST_MAX }, (_, i) => String(i + 1)) }).ids).toHaveLength(UNDELIVERED_LIST_MAX);
  });
  it.each([
    [[]],
    [['0']],
    [['012']],
    [['-1']],
    [['1.5']],
    [['abc']],
    [['1 ']],
    [[' 1']],
    [['9'.repeat(19)]],
    [[7]],
    ['7'],
    [Array.from({ length: UNDELIVERED_LIST_MAX + 1 }, (_, i) => String(i + 1))],
  ])('when ids is %j, then the message says to choose', (ids) => {
    expect(Object.values(errorsOf(sendAgainRules, { ids }))).toEqual([IDS]);
  });
});
