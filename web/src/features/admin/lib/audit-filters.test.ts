import { describe, expect, it } from 'vitest';
import { auditExportHref, auditFiltersOf, auditPageOf, auditSearchOf, NO_AUDIT_FILTERS } from './audit-filters';

describe('the audit log filters in the address', () => {
  it('when the address names every filter, then each is read, and written back the same', () => {
    const params = new URLSearchParams('tab=audit&person=test_admin&traveller=amina&action=payment.recorded&from=2026-11-01&to=2026-11-26&page=3');
    const filters = auditFiltersOf(params);
    expect(filters).toEqual({ person: 'test_admin', traveller: 'amina', action: 'payment.recorded', from: '2026-11-01', to: '2026-11-26' });
    expect(auditPageOf(params)).toBe(3);
    expect(auditSearchOf(filters, 3).toString()).toBe(params.toString());
  });

  it('when the address holds an unknown action, a malformed day or a bad page, then they read as no filter and page 1', () => {
    const params = new URLSearchParams('action=seat.held&from=yesterday&to=2026-1-2&page=-4');
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
});
