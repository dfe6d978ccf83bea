import { describe, expect, it } from 'vitest';
import {
  checkTimeDraft,
  defaultActivityId,
  draftMinutes,
  takesTime,
  taskTimePrefill,
  timeLineActions,
  timeTotals,
  tooMuchMessage,
  type TimeDraft,
} from './timeRegistration';

const draft: TimeDraft = {
  mode: 'spent',
  unit: 'hours',
  text: '1,5u',
  date: '2026-11-03',
  start: '09:00',
  end: '',
  activityId: '2',
  actorId: '7',
  description: '  Printer aangesloten  ',
  projectLineId: '',
};
const ticket = { activity: true, projectLine: false };

describe('checkTimeDraft', () => {
  it('gives the values of a complete draft', () => {
    expect(checkTimeDraft(draft, ticket)).toEqual({
      values: { timeSpent: 90, executedAt: new Date(2026, 10, 3, 9, 0), activityId: 2, actorId: 7, description: 'Printer aangesloten', projectLineId: null },
      problems: {},
    });
  });

  it('names every missing piece', () => {
    const empty = { ...draft, text: '', date: '', start: '', activityId: '', actorId: '', description: ' ' };
    expect(checkTimeDraft(empty, { activity: true, projectLine: true })).toEqual({
      values: null,
      problems: {
        timeSpent: 'Vul de bestede tijd in',
        executedAt: 'Datum is verplicht.',
        activityId: 'Activiteit is verplicht bij het invoeren van tijd.',
        actorId: 'Behandelaar is verplicht.',
        description: 'Omschrijving is verplicht.',
        morphableId: 'Projectregel is verplicht.',
      },
    });
  });

  it('needs the start time', () => {
    expect(checkTimeDraft({ ...draft, start: '' }, ticket).problems).toEqual({ executedAt: 'Starttijd is verplicht.' });
  });

  it('does not need an activity on a project line', () => {
    const result = checkTimeDraft({ ...draft, activityId: '', projectLineId: '12' }, { activity: false, projectLine: true });
    expect(result.values).toMatchObject({ activityId: null, projectLineId: 12 });
  });

  it('refuses unreadable time with the unit hint, and more than 24 hours', () => {
    expect(checkTimeDraft({ ...draft, text: '1,555u' }, ticket).problems.timeSpent).toBe('Gebruik 60m voor minuten en 1u voor uren');
    expect(checkTimeDraft({ ...draft, text: '-1' }, ticket).problems.timeSpent).toBe('Gebruik 60m voor minuten en 1u voor uren');
    expect(checkTimeDraft({ ...draft, text: '0' }, ticket).problems.timeSpent).toBe('Vul de bestede tijd in');
    expect(checkTimeDraft({ ...draft, text: '1441m' }, ticket).problems.timeSpent).toBe(
      'Er kan maximaal 24 uur in een dag geregistreerd worden. De tijd is aangepast naar 24 uur.',
    );
    expect(checkTimeDraft({ ...draft, text: '1440m' }, ticket).values?.timeSpent).toBe(1440);
  });

  it('takes start and end in start/end mode, end after start', () => {
    const startEnd = { ...draft, mode: 'startEnd' as const, text: '', start: '09:00', end: '10:15' };
    expect(checkTimeDraft(startEnd, ticket).values).toMatchObject({ timeSpent: 75, executedAt: new Date(2026, 10, 3, 9, 0) });
    expect(checkTimeDraft({ ...startEnd, end: '09:00' }, ticket).problems.timeSpent).toBe('Selecteer een start- en eindtijd');
    expect(checkTimeDraft({ ...startEnd, end: '' }, ticket).problems.timeSpent).toBe('Selecteer een start- en eindtijd');
    expect(checkTimeDraft({ ...startEnd, start: '' }, ticket).problems.executedAt).toBe('Selecteer een start- en eindtijd');
  });

  it('cuts the description at 191 characters', () => {
    expect(checkTimeDraft({ ...draft, description: 'x'.repeat(300) }, ticket).values?.description).toHaveLength(191);
  });
});

describe('draftMinutes', () => {
  it('reads a number without unit in the chosen unit', () => {
    expect(draftMinutes({ ...draft, text: '2', unit: 'hours' })).toEqual({ minutes: 120 });
    expect(draftMinutes({ ...draft, text: '2', unit: 'minutes' })).toEqual({ minutes: 2 });
  });
});

describe('tooMuchMessage', () => {
  it('names the adjusted value in the unit used', () => {
    expect(tooMuchMessage('hours')).toBe('Er kan maximaal 24 uur in een dag geregistreerd worden. De tijd is aangepast naar 24 uur.');
    expect(tooMuchMessage('minutes')).toBe('Er kan maximaal 24 uur in een dag geregistreerd worden. De tijd is aangepast naar 1440 minuten.');
  });
});

describe('takesTime', () => {
  it('offers only lines paid by the hour that are not invoiced', () => {
    expect(takesTime({ invoiceType: 2, invoiceId: null })).toBe(true);
    expect(takesTime({ invoiceType: 3 })).toBe(true);
    expect(takesTime({ invoiceType: 3, invoiceId: 4 })).toBe(false);
    expect(takesTime({ invoiceType: 1, invoiceId: null })).toBe(false);
    expect(takesTime({ invoiceType: 4, invoiceId: null })).toBe(false);
    expect(takesTime({ invoiceType: null })).toBe(false);
  });
});

describe('defaultActivityId', () => {
  const activities = [{ id: 1, is_default: false }, { id: 2, is_default: true }, { id: 3 }];

  it("is the user's own activity", () => {
    expect(defaultActivityId(7, [{ id: 7, activity_id: 3 }], activities)).toBe(3);
  });

  it('else the activity flagged default', () => {
    expect(defaultActivityId(7, [{ id: 7, activity_id: null }], activities)).toBe(2);
    expect(defaultActivityId(7, [{ id: 7, activity_id: 99 }], activities)).toBe(2);
    expect(defaultActivityId(7, [], activities)).toBe(2);
  });

  it('else none', () => {
    expect(defaultActivityId(7, [], [{ id: 1 }])).toBeNull();
  });
});

describe('taskTimePrefill', () => {
  it('asks for a task with an estimate', () => {
    expect(taskTimePrefill({ task: 'Router vervangen', estimatedTime: '01:30', morphableType: 'tickets' })).toEqual({
      timeSpent: 90,
      description: 'Router vervangen',
      projectLineId: undefined,
    });
  });

  it('does not ask for a ticket task without an estimate', () => {
    expect(taskTimePrefill({ task: 'Bellen', estimatedTime: null, morphableType: 'tickets' })).toBeNull();
    expect(taskTimePrefill({ task: 'Bellen', estimatedTime: '00:00', morphableType: 'tickets' })).toBeNull();
  });

  it('asks for every task of a project phase, with its line', () => {
    expect(taskTimePrefill({ task: 'Migratie', morphableType: 'project-phases', projectLineId: 12 })).toEqual({
      timeSpent: undefined,
      description: 'Migratie',
      projectLineId: 12,
    });
  });

  it('never asks for a task of a deal', () => {
    expect(taskTimePrefill({ task: 'Offerte', estimatedTime: '02:00', morphableType: 'deals' })).toBeNull();
  });

  it('keeps an estimate within 24 hours and the description within 191 characters', () => {
    expect(taskTimePrefill({ task: 'x'.repeat(250), estimatedTime: '30:00', morphableType: 'tickets' })).toMatchObject({ timeSpent: 1440 });
    expect(taskTimePrefill({ task: 'x'.repeat(250), estimatedTime: '01:00', morphableType: 'tickets' })?.description).toHaveLength(191);
  });
});

describe('timeLineActions', () => {
  const all = { archived: false, canUpdate: true, canDelete: true };

  it('offers edit and delete on an open ticket', () => {
    expect(timeLineActions({ exported: false }, all)).toEqual({ edit: true, remove: true });
  });

  it('does not delete an exported line', () => {
    expect(timeLineActions({ exported: true }, all)).toEqual({ edit: true, remove: false });
  });

  it('leaves an archived ticket alone', () => {
    expect(timeLineActions({ exported: false }, { ...all, archived: true })).toEqual({ edit: false, remove: false });
  });

  it('follows the rights', () => {
    expect(timeLineActions({ exported: false }, { ...all, canUpdate: false, canDelete: false })).toEqual({ edit: false, remove: false });
  });
});

describe('timeTotals', () => {
  it('adds the minutes and the rounded minutes', () => {
    expect(timeTotals([{ timeSpent: 90, timeSpentRounded: 90 }, { timeSpent: 7, timeSpentRounded: 10 }, { timeSpent: null }])).toEqual({ spent: 97, rounded: 100 });
    expect(timeTotals([])).toEqual({ spent: 0, rounded: 0 });
  });
});
