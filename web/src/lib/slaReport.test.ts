import { describe, expect, it } from 'vitest';
import { metShare, reportMonths } from './slaReport';

describe('sla report months', () => {
  it('takes the months a period covers', () => {
    expect(reportMonths({ from: '2026-09-01', until: null })).toEqual({ from: '2026-09', to: null });
    expect(reportMonths({ from: '2026-10-01', until: '2026-11-01' })).toEqual({ from: '2026-10', to: '2026-10' });
    expect(reportMonths({ from: '2025-01-01', until: '2026-01-01' })).toEqual({ from: '2025-01', to: '2025-12' });
    expect(reportMonths({ from: null, until: null })).toEqual({ from: null, to: null });
  });

  it('gives the share met', () => {
    expect(metShare(3, 1)).toBe(75);
    expect(metShare(0, 0)).toBeNull();
  });
});
