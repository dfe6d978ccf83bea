import { nlTimeRegistration } from '../i18n/nl/timeRegistration';
import { interpolate } from './interpolate';
import { capTimeSpent, clockToMinutes, DESCRIPTION_MAX, MAX_MINUTES, momentOf, parseTimeSpent, type TimeMode, type TimeUnit } from './timeSpent';

const t = nlTimeRegistration;

/** What the time dialog holds while it is being filled in; all text, as the inputs give it. */
export interface TimeDraft {
  mode: TimeMode;
  unit: TimeUnit;
  /** Time spent as typed ('1,5u'). */
  text: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm. */
  start: string;
  /** HH:mm, only in start/end mode. */
  end: string;
  activityId: string;
  actorId: string;
  description: string;
  /** The chosen project line, for registrations on a project phase. */
  projectLineId: string;
}

/** Problems by the name of the input field the service would blame. */
export type TimeDraftProblems = Partial<Record<'timeSpent' | 'executedAt' | 'activityId' | 'actorId' | 'description' | 'morphableId', string>>;

export interface TimeValues {
  timeSpent: number;
  executedAt: Date;
  activityId: number | null;
  actorId: number;
  description: string;
  projectLineId: number | null;
}

export interface TimeDraftNeeds {
  /** Time on tickets needs an activity. */
  activity: boolean;
  /** Time on a project phase is booked on one of its lines. */
  projectLine: boolean;
}

/** The minutes the draft stands for, or the reason it has none. */
export function draftMinutes(draft: TimeDraft): { minutes: number } | { problem: string } {
  if (draft.mode === 'startEnd') {
    const start = clockToMinutes(draft.start);
    const end = clockToMinutes(draft.end);
    return start === null || end === null || end <= start ? { problem: t.startEndMissing } : { minutes: end - start };
  }
  if (draft.text.trim() === '') return { problem: t.timeMissing };
  const parsed = parseTimeSpent(draft.text, draft.unit);
  if (!parsed) return { problem: t.unitHint };
  if (parsed.minutes === 0) return { problem: t.timeMissing };
  return { minutes: parsed.minutes };
}

/** The 24-hour warning with the value the time was brought back to. */
export function tooMuchMessage(unit: TimeUnit): string {
  return interpolate(t.tooMuch, { n: capTimeSpent(MAX_MINUTES + 1, unit).shown, unit: t.unitWords[unit] });
}

const positive = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : null);

/**
 * Everything the spec requires (core §5): description, time spent, start time, date, operator;
 * the activity on tickets, the project line on a phase; end after start; at most 24 hours.
 */
export function checkTimeDraft(draft: TimeDraft, needs: TimeDraftNeeds): { values: TimeValues | null; problems: TimeDraftProblems } {
  const problems: TimeDraftProblems = {};
  const time = draftMinutes(draft);
  if ('problem' in time) problems.timeSpent = time.problem;
  else if (time.minutes > MAX_MINUTES) problems.timeSpent = tooMuchMessage(draft.unit);

  const start = clockToMinutes(draft.start);
  const executedAt = start === null ? null : momentOf(draft.date, start);
  if (!momentOf(draft.date, 0)) problems.executedAt = t.required.date;
  else if (!executedAt) problems.executedAt = draft.mode === 'startEnd' ? t.startEndMissing : t.required.start;

  const activityId = positive(draft.activityId);
  if (needs.activity && activityId === null) problems.activityId = t.required.activity;
  const actorId = positive(draft.actorId);
  if (actorId === null) problems.actorId = t.required.actor;
  const description = draft.description.trim();
  if (description === '') problems.description = t.required.description;
  const projectLineId = positive(draft.projectLineId);
  if (needs.projectLine && projectLineId === null) problems.morphableId = t.required.projectLine;

  if (Object.keys(problems).length > 0 || 'problem' in time || !executedAt || actorId === null) return { values: null, problems };
  return {
    values: { timeSpent: time.minutes, executedAt, activityId, actorId, description: description.slice(0, DESCRIPTION_MAX), projectLineId },
    problems,
  };
}

/** A project line as the dialog sees it. */
export interface ProjectLineChoice {
  invoiceType?: number | null;
  invoiceId?: number | null;
}

/** Invoice types whose lines are paid by the hour (2 and 3), as the service's is_time_registerable. */
export const TIME_INVOICE_TYPES: readonly number[] = [2, 3];

/** Time can be booked on a line paid by the hour that is not invoiced yet. */
export const takesTime = (line: ProjectLineChoice) =>
  line.invoiceType !== null && line.invoiceType !== undefined && TIME_INVOICE_TYPES.includes(line.invoiceType) && (line.invoiceId === null || line.invoiceId === undefined);

/** The user's own activity, else the one flagged default (core §5). */
export function defaultActivityId(
  viewerId: number,
  operators: readonly Record<string, unknown>[],
  activities: readonly Record<string, unknown>[],
): number | null {
  const own = operators.find((operator) => operator.id === viewerId)?.activity_id;
  if (typeof own === 'number' && activities.some((activity) => activity.id === own)) return own;
  const flagged = activities.find((activity) => activity.is_default === true)?.id;
  return typeof flagged === 'number' ? flagged : null;
}

/** A task as far as completing it may ask for time. */
export interface CompletedTask {
  task?: string | null;
  /** hh:mm. */
  estimatedTime?: string | null;
  morphableType?: string | null;
  projectLineId?: number | null;
}

/** What the dialog starts with after a task is done. */
export interface TaskTimePrefill {
  timeSpent: number | undefined;
  description: string;
  projectLineId: number | undefined;
}

/**
 * Completing a task with an estimate, or a task of a project phase (not of a deal), asks for the
 * time spent on it (core §4): the estimate as time, the task as description, the phase task's line.
 */
export function taskTimePrefill(task: CompletedTask): TaskTimePrefill | null {
  if (task.morphableType === 'deals') return null;
  const estimate = /^(\d{1,3}):([0-5]\d)$/.exec(task.estimatedTime ?? '');
  const minutes = estimate ? Number(estimate[1]) * 60 + Number(estimate[2]) : 0;
  const phase = task.morphableType === 'project-phases';
  if (minutes === 0 && !phase) return null;
  return {
    timeSpent: minutes > 0 ? Math.min(minutes, MAX_MINUTES) : undefined,
    description: (task.task ?? '').slice(0, DESCRIPTION_MAX),
    projectLineId: phase && task.projectLineId ? task.projectLineId : undefined,
  };
}

/** What may be done with one time line in the panel. */
export interface TimeLineActions {
  edit: boolean;
  remove: boolean;
}

/**
 * An archived ticket keeps its time as it is; a line on an exported invoice can be edited (with the
 * invoiced warning) but no longer deleted (core §4).
 */
export function timeLineActions(line: { exported: boolean }, state: { archived: boolean; canUpdate: boolean; canDelete: boolean }): TimeLineActions {
  if (state.archived) return { edit: false, remove: false };
  return { edit: state.canUpdate, remove: state.canDelete && !line.exported };
}

/** The panel's totals: minutes spent and minutes billed in steps of five. */
export function timeTotals(lines: readonly { timeSpent?: number | null; timeSpentRounded?: number | null }[]): { spent: number; rounded: number } {
  return lines.reduce((sum, line) => ({ spent: sum.spent + (line.timeSpent ?? 0), rounded: sum.rounded + (line.timeSpentRounded ?? line.timeSpent ?? 0) }), { spent: 0, rounded: 0 });
}
