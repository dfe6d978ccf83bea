import { describe, expect, it } from 'vitest';
import { cockpitCode, cockpitQuery, firstScreenCode, listViews, recordViews, shellCode, shellQuery, ticketListCode, ticketRecordCode, ticketRecordQuery } from './firstScreens';

describe('firstScreenCode', () => {
  it('names the shell and the screen of each first screen an address leads to', () => {
    expect(firstScreenCode('/cockpit')).toEqual([shellCode, shellQuery, cockpitCode, cockpitQuery]);
    expect(firstScreenCode('/tickets')).toEqual([shellCode, shellQuery, listViews, ticketListCode]);
    expect(firstScreenCode('/tickets/42')).toEqual([shellCode, shellQuery, recordViews, ticketRecordCode, ticketRecordQuery]);
  });

  it('leaves other addresses to the route table', () => {
    expect(firstScreenCode('/companies')).toEqual([]);
    expect(firstScreenCode('/cockpit/registered-time')).toEqual([]);
    expect(firstScreenCode('/tickets/42/print')).toEqual([]);
  });
});
