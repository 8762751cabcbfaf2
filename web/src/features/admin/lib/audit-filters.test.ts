import { describe, expect, it } from 'vitest';
import { auditExportHref, auditFiltersOf, auditPageOf, auditSearchOf, NO_AUDIT_FILTERS } from './audit-filters';

describe('the audit log filters in the address', () => {
  it('when the address names every filter, then each is read, and written back the same', () => {
    const params = new URLSearchParams(
      'trip=winter-2027&tab=audit&person=test_admin&traveller=amina&action=payment.recorded&from=2026-11-01&to=2026-11-26&scope=trip&page=3',
    );
    const filters = auditFiltersOf(params);
    expect(filters).toEqual({ person: 'test_admin', traveller: 'amina', action: 'payment.recorded', from: '2026-11-01', to: '2026-11-26', scope: 'trip' });
    expect(auditPageOf(params)).toBe(3);
    expect(auditSearchOf(filters, 3, 'winter-2027').toString()).toBe(params.toString());
  });

  it('when the address holds an unknown action, a malformed day or a bad page, then they read as no filter and page 1', () => {
    const params = new URLSearchParams('action=seat.held&from=yesterday&to=2026-1-2&scope=everything&page=-4');
    expect(auditFiltersOf(params)).toEqual(NO_AUDIT_FILTERS);
    expect(auditPageOf(params)).toBe(1);
    expect(auditSearchOf(NO_AUDIT_FILTERS, 1).toString()).toBe('tab=audit');
  });

  it('when the owner exports, then the export carries the filters but not the page', () => {
    expect(auditExportHref(NO_AUDIT_FILTERS)).toBe('/api/admin/exports/audit-events.xlsx');
    expect(auditExportHref({ ...NO_AUDIT_FILTERS, traveller: 'amina b', from: '2026-11-01' })).toBe(
      '/api/admin/exports/audit-events.xlsx?traveller=amina+b&from=2026-11-01',
    );
  });

  it("when the list shows one trip's events, then the export asks for that trip by id, and for every event otherwise", () => {
    const onlyTrip = { ...NO_AUDIT_FILTERS, scope: 'trip' as const };
    expect(auditExportHref(onlyTrip, 'a1b2')).toBe('/api/admin/exports/audit-events.xlsx?tripId=a1b2');
    expect(auditExportHref(NO_AUDIT_FILTERS, 'a1b2')).toBe('/api/admin/exports/audit-events.xlsx');
  });
});
