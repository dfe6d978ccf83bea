import { describe, expect, it } from 'vitest';
import { licenceDifference } from './licenceDifference';

describe('licenceDifference', () => {
  it('says nothing about a line without licences', () => {
    expect(licenceDifference(5, null)).toBe(false);
    expect(licenceDifference(5, undefined)).toBe(false);
  });

  it('flags a line whose quantity differs from its licences', () => {
    expect(licenceDifference(5, 7)).toBe(true);
    expect(licenceDifference(null, 2)).toBe(true);
  });

  it('leaves a line that matches its licences', () => {
    expect(licenceDifference(7, 7)).toBe(false);
  });
});
