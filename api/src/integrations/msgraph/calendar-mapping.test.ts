import { describe, expect, it } from 'vitest';
import { amsterdamLocal, eventInputFrom, eventOf, fromAmsterdamLocal, graphEventBody, instantOf, parseMoment } from './calendar-mapping.ts';

describe('Dutch wall-clock time', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(amsterdamLocal(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-26T10:00:00');
    expect(amsterdamLocal(new Date('2026-07-01T09:00:00Z'))).toBe('2026-07-01T11:00:00');
    expect(fromAmsterdamLocal('2026-11-26T10:00:00').toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(fromAmsterdamLocal('2026-07-01T11:00').toISOString()).toBe('2026-07-01T09:00:00.000Z');
  });

  it('crosses the DST changes: the spring hour that does not exist and the autumn hour that comes twice', () => {
    // 29 March 2026 02:00 → 03:00; 25 October 2026 03:00 → 02:00.
    expect(fromAmsterdamLocal('2026-03-29T01:30:00').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromAmsterdamLocal('2026-03-29T03:30:00').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromAmsterdamLocal('2026-10-25T02:30:00').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromAmsterdamLocal('2026-10-25T03:30:00').toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('reads instants with an offset and wall-clock times as Dutch time, and refuses the rest', () => {
    expect(parseMoment('2026-11-26T10:00:00+01:00')?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(parseMoment('2026-11-26T09:00:00.000Z')?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(parseMoment('2026-11-26T10:00')?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    for (const wrong of ['26-11-2026 10:00', '2026-11-26', 'morgen', 12, null, '2026-13-40T10:00:00Z']) expect(parseMoment(wrong)).toBeNull();
  });

  it('turns Graph dateTimes in UTC (seven decimals) or in W. Europe time into ISO instants', () => {
    expect(instantOf({ dateTime: '2026-11-26T09:00:00.0000000', timeZone: 'UTC' })).toBe('2026-11-26T09:00:00.000Z');
    expect(instantOf({ dateTime: '2026-11-26T10:00:00.0000000', timeZone: 'W. Europe Standard Time' })).toBe('2026-11-26T09:00:00.000Z');
  });
});

describe('event input', () => {
  it('needs subject, start and end on create, with the end after the start', () => {
    expect(eventInputFrom({}, true).errors).toEqual({
      subject: ['Geef het event een onderwerp.'],
      start: ['Vul een geldig begin in (datum en tijd).'],
      end: ['Vul een geldig einde in (datum en tijd).'],
    });
    const { errors } = eventInputFrom({ subject: 'Overleg', start: '2026-11-26T10:00:00Z', end: '2026-11-26T09:00:00Z' }, true);
    expect(errors).toEqual({ end: ['Het einde moet na het begin liggen.'] });
  });

  it('checks only what a change sends', () => {
    const { input, errors } = eventInputFrom({ subject: 'Verplaatst' }, false);
    expect(errors).toEqual({});
    expect(input).toEqual({ subject: 'Verplaatst' });
    expect(eventInputFrom({ attendees: ['geen-adres'] }, false).errors.attendees).toEqual(['Vul geldige e-mailadressen in bij de deelnemers.']);
  });

  it('builds the Graph body with W. Europe times, a text body, the address and required attendees', () => {
    const { input } = eventInputFrom(
      {
        subject: 'Server plaatsen',
        description: 'Rack 2',
        start: '2026-11-26T09:00:00Z',
        end: '2026-11-26T11:00:00Z',
        location: { displayName: 'Bakkerij de Zon', address: { street: 'Dorpsstraat 1', city: 'Utrecht', postalCode: '1234 AB' } },
        attendees: ['sanne@demo.nl', 'sanne@demo.nl'],
      },
      true,
    );
    expect(graphEventBody(input)).toEqual({
      subject: 'Server plaatsen',
      body: { contentType: 'text', content: 'Rack 2' },
      start: { dateTime: '2026-11-26T10:00:00', timeZone: 'W. Europe Standard Time' },
      end: { dateTime: '2026-11-26T12:00:00', timeZone: 'W. Europe Standard Time' },
      location: { displayName: 'Bakkerij de Zon', address: { street: 'Dorpsstraat 1', city: 'Utrecht', postalCode: '1234 AB' } },
      attendees: [{ emailAddress: { address: 'sanne@demo.nl' }, type: 'required' }],
    });
    expect(graphEventBody(eventInputFrom({ location: 'Kantoor' }, false).input)).toEqual({ location: { displayName: 'Kantoor' } });
  });
});

describe('events from Graph', () => {
  it('maps an invitation from someone else as read-only, with attendees and organizer as addresses', () => {
    expect(
      eventOf('u1', {
        id: 'e1',
        subject: 'Kwartaaloverleg',
        body: { contentType: 'text', content: ' Agenda volgt ' },
        start: { dateTime: '2026-11-26T09:00:00.0000000', timeZone: 'UTC' },
        end: { dateTime: '2026-11-26T10:00:00.0000000', timeZone: 'UTC' },
        location: { displayName: 'Vergaderkamer' },
        attendees: [{ emailAddress: { address: 'a@demo.nl', name: 'A' } }],
        type: 'occurrence',
        isCancelled: false,
        isOrganizer: false,
        organizer: { emailAddress: { address: 'baas@demo.nl', name: 'Baas' } },
      }),
    ).toEqual({
      id: 'e1',
      user_id: 'u1',
      subject: 'Kwartaaloverleg',
      description: 'Agenda volgt',
      start: '2026-11-26T09:00:00.000Z',
      end: '2026-11-26T10:00:00.000Z',
      location: 'Vergaderkamer',
      attendees: ['a@demo.nl'],
      occurrence: 'occurrence',
      cancelled: false,
      readonly: true,
      organizer: 'baas@demo.nl',
    });
  });
});
