import { describe, expect, it } from 'vitest';
import { isQuoteLinkToken, quoteLinkPath } from './quote-links.ts';

describe('quote links', () => {
  it('take only tokens of the shape they are made in', () => {
    expect(isQuoteLinkToken('a'.repeat(43))).toBe(true);
    expect(isQuoteLinkToken('a'.repeat(42))).toBe(false);
    expect(isQuoteLinkToken(`${'a'.repeat(42)}/`)).toBe(false);
  });

  it('point at the public quote page', () => {
    expect(quoteLinkPath('abc')).toBe('/offerte/abc');
  });
});
