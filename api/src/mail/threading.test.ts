import { describe, expect, it } from 'vitest';
import { headerIds, messageIdDomain, referencesAfter, subjectReference, threadCandidates } from './threading.ts';

describe('subjectReference', () => {
  it('finds [#reference] anywhere in the subject', () => {
    expect(subjectReference('Re: [#T-2026-00042] Printer doet het niet')).toBe('T-2026-00042');
    expect(subjectReference('Antw: Printer [# t-2025-7 ]')).toBe('T-2025-7');
  });

  it('ignores subjects without one', () => {
    expect(subjectReference('Printer #T-2026-00042')).toBeNull();
    expect(subjectReference('[#12345]')).toBeNull();
    expect(subjectReference(null)).toBeNull();
  });
});

describe('headerIds', () => {
  it('reads ids with brackets, once each, in order', () => {
    expect(headerIds('<a@x.nl> <b@y.nl>\r\n <a@x.nl>')).toEqual(['<a@x.nl>', '<b@y.nl>']);
    expect(headerIds(['<a@x.nl>', '<c@z.nl>'])).toEqual(['<a@x.nl>', '<c@z.nl>']);
  });

  it('reads a bare id and nothing from noise', () => {
    expect(headerIds('a@x.nl')).toEqual(['<a@x.nl>']);
    expect(headerIds('geen id')).toEqual([]);
    expect(headerIds(undefined)).toEqual([]);
  });
});

describe('threadCandidates', () => {
  it('puts In-Reply-To first, then References newest first', () => {
    expect(threadCandidates('<c@x>', '<a@x> <b@x> <c@x>')).toEqual(['<c@x>', '<b@x>', '<a@x>']);
    expect(threadCandidates(null, '<a@x> <b@x>')).toEqual(['<b@x>', '<a@x>']);
  });
});

describe('referencesAfter', () => {
  it('is the previous chain plus the previous id', () => {
    expect(referencesAfter({ messageId: '<c@x>', references: '<a@x> <b@x>' })).toEqual(['<a@x>', '<b@x>', '<c@x>']);
    expect(referencesAfter({ messageId: '<a@x>', references: null })).toEqual(['<a@x>']);
    expect(referencesAfter(null)).toEqual([]);
  });

  it('keeps the first and the 19 latest of a long chain', () => {
    const ids = Array.from({ length: 30 }, (_, index) => `<m${index}@x>`);
    const chain = referencesAfter({ messageId: '<last@x>', references: ids.join(' ') });
    expect(chain).toHaveLength(20);
    expect(chain[0]).toBe('<m0@x>');
    expect(chain.at(-1)).toBe('<last@x>');
    expect(chain[1]).toBe('<m12@x>');
  });
});

describe('messageIdDomain', () => {
  it('takes the domain of the sender address', () => {
    expect(messageIdDomain('"Balie Demo" <support@Balie-Demo.nl>')).toBe('balie-demo.nl');
    expect(messageIdDomain('no-reply@balie.local')).toBe('balie.local');
    expect(messageIdDomain('Balie')).toBe('balie.local');
  });
});
