import { Alert, Field, Input, NativeSelect, SegmentGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo, useState, type JSX, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { TimeRegistrationDialog_phase$key } from '../../__generated__/TimeRegistrationDialog_phase.graphql';
import type { TimeRegistrationDialogQuery, TimeRegistrationDialogQuery$data } from '../../__generated__/TimeRegistrationDialogQuery.graphql';
import { AppDialog } from '../../components/AppDialog';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify } from '../../components/toaster';
import { removeTimer } from '../../lib/timers';
import { useTimers } from './timers/timerStore';
import { nlTimeRegistration } from '../../i18n/nl/timeRegistration';
import { interpolate } from '../../lib/interpolate';
import {
  checkTimeDraft,
  defaultActivityId,
  draftMinutes,
  takesTime,
  tooMuchMessage,
  type TimeDraft,
  type TimeDraftProblems,
} from '../../lib/timeRegistration';
import {
  adjustStartEnd,
  clockSteps,
  clockToMinutes,
  cutDescription,
  dateOf,
  defaultExecutedAt,
  DESCRIPTION_MAX,
  formatTimeSpent,
  LAST_STEP,
  MAX_MINUTES,
  minutesOfDay,
  minutesToClock,
  parseTimeSpent,
  startWithinDay,
  type TimeMode,
  type TimeUnit,
} from '../../lib/timeSpent';
import { fieldErrors } from '../../lib/userErrors';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { listOptions, withCurrent } from '../lookups/referenceLists';
import { useTimePreferences } from './useTimePreferences';

export interface TimeRegistrationPrefill {
  morphableType: 'tickets' | 'project-lines';
  /** Ticket or project line database id; for project lines may be absent when projectPhaseId is given. */
  morphableId?: number;
  /** Offer the time-registerable, not invoiced lines of this phase to choose from. */
  projectPhaseId?: number;
  /** Minutes. */
  timeSpent?: number;
  /** Start of the work; default: rounded now minus time spent. */
  executedAt?: Date;
  description?: string;
  activityId?: number;
}

export interface TimeRegistrationDialogProps {
  open: boolean;
  /** Cancelled, or closed after a save (onSaved comes first). */
  onClose(): void;
  /** New registration. */
  prefill?: TimeRegistrationPrefill;
  /** Relay global id of an existing registration to edit. */
  registrationId?: string;
  /** After 'Tijdregistratie toegevoegd!' / 'Tijdregistratie bijgewerkt!'. */
  onSaved?(registration: { id: string; databaseId: number; morphableType: string; morphableId: number }): void;
}

const t = nlTimeRegistration;

/** How long the 24-hour warning stays, with Save disabled (spec core §9). */
const WARNING_MS = 5000;
/** Typed time is checked against the maximum once the typing pauses (spec core §9). */
const FORMAT_DELAY_MS = 400;

const query = graphql`
  query TimeRegistrationDialogQuery(
    $registrationId: ID!
    $withRegistration: Boolean!
    $ticketId: ID!
    $withTicket: Boolean!
    $phaseId: ID!
    $withPhase: Boolean!
    $lineId: ID!
    $withLine: Boolean!
  ) {
    registration: timeRegistration(id: $registrationId) @include(if: $withRegistration) {
      id
      databaseId
      description
      timeSpent
      executedAt
      actorId
      actor {
        databaseId
        fullName
      }
      activityId
      morphableType
      morphableId
      invoiceId
      ticket {
        archivedAt
      }
      projectLine {
        projectPhase {
          ...TimeRegistrationDialog_phase
        }
      }
    }
    ticket(id: $ticketId) @include(if: $withTicket) {
      archivedAt
    }
    phase: projectPhase(id: $phaseId) @include(if: $withPhase) {
      ...TimeRegistrationDialog_phase
    }
    line: projectLine(id: $lineId) @include(if: $withLine) {
      projectPhase {
        ...TimeRegistrationDialog_phase
      }
    }
  }
`;

const phaseFragment = graphql`
  fragment TimeRegistrationDialog_phase on ProjectPhase {
    projectLines(first: 100, orderBy: [{ field: "order", direction: ASC }]) {
      edges {
        node {
          databaseId
          label
          description
          invoiceType
          invoiceId
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation TimeRegistrationDialogCreateMutation($input: CreateTimeRegistrationInput!) {
    result: createTimeRegistration(input: $input) {
      record: timeRegistration {
        id
        databaseId
        label
        morphableType
        morphableId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation TimeRegistrationDialogUpdateMutation($input: UpdateTimeRegistrationInput!) {
    result: updateTimeRegistration(input: $input) {
      record: timeRegistration {
        id
        databaseId
        label
        description
        timeSpent
        timeSpentRounded
        executedAt
        actorId
        activityId
        morphableType
        morphableId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * The time dialog (spec core §5): time spent or start and end, date and start time in steps of five
 * minutes, activity, operator, description and, on a project phase, the project line. New or edited.
 */
export function TimeRegistrationDialogView(props: TimeRegistrationDialogProps): JSX.Element {
  const title = props.registrationId ? t.editTitle : t.addTitle;
  return (
    // No second dialog while loading: its closing would be taken for the user closing this one.
    <Suspense fallback={null}>
      <TimeRegistrationForm {...props} title={title} />
    </Suspense>
  );
}

type Registration = NonNullable<TimeRegistrationDialogQuery$data['registration']>;

function initialDraft(registration: Registration | null, prefill: TimeRegistrationPrefill | undefined, base: { mode: TimeMode; unit: TimeUnit; activityId: number | null; actorId: number }): TimeDraft {
  const minutes = registration ? (registration.timeSpent ?? 0) : Math.min(prefill?.timeSpent ?? 0, MAX_MINUTES);
  const started = registration?.executedAt ? new Date(registration.executedAt) : (prefill?.executedAt ?? defaultExecutedAt(new Date(), minutes));
  const start = minutesOfDay(started);
  const end = minutes > 0 ? Math.min(start + minutes, LAST_STEP) : null;
  const activity = registration ? registration.activityId : (prefill?.activityId ?? base.activityId);
  const line = registration ? (registration.morphableType === 'project-lines' ? registration.morphableId : null) : prefill?.morphableType === 'project-lines' ? prefill.morphableId : null;
  return {
    mode: base.mode,
    unit: base.unit,
    text: minutes > 0 ? formatTimeSpent(minutes, base.unit) : '',
    date: dateOf(started),
    start: minutesToClock(start),
    end: end !== null && end > start ? minutesToClock(end) : '',
    activityId: activity ? String(activity) : '',
    actorId: String(registration ? (registration.actorId ?? '') : base.actorId),
    description: cutDescription(registration ? (registration.description ?? '') : (prefill?.description ?? '')),
    projectLineId: line ? String(line) : '',
  };
}

/** What the service is told: on an edit only what changed (REST PUT with changed fields). */
function changedInput(input: Record<string, unknown>, original: Record<string, unknown> | null): Record<string, unknown> {
  if (!original) return input;
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => original[key] !== value));
}

type FormProps = TimeRegistrationDialogProps & { title: string };

function TimeRegistrationForm({ onClose, prefill, registrationId, onSaved, title }: FormProps) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [preferences, savePreferences] = useTimePreferences();
  const { update: updateTimers } = useTimers();
  const ticketId = !registrationId && prefill?.morphableType === 'tickets' && prefill.morphableId ? String(prefill.morphableId) : null;
  const phaseId = !registrationId && prefill?.projectPhaseId ? String(prefill.projectPhaseId) : null;
  const lineId = !registrationId && !phaseId && prefill?.morphableType === 'project-lines' && prefill.morphableId ? String(prefill.morphableId) : null;
  const data = useLazyLoadQuery<TimeRegistrationDialogQuery>(
    query,
    {
      registrationId: registrationId ?? '0',
      withRegistration: Boolean(registrationId),
      ticketId: ticketId ?? '0',
      withTicket: ticketId !== null,
      phaseId: phaseId ?? '0',
      withPhase: phaseId !== null,
      lineId: lineId ?? '0',
      withLine: lineId !== null,
    },
    { fetchPolicy: 'network-only' },
  );
  const registration = data.registration ?? null;
  const morphableType = registration?.morphableType ?? prefill?.morphableType ?? 'tickets';
  const phase = registration?.projectLine?.projectPhase ?? data.phase ?? data.line?.projectPhase ?? null;
  const archived = Boolean(registration?.ticket?.archivedAt ?? data.ticket?.archivedAt);
  const invoiced = registration?.invoiceId !== null && registration?.invoiceId !== undefined;

  const activities = viewer.lists.activities ?? [];
  const [draft, setDraft] = useState<TimeDraft>(() =>
    initialDraft(registration, prefill, {
      mode: preferences.mode,
      unit: preferences.unit,
      activityId: defaultActivityId(viewer.databaseId, viewer.lists.operators ?? [], activities),
      actorId: viewer.databaseId,
    }),
  );
  // A new registration starts when the time spent says, until the user picks a date or time.
  const [followNow, setFollowNow] = useState(!registration && !prefill?.executedAt);
  const [warning, setWarning] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<TimeDraft>, fields: readonly string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))));
  };

  const setText = (text: string) => {
    const patch: Partial<TimeDraft> = { text };
    const parsed = parseTimeSpent(text, draft.unit);
    if (followNow && parsed) {
      const started = defaultExecutedAt(new Date(), Math.min(parsed.minutes, MAX_MINUTES));
      patch.date = dateOf(started);
      patch.start = minutesToClock(minutesOfDay(started));
    } else if (parsed) {
      // More time on a chosen start may run past midnight; the start gives way, the day stays.
      const start = clockToMinutes(draft.start);
      if (start !== null) patch.start = minutesToClock(startWithinDay(start, parsed.minutes));
    }
    change(patch, ['timeSpent', 'executedAt']);
  };

  // More than 24 hours is brought back to 24 once the typing pauses, with a warning for 5 s.
  useEffect(() => {
    if (draft.mode !== 'spent') return undefined;
    const timer = setTimeout(() => {
      const parsed = parseTimeSpent(draft.text, draft.unit);
      if (!parsed || parsed.minutes <= MAX_MINUTES) return;
      setText(formatTimeSpent(MAX_MINUTES, parsed.unit));
      setWarning(tooMuchMessage(parsed.unit));
    }, FORMAT_DELAY_MS);
    return () => clearTimeout(timer);
    // setText only reads the draft the effect already depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.text, draft.unit, draft.mode]);

  useEffect(() => {
    if (!warning) return undefined;
    const timer = setTimeout(() => setWarning(null), WARNING_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  const setMode = (mode: TimeMode) => {
    savePreferences({ mode });
    const time = draftMinutes(draft);
    const start = clockToMinutes(draft.start);
    if (mode === 'startEnd') {
      const end = 'minutes' in time && start !== null ? Math.min(start + time.minutes, LAST_STEP) : null;
      change({ mode, end: end !== null && start !== null && end > start ? minutesToClock(end) : draft.end }, ['timeSpent']);
    } else {
      change({ mode, text: 'minutes' in time ? formatTimeSpent(time.minutes, draft.unit) : draft.text }, ['timeSpent']);
    }
  };

  const setUnit = (unit: TimeUnit) => {
    savePreferences({ unit });
    const parsed = parseTimeSpent(draft.text, draft.unit);
    change({ unit, text: parsed ? formatTimeSpent(parsed.minutes, unit) : draft.text }, ['timeSpent']);
  };

  const setClock = (which: 'start' | 'end', value: string) => {
    setFollowNow(false);
    const minutes = clockToMinutes(value);
    const start = clockToMinutes(draft.start);
    const end = clockToMinutes(draft.end);
    if (draft.mode === 'startEnd' && minutes !== null && start !== null && end !== null) {
      const next = adjustStartEnd({ start, end }, which === 'start' ? { start: minutes, end } : { start, end: minutes }, which);
      change({ start: minutesToClock(next.start), end: minutesToClock(next.end) }, ['executedAt', 'timeSpent']);
    } else {
      change({ [which]: value }, ['executedAt', 'timeSpent']);
    }
  };

  const needs = { activity: morphableType === 'tickets', projectLine: morphableType === 'project-lines' };
  const checked = checkTimeDraft(draft, needs);
  const shown: Readonly<Record<string, string | undefined>> = serverErrors;
  const time = draftMinutes(draft);
  const timeHint = 'problem' in time ? time.problem : null;
  const general = Object.entries(serverErrors)
    .filter(([key]) => !['timeSpent', 'executedAt', 'activityId', 'actorId', 'description', 'morphableId'].includes(key))
    .map(([, message]) => message);

  const save = async () => {
    const values = checked.values;
    if (!values || warning || archived) return;
    const morphableId = morphableType === 'project-lines' ? values.projectLineId : (registration?.morphableId ?? prefill?.morphableId ?? null);
    const input: Record<string, unknown> = {
      description: values.description,
      timeSpent: values.timeSpent,
      executedAt: values.executedAt.toISOString(),
      actorId: values.actorId,
      activityId: values.activityId,
      morphableId,
    };
    const original = registration
      ? {
          description: registration.description,
          timeSpent: registration.timeSpent,
          executedAt: registration.executedAt ? new Date(registration.executedAt).toISOString() : null,
          actorId: registration.actorId,
          activityId: registration.activityId,
          morphableId: registration.morphableId,
        }
      : null;
    setSaving(true);
    try {
      const result = registration
        ? await runRecordMutation(environment, updateMutation, { id: registration.id, ...changedInput(input, original) })
        : await runRecordMutation(environment, createMutation, { ...input, morphableType });
      if (result.userErrors.length > 0) {
        setServerErrors(fieldErrors(result.userErrors));
        return;
      }
      notify('success', registration ? t.updated : t.added);
      // Time booked on a ticket ends that ticket's timer, wherever it was booked from (core §4).
      if (!registration && morphableType === 'tickets') updateTimers((current) => removeTimer(current, Number(morphableId)));
      const record = result.record as { id: string; databaseId: number; morphableType?: string | null; morphableId?: number | null } | null;
      if (record) onSaved?.({ id: record.id, databaseId: record.databaseId, morphableType: record.morphableType ?? morphableType, morphableId: record.morphableId ?? Number(morphableId) });
      onClose();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const steps = useMemo(() => clockSteps(), []);
  const disabled = archived || saving;
  const field = (name: keyof TimeDraftProblems, label: string, input: ReactNode, options: { required?: boolean; helper?: ReactNode } = {}) => (
    <Field.Root invalid={Boolean(shown[name])} required={options.required} disabled={disabled}>
      <Field.Label>
        {label}
        {options.required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      {shown[name] ? <Field.ErrorText>{shown[name]}</Field.ErrorText> : options.helper}
    </Field.Root>
  );
  const clockSelect = (which: 'start' | 'end', label: string) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} name={which} value={draft[which]} onChange={(event) => setClock(which, event.target.value)}>
        {draft[which] === '' && <option value="">--:--</option>}
        {!steps.includes(draft[which]) && draft[which] !== '' && <option value={draft[which]}>{draft[which]}</option>}
        {steps.map((step) => (
          <option key={step} value={step}>
            {step}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const clockField = (which: 'start' | 'end', label: string) => (
    <Field.Root required disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {clockSelect(which, label)}
    </Field.Root>
  );
  const listSelect = (name: 'activityId' | 'actorId', options: readonly { value: string; label: string }[], empty: ReactNode) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name={name} value={draft[name]} onChange={(event) => change({ [name]: event.target.value }, [name])}>
        {empty}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const hint = (text: string | null, fallback: string | null) => {
    const message = text ?? fallback;
    return message ? (
      <Field.HelperText color={text ? 'orange.fg' : undefined} data-testid="time-hint">
        {message}
      </Field.HelperText>
    ) : null;
  };

  return (
    <AppDialog open title={title} onClose={onClose} onSave={() => void save()} saving={saving} saveDisabled={!checked.values || Boolean(warning) || archived} size="lg">
      <Stack gap="4" as="form" onSubmit={(event) => { event.preventDefault(); void save(); }} data-testid="time-registration-form">
        {archived && (
          <Alert.Root status="warning" size="sm" data-testid="time-archived">
            <Alert.Indicator />
            <Alert.Title>{t.archived}</Alert.Title>
          </Alert.Root>
        )}
        {invoiced && (
          <Alert.Root status="warning" size="sm" data-testid="time-invoiced">
            <Alert.Indicator />
            <Alert.Title>{t.invoiced}</Alert.Title>
          </Alert.Root>
        )}
        {general.length > 0 && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{general.join(' ')}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SegmentGroup.Root size="sm" value={draft.mode} onValueChange={(details) => setMode(details.value as TimeMode)} aria-label={t.mode} disabled={disabled} justifySelf="start">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[{ value: 'spent', label: t.modes.spent }, { value: 'startEnd', label: t.modes.startEnd }]} />
          </SegmentGroup.Root>
          {draft.mode === 'spent' && (
            <SegmentGroup.Root size="sm" value={draft.unit} onValueChange={(details) => setUnit(details.value as TimeUnit)} aria-label={t.unit} disabled={disabled} justifySelf={{ sm: 'end' }}>
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={[{ value: 'hours', label: t.units.hours }, { value: 'minutes', label: t.units.minutes }]} />
            </SegmentGroup.Root>
          )}
        </SimpleGrid>
        {warning && (
          <Alert.Root status="warning" size="sm" data-testid="time-too-much">
            <Alert.Indicator />
            <Alert.Title>{warning}</Alert.Title>
          </Alert.Root>
        )}
        {draft.mode === 'spent' ? (
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            {field(
              'timeSpent',
              t.timeSpent,
              <Input size="sm" name="timeSpent" value={draft.text} placeholder="1,5u" autoComplete="off" onChange={(event) => setText(event.target.value)} autoFocus />,
              { required: true, helper: hint(timeHint, t.unitHint) },
            )}
            {field('executedAt', t.date, <Input size="sm" type="date" name="date" value={draft.date} onChange={(event) => { setFollowNow(false); change({ date: event.target.value }, ['executedAt']); }} />, { required: true })}
            {clockField('start', t.startTime)}
          </SimpleGrid>
        ) : (
          <Stack gap="1">
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              {field('executedAt', t.date, <Input size="sm" type="date" name="date" value={draft.date} onChange={(event) => change({ date: event.target.value }, ['executedAt'])} />, { required: true })}
              {clockField('start', t.startTime)}
              {clockField('end', t.endTime)}
            </SimpleGrid>
            {(shown.timeSpent ?? timeHint) && (
              <Text fontSize="xs" color={shown.timeSpent ? 'fg.error' : 'orange.fg'} data-testid="time-hint">
                {shown.timeSpent ?? timeHint}
              </Text>
            )}
          </Stack>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {field(
            'activityId',
            t.activity,
            listSelect('activityId', listOptions(viewer, 'activities', 'name'), <option value="">{t.chooseActivity}</option>),
            { required: needs.activity },
          )}
          {field(
            'actorId',
            t.operator,
            listSelect(
              'actorId',
              // An inactive operator is no longer offered, but stays on the registrations they made.
              withCurrent(listOptions(viewer, 'operators', 'full_name'), registration?.actor ? { value: String(registration.actor.databaseId), label: registration.actor.fullName ?? '' } : null),
              draft.actorId === '' && <option value="" />,
            ),
            { required: true },
          )}
        </SimpleGrid>
        {morphableType === 'project-lines' &&
          field(
            'morphableId',
            t.projectLine,
            phase ? (
              <ProjectLineSelect phase={phase} value={draft.projectLineId} keep={registration?.morphableId ?? null} onChange={(projectLineId) => change({ projectLineId }, ['morphableId'])} />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t.noProjectLines}
              </Text>
            ),
            { required: true },
          )}
        {field(
          'description',
          t.description,
          <Textarea size="sm" name="description" rows={3} value={draft.description} onChange={(event) => change({ description: cutDescription(event.target.value) }, ['description'])} />,
          {
            required: true,
            helper: (
              <Field.HelperText alignSelf="flex-end" data-testid="description-counter">
                {interpolate(t.counter, { n: draft.description.length, max: DESCRIPTION_MAX })}
              </Field.HelperText>
            ),
          },
        )}
        <button type="submit" hidden />
      </Stack>
    </AppDialog>
  );
}

/** The phase's lines paid by the hour and not invoiced; a registration keeps the line it is on. */
function ProjectLineSelect({ phase: phaseKey, value, keep, onChange }: { phase: TimeRegistrationDialog_phase$key; value: string; keep: number | null; onChange: (value: string) => void }) {
  const phase = useFragment(phaseFragment, phaseKey);
  const lines = (phase.projectLines?.edges ?? []).map((edge) => edge.node).filter((line) => takesTime(line) || line.databaseId === keep);
  if (lines.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="no-project-lines">
        {t.noProjectLines}
      </Text>
    );
  }
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name="projectLineId" aria-label={t.projectLine} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t.chooseProjectLine}</option>
        {lines.map((line) => (
          <option key={line.databaseId} value={String(line.databaseId)}>
            {line.description ?? line.label ?? `#${line.databaseId}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
