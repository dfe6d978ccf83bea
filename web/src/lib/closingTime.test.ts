import { describe, expect, it } from 'vitest';
import { askBeforeClosingSetting, asksTimeBeforeClosing } from './closingTime';

describe('asking for time before closing', () => {
  it('reads never and only_missing, and anything else as always', () => {
    expect(askBeforeClosingSetting('never')).toBe('never');
    expect(askBeforeClosingSetting('only_missing')).toBe('only_missing');
    expect(askBeforeClosingSetting('always')).toBe('always');
    expect(askBeforeClosingSetting('')).toBe('always');
    expect(askBeforeClosingSetting(undefined)).toBe('always');
  });

  it('asks as the setting says', () => {
    expect(asksTimeBeforeClosing('never', 0)).toBe(false);
    expect(asksTimeBeforeClosing('only_missing', 0)).toBe(true);
    expect(asksTimeBeforeClosing('only_missing', 2)).toBe(false);
    expect(asksTimeBeforeClosing('always', 2)).toBe(true);
    expect(asksTimeBeforeClosing(null, 1)).toBe(true);
  });
});
