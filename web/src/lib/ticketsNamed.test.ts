import { describe, expect, it } from 'vitest';
import { ticketsNamed } from './ticketsNamed';

describe('ticketsNamed', () => {
  it('names one ticket by its reference, falling back to its id', () => {
    expect(ticketsNamed([{ databaseId: 7, reference: '1042' }])).toBe('Ticket #1042');
    expect(ticketsNamed([{ databaseId: 7 }])).toBe('Ticket #7');
  });

  it('counts more tickets', () => {
    expect(ticketsNamed([{ databaseId: 1, reference: '1' }, { databaseId: 2, reference: '2' }, { databaseId: 3 }])).toBe('3 tickets');
  });
});
