import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { REFERENCE_LISTS, requestedLists } from './reference-lists.ts';

describe('requestedLists', () => {
  it('is every list without the parameter, none for an empty one', () => {
    expect(requestedLists(undefined)).toEqual(Object.keys(REFERENCE_LISTS));
    expect(requestedLists('')).toEqual([]);
  });

  it('reads names separated by commas or a repeated parameter, once each', () => {
    expect(requestedLists('priorities, operators,,priorities')).toEqual(['priorities', 'operators']);
    expect(requestedLists(['ticketStatuses', 'activities,customFields'])).toEqual(['ticketStatuses', 'activities', 'customFields']);
  });

  it('refuses a name that is no list, also one every object has', () => {
    for (const name of ['statussen', 'constructor', 'toString']) {
      let refusal: unknown;
      try {
        requestedLists(`priorities,${name}`);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).statusCode).toBe(422);
      expect((refusal as HttpError).body).toEqual({ message: `Onbekende lijst: ${name}.`, errors: { lists: [`Onbekende lijst: ${name}.`] } });
    }
  });
});
