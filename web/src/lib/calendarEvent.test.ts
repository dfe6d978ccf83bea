import { describe, expect, it } from 'vitest';
import { checkEventDraft, estimateToMinutes, fromLocalInput, nextWholeHour, splitAttendees, toLocalInput } from './calendarEvent';

const zone = 'Europe/Amsterdam';
const texts = { subjectRequired: 'verplicht', invalidTime: 'tijd', endBeforeStart: 'volgorde', invalidAttendee: '{email} fout' };
const draft = { subject: ' Overleg ', start: '2026-11-26T09:00', end: '2026-11-26T10:30', location: '', description: ' agenda ', attendees: 'a@b.nl, c@d.nl' };

describe('datetime-local values', () => {
  it('read and write wall-clock time in the zone, also in summer', () => {
    expect(fromLocalInput('2026-11-26T09:00', zone)?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(fromLocalInput('2026-07-01T09:00', zone)?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(toLocalInput(new Date('2026-07-01T07:00:00Z'), zone)).toBe('2026-07-01T09:00');
    expect(fromLocalInput('2026-11-26', zone)).toBeNull();
    expect(fromLocalInput('2026-11-26T25:00', zone)).toBeNull();
  });
});

describe('checkEventDraft', () => {
  it('gives the values to send, trimmed, with empty fields as null', () => {
    expect(checkEventDraft(draft, zone, texts)).toEqual({
      values: {
        subject: 'Overleg',
        start: '2026-11-26T08:00:00.000Z',
        end: '2026-11-26T09:30:00.000Z',
        location: null,
        description: 'agenda',
        attendees: ['a@b.nl', 'c@d.nl'],
      },
      errors: {},
    });
  });

  it('refuses an empty subject, an end not after the start and a wrong address', () => {
    const checked = checkEventDraft({ ...draft, subject: ' ', end: '2026-11-26T09:00', attendees: 'a@b.nl; geen-adres' }, zone, texts);
    expect(checked.values).toBeNull();
    expect(checked.errors).toEqual({ subject: 'verplicht', end: 'volgorde', attendees: 'geen-adres fout' });
    expect(checkEventDraft({ ...draft, start: '' }, zone, texts).errors).toEqual({ start: 'tijd' });
  });
});

describe('helpers', () => {
  it('splits attendees on commas, semicolons and spaces', () => {
    expect(splitAttendees(' a@b.nl;c@d.nl  e@f.nl,')).toEqual(['a@b.nl', 'c@d.nl', 'e@f.nl']);
  });

  it('reads an estimate as minutes, falling back for none or nonsense', () => {
    expect(estimateToMinutes('01:30')).toBe(90);
    expect(estimateToMinutes(null)).toBe(60);
    expect(estimateToMinutes('00:00', 45)).toBe(45);
    expect(estimateToMinutes('anderhalf')).toBe(60);
  });

  it('starts a new appointment at the next whole hour', () => {
    expect(nextWholeHour(new Date('2026-11-26T08:12:00Z')).toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });
});
