import { describe, expect, it } from 'vitest';
import { backToList, listOfPath, unavailableRecord } from './unavailable';

describe('unavailableRecord', () => {
  it('tells a missing record from one the user may not see', () => {
    expect(unavailableRecord('NOT_FOUND', false)).toBe('not-found');
    expect(unavailableRecord('FORBIDDEN', false)).toBe('forbidden');
    expect(unavailableRecord('FORBIDDEN', true)).toBe('forbidden');
  });

  it("answers a restricted role's 404 as no access: REST hides the records it may not see", () => {
    expect(unavailableRecord('NOT_FOUND', true)).toBe('forbidden');
  });

  it("leaves other errors to the route's error page", () => {
    expect(unavailableRecord(null, false)).toBeNull();
    expect(unavailableRecord('INTERNAL_SERVER_ERROR', true)).toBeNull();
  });
});

describe('backToList', () => {
  it('names the list after its screen', () => {
    expect(backToList('/tickets')).toEqual({ to: '/tickets', label: 'Terug naar Tickets' });
    expect(backToList('/companies')).toEqual({ to: '/companies', label: 'Terug naar Bedrijven' });
    expect(backToList('/tickets/groups')).toEqual({ to: '/tickets/groups', label: 'Terug naar Ticketgroepen' });
  });

  it('says only Terug for a list the route table does not name', () => {
    expect(backToList('/onbekend')).toEqual({ to: '/onbekend', label: 'Terug' });
  });
});

describe('listOfPath', () => {
  it('finds the list a record path belongs to', () => {
    expect(listOfPath('/tickets/12')).toBe('/tickets');
    expect(listOfPath('/deals/quotes/4')).toBe('/deals/quotes');
    expect(listOfPath('/tickets')).toBeNull();
    expect(listOfPath('/bestaat/niet')).toBeNull();
  });
});
