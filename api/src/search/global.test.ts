import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { parseSearchInput, SEARCH_KINDS, SEARCH_TEXTS } from './global.ts';

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseSearchInput', () => {
  it('trims the query, splits it into words and takes 5 per kind by default', () => {
    expect(parseSearchInput({ q: '  printer  kapot ' })).toEqual({ query: 'printer  kapot', terms: ['printer', 'kapot'], perKind: 5 });
    expect(parseSearchInput({ q: 'ab', per_kind: '20' }).perKind).toBe(20);
    expect(parseSearchInput({ q: 'ab', per_kind: '' }).perKind).toBe(5);
  });

  it('refuses fewer than 2 characters after trimming, in Dutch, on the field q', () => {
    for (const q of [undefined, '', 'a', '  b  ', 5]) {
      expect(refusal(() => parseSearchInput({ q }))).toEqual({ status: 422, body: { message: SEARCH_TEXTS.tooShort, errors: { q: [SEARCH_TEXTS.tooShort] } } });
    }
    expect(SEARCH_TEXTS.tooShort).toBe('Zoekterm moet minimaal 2 tekens bevatten.');
  });

  it('refuses per_kind outside 1 to 20', () => {
    for (const perKind of ['0', '21', '-1', '1.5', 'x', ['2']]) {
      expect(refusal(() => parseSearchInput({ q: 'printer', per_kind: perKind }))).toMatchObject({ status: 422, body: { errors: { per_kind: [SEARCH_TEXTS.perKind] } } });
    }
  });
});

describe('SEARCH_KINDS', () => {
  it('lists the kinds in the order of the top bar with their Dutch labels', () => {
    expect(SEARCH_KINDS.map((kind) => [kind.resource, kind.label])).toEqual([
      ['tickets', 'Tickets'],
      ['clients', 'Contactpersonen'],
      ['companies', 'Bedrijven'],
      ['assets', 'Assets'],
      ['quotes', 'Offertes'],
      ['projects', 'Projecten'],
      ['invoices', 'Facturen'],
    ]);
  });
});
