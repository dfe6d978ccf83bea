import { describe, expect, it } from 'vitest';
import { draftFromHours, draftFromText, hoursFromDraft, invalidPeriods, isValidWeek, nextPeriod, normalizeClock, weekSummary } from './openingHours';

const DAYS = ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'];

describe('draftFromHours', () => {
  it('gives every weekday, missing and unknown days closed', () => {
    const draft = draftFromHours({ '1': [['08:30', '12:00']], '9': [['01:00', '02:00']] });
    expect(Object.keys(draft)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(draft['1']).toEqual([['08:30', '12:00']]);
    expect(draft['7']).toEqual([]);
    expect(draft['9']).toBeUndefined();
  });

  it('treats anything but an object as a closed week', () => {
    expect(draftFromHours(null)['1']).toEqual([]);
    expect(draftFromHours([['08:00', '17:00']])['1']).toEqual([]);
    expect(draftFromText('not json')['3']).toEqual([]);
  });
});

describe('normalizeClock', () => {
  it('pads hours and fills in minutes', () => {
    expect(normalizeClock('8:30')).toBe('08:30');
    expect(normalizeClock('0830')).toBe('08:30');
    expect(normalizeClock('8')).toBe('08:00');
    expect(normalizeClock(' 17.15 ')).toBe('17:15');
  });

  it('leaves what it cannot read as typed', () => {
    expect(normalizeClock('acht')).toBe('acht');
    expect(normalizeClock('')).toBe('');
  });
});

describe('invalidPeriods', () => {
  it('accepts periods that run forward without overlap', () => {
    expect(invalidPeriods([['08:30', '12:00'], ['13:00', '17:00']])).toEqual([]);
  });

  it('names empty, unreadable, backward and overlapping periods', () => {
    expect(invalidPeriods([['', '12:00']])).toEqual([0]);
    expect(invalidPeriods([['24:00', '25:00']])).toEqual([0]);
    expect(invalidPeriods([['17:00', '09:00']])).toEqual([0]);
    expect(invalidPeriods([['09:00', '09:00']])).toEqual([0]);
    expect(invalidPeriods([['08:00', '12:00'], ['11:00', '17:00']])).toEqual([1]);
  });

  it('reads loosely typed times the way they are sent', () => {
    expect(invalidPeriods([['8:30', '1200']])).toEqual([]);
  });
});

describe('isValidWeek', () => {
  it('is valid with closed days and fails on one bad day', () => {
    expect(isValidWeek(draftFromHours({ '1': [['08:00', '17:00']] }))).toBe(true);
    expect(isValidWeek(draftFromHours({ '1': [['08:00', '17:00']], '5': [['18:00', '10:00']] }))).toBe(false);
  });
});

describe('hoursFromDraft', () => {
  it('sends every day in HH:mm with closed days empty', () => {
    expect(hoursFromDraft({ '1': [['8:30', '12:00'], ['13:00', '17']] })).toEqual({
      '1': [['08:30', '12:00'], ['13:00', '17:00']],
      '2': [],
      '3': [],
      '4': [],
      '5': [],
      '6': [],
      '7': [],
    });
  });
});

describe('weekSummary', () => {
  it('writes a line per day, closed days with the closed text', () => {
    const lines = weekSummary(draftFromHours({ '1': [['08:30', '12:00'], ['13:00', '17:00']] }), DAYS, 'gesloten');
    expect(lines[0]).toBe('Maandag 08:30–12:00, 13:00–17:00');
    expect(lines[6]).toBe('Zondag gesloten');
    expect(lines).toHaveLength(7);
  });
});

describe('nextPeriod', () => {
  it('starts an hour after the last period ends', () => {
    expect(nextPeriod([['08:30', '12:00']])).toEqual(['13:00', '16:00']);
  });

  it('is empty when the day runs late or the last end is unreadable', () => {
    expect(nextPeriod([['08:00', '22:30']])).toEqual(['', '']);
    expect(nextPeriod([['08:00', '']])).toEqual(['', '']);
  });
});
