import { describe, expect, it } from 'vitest';
import { INVALID_MONTH, MONTH_ORDER, outcome, reportMonths, slaReport } from './sla-report.ts';

const at = (text: string) => new Date(text);
const now = at('2026-11-26T12:00:00Z');

describe('sla report', () => {
  it('tells met, missed and running due times apart', () => {
    expect(outcome(at('2026-11-26T10:00:00Z'), at('2026-11-26T09:59:00Z'), now)).toBe('met');
    expect(outcome(at('2026-11-26T10:00:00Z'), at('2026-11-26T10:01:00Z'), now)).toBe('missed');
    expect(outcome(at('2026-11-26T10:00:00Z'), null, now)).toBe('missed');
    expect(outcome(at('2026-11-26T14:00:00Z'), null, now)).toBe('open');
    expect(outcome(null, null, now)).toBeNull();
  });

  it('counts per company and month', () => {
    const base = { first_response_expires_at: at('2026-10-01T10:00:00Z'), resolved_expires_at: at('2026-10-02T10:00:00Z') };
    const rows = slaReport(
      [
        { ...base, company_id: 2, company_name: 'Bakkerij', month: '2026-10', first_responded_at: at('2026-10-01T09:00:00Z'), resolved_at: at('2026-10-03T09:00:00Z') },
        { ...base, company_id: 2, company_name: 'Bakkerij', month: '2026-10', first_responded_at: null, resolved_at: at('2026-10-02T09:00:00Z') },
        { ...base, company_id: 1, company_name: 'Apotheek', month: '2026-10', first_responded_at: at('2026-10-01T09:00:00Z'), resolved_at: null },
        { company_id: 1, company_name: 'Apotheek', month: '2026-09', first_response_expires_at: null, first_responded_at: null, resolved_expires_at: null, resolved_at: null },
      ],
      now,
    );
    expect(rows).toEqual([
      { company_id: 1, company_name: 'Apotheek', month: '2026-09', tickets: 1, first_response_met: 0, first_response_missed: 0, resolve_met: 0, resolve_missed: 0 },
      { company_id: 1, company_name: 'Apotheek', month: '2026-10', tickets: 1, first_response_met: 1, first_response_missed: 0, resolve_met: 0, resolve_missed: 1 },
      { company_id: 2, company_name: 'Bakkerij', month: '2026-10', tickets: 2, first_response_met: 1, first_response_missed: 1, resolve_met: 1, resolve_missed: 1 },
    ]);
  });

  it('reads the month range', () => {
    expect(reportMonths(undefined, undefined, '2026-11')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(reportMonths(undefined, undefined, '2026-12')).toEqual({ from: '2026-01', to: '2026-12' });
    expect(reportMonths('2026-03', '2026-05', '2026-11')).toEqual({ from: '2026-03', to: '2026-05' });
    expect(reportMonths('2026-13', 'mei', '2026-11')).toEqual({ errors: { from: [INVALID_MONTH], to: [INVALID_MONTH] } });
    expect(reportMonths('2026-06', '2026-05', '2026-11')).toEqual({ errors: { from: [MONTH_ORDER] } });
  });
});
