import { describe, expect, it } from 'vitest';
import { cockpitCode, cockpitQuery, firstScreenCode, listViews, recordViews, shellCode, shellQuery, ticketListCode, ticketRecordCode, ticketRecordQuery } from './firstScreens';

describe('firstScreenCode', () => {
  it('names the shell and the screen of each first screen an address leads to, queries before code', () => {
    expect(firstScreenCode('/cockpit')).toEqual([shellQuery, shellCode, cockpitQuery, cockpitCode]);
    expect(firstScreenCode('/tickets')).toEqual([shellQuery, shellCode, listViews, ticketListCode]);
    expect(firstScreenCode('/tickets/42')).toEqual([shellQuery, shellCode, ticketRecordQuery, recordViews, ticketRecordCode]);
  });

  it('leaves other addresses to the route table', () => {
    expect(firstScreenCode('/companies')).toEqual([]);
    expect(firstScreenCode('/cockpit/registered-time')).toEqual([]);
    expect(firstScreenCode('/tickets/42/print')).toEqual([]);
  });
});
