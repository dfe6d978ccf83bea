import { Alert, Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { format, getISOWeek } from 'date-fns';
import { nl as dutch } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import type { PlannerScreenQuery, PlannerScreenQuery$data } from '../../__generated__/PlannerScreenQuery.graphql';
import { nlPages } from '../../i18n/nl/pages';
import { nlPlanner } from '../../i18n/nl/planner';
import { nlTasks } from '../../i18n/nl/tasks';
import { interpolate } from '../../lib/interpolate';
import { calendarPalette, effectiveCalendarChoice, parseCalendarChoice } from '../../lib/calendarChoice';
import { nextWholeHour } from '../../lib/calendarEvent';
import { calendarWeek, calendarWeekRange, dateKeyOf, moveTo, zonedInstant } from '../../lib/calendarLayout';
import { shiftWeek, weekDays, weekParam, weekStart } from '../../lib/week';
import { useViewer } from '../../relay/viewer';
import { useRetainRouteQuery } from '../../routes/preload';
import { taskRecordPath } from '../tasks/TaskList';
import { updateCalendarEvent, type CalendarEvent } from './calendarOperations';
import { EventDialog, type EventDialogTarget } from './EventDialog';
import { PLANNER_LIMIT, type PlannerData } from './plannerData';
import { browserTimeZone, PlanTaskButton } from './PlanTaskButton';
import { useCalendarUsers } from './useCalendarUsers';
import { useCalendarWeek } from './useCalendarWeek';
import { WeekGrid, type GridEvent } from './WeekGrid';
import { CalendarChooser } from './CalendarChooser';

export const plannerQuery = graphql`
  query PlannerScreenQuery($first: Int!, $filter: [FieldFilter!]) {
    tasks(first: $first, filter: $filter, orderBy: [{ field: "scheduledAt", direction: ASC }]) {
      totalCount
      edges {
        node {
          id
          databaseId
          task
          scheduledAt
          estimatedTime
          completed
          operatorId
          graphEventId
          morphableType
          morphableId
          morphable {
            __typename
            ... on Ticket {
              label
            }
            ... on ProjectPhase {
              label
            }
            ... on Deal {
              label
            }
          }
          operator {
            fullName
          }
        }
      }
    }
  }
`;

type Task = NonNullable<PlannerScreenQuery$data['tasks']>['edges'][number]['node'];

const t = nlPlanner;
const relatedTypes = nlTasks.relatedTypes as Readonly<Record<string, string>>;

function TaskCard({ task, onPlanned }: { task: Task; onPlanned: () => void }) {
  const path = taskRecordPath(task);
  const related = task.morphable && 'label' in task.morphable ? task.morphable.label : null;
  const body = (
    <Stack gap="1">
      <HStack justify="space-between" gap="2">
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {task.scheduledAt ? format(new Date(task.scheduledAt), 'EEEEEE d MMM HH:mm', { locale: dutch }) : ''}
        </Text>
        {task.completed && (
          <Badge size="xs" colorPalette="green" variant="subtle">
            {t.done}
          </Badge>
        )}
      </HStack>
      <Text lineClamp={3} textDecoration={task.completed ? 'line-through' : undefined}>
        {task.task}
      </Text>
      {task.morphableType && (
        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
          {relatedTypes[task.morphableType] ?? task.morphableType}: {related ?? `#${task.morphableId ?? ''}`}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {task.operator?.fullName ?? t.noOperator}
        {task.estimatedTime ? ` · ${interpolate(t.estimate, { time: task.estimatedTime })}` : ''}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="2" borderWidth="1px" borderLeftWidth="4px" borderLeftColor={task.completed ? 'green.500' : 'blue.500'} borderRadius="md" bg="bg" p="2" fontSize="sm" data-testid="planner-task">
      {path ? (
        <Link asChild variant="plain" display="block" color="fg" _hover={{ textDecoration: 'none', color: 'blue.fg' }}>
          <RouterLink to={path}>{body}</RouterLink>
        </Link>
      ) : (
        body
      )}
      {task.graphEventId ? (
        <Badge alignSelf="flex-start" size="xs" colorPalette="blue" variant="subtle" data-testid="planner-task-in-calendar">
          {t.inCalendar}
        </Badge>
      ) : (
        !task.completed && (
          <Box>
            <PlanTaskButton task={task} onPlanned={onPlanned} />
          </Box>
        )
      )}
    </Stack>
  );
}

const choiceKey = (viewerId: number) => `balie.planner.${viewerId}.calendars`;

function readChoice(viewerId: number): string[] | null {
  try {
    return parseCalendarChoice(window.localStorage.getItem(choiceKey(viewerId)));
  } catch {
    return null;
  }
}

/**
 * The week of the chosen operators' Microsoft 365 calendars (Monday first, an hour grid), where
 * appointments are made, changed, moved and deleted, beside the tasks scheduled in that week.
 */
export function PlannerScreen() {
  const { queryRef, monday } = useLoaderData() as PlannerData;
  useRetainRouteQuery('planner.index', queryRef);
  const data = usePreloadedQuery<PlannerScreenQuery>(plannerQuery, queryRef);
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const navigate = useNavigate();
  const timeZone = browserTimeZone();
  const tasks = (data.tasks?.edges ?? []).map((edge) => edge.node);
  const mondayKey = weekParam(monday);
  const days = useMemo(() => calendarWeek(mondayKey, timeZone), [mondayKey, timeZone]);
  const range = useMemo(() => calendarWeekRange(mondayKey, timeZone), [mondayKey, timeZone]);
  const today = new Date();
  const isThisWeek = weekParam(weekStart(today)) === mondayKey;
  const goTo = (week: Date) => navigate(`/planner?week=${weekParam(week)}`);
  const shown = weekDays(monday);
  const weekLabel = `${format(shown[0]!, 'd MMM', { locale: dutch })} – ${format(shown[6]!, 'd MMM yyyy', { locale: dutch })}`;

  const calendarUsers = useCalendarUsers();
  const users = calendarUsers.status === 'loaded' ? calendarUsers.users : [];
  const [stored, setStored] = useState(() => readChoice(viewer.databaseId));
  const chosenIds = effectiveCalendarChoice(stored, users, viewer.databaseId);
  const chosen = chosenIds.map((id) => users.find((user) => user.id === id)!);
  const { states, reload } = useCalendarWeek(chosenIds, range);
  const [dialog, setDialog] = useState<EventDialogTarget | null>(null);

  const choose = (ids: string[]) => {
    setStored(ids);
    try {
      window.localStorage.setItem(choiceKey(viewer.databaseId), JSON.stringify(ids));
    } catch {
      // Without storage the choice lasts as long as the page.
    }
  };

  const gridEvents: GridEvent[] = chosen.flatMap((user, index) => {
    const state = states[user.id];
    if (state?.status !== 'loaded' || !state.access) return [];
    return state.events.map((event) => ({ event, calendarName: user.name, palette: calendarPalette(index) }));
  });

  const reloadTasks = () => {
    fetchQuery<PlannerScreenQuery>(environment, plannerQuery, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({});
  };
  // Tasks planned into an appointment follow it: moved with it, freed when it is deleted.
  const afterChange = () => {
    reload();
    reloadTasks();
  };

  const move = async (event: CalendarEvent, start: Date) => {
    const moved = moveTo({ start: new Date(event.start), end: new Date(event.end) }, start);
    if (await updateCalendarEvent(environment, event.userId, event.id, { start: moved.start.toISOString(), end: moved.end.toISOString() }, t.moved)) afterChange();
  };

  const newAt = (start: Date) => setDialog({ kind: 'new', userId: chosenIds[0] ?? null, start, end: new Date(start.getTime() + 3_600_000) });
  // This week: the next hour; another week: its Monday at nine.
  const newStart = () => (isThisWeek ? nextWholeHour(new Date()) : zonedInstant(mondayKey, 9 * 60, timeZone));

  return (
    <Stack gap="4" data-testid="planner">
      <Flex gap="3" align="center" wrap="wrap">
        <Stack gap="0" flex="1" minW="0">
          <Heading as="h1" size="xl">
            {nlPages.plannerTitle}
          </Heading>
          <Text color="fg.muted" data-testid="planner-week">
            {interpolate(t.week, { week: getISOWeek(monday) })} · {weekLabel}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => goTo(shiftWeek(monday, -1))}>
            ‹ {t.previous}
          </Button>
          <Button size="sm" variant="outline" disabled={isThisWeek} onClick={() => goTo(weekStart(today))}>
            {t.today}
          </Button>
          <Button size="sm" variant="outline" onClick={() => goTo(shiftWeek(monday, 1))}>
            {t.next} ›
          </Button>
          <CalendarChooser users={users} chosen={chosenIds} onChange={choose} />
          <Button size="sm" colorPalette="blue" disabled={chosen.length === 0} onClick={() => newAt(newStart())} data-testid="calendar-new-event">
            {t.newEvent}
          </Button>
        </HStack>
      </Flex>

      {chosen.length > 0 && (
        <HStack gap="3" wrap="wrap" data-testid="calendar-legend">
          {chosen.map((user, index) => (
            <HStack key={user.id} gap="1.5" fontSize="sm">
              <Box w="3" h="3" borderRadius="sm" bg={`${calendarPalette(index)}.solid`} />
              <Text>{user.name}</Text>
            </HStack>
          ))}
          {chosenIds.some((id) => states[id]?.status === 'loading') && (
            <Text fontSize="sm" color="fg.muted">
              {t.loading}
            </Text>
          )}
        </HStack>
      )}
      {chosen.map((user) => {
        const state = states[user.id];
        if (state?.status === 'loaded' && !state.access)
          return (
            <Alert.Root key={user.id} status="warning" size="sm" data-testid="calendar-no-access">
              <Alert.Indicator />
              <Alert.Title>{interpolate(t.noAccess, { name: user.name })}</Alert.Title>
            </Alert.Root>
          );
        if (state?.status === 'failed')
          return (
            <Alert.Root key={user.id} status="error" size="sm" data-testid="calendar-failed">
              <Alert.Indicator />
              <Alert.Title>{interpolate(t.loadFailed, { name: user.name })}</Alert.Title>
            </Alert.Root>
          );
        return null;
      })}
      {calendarUsers.status === 'notConfigured' && (
        <Alert.Root status="info" size="sm" data-testid="calendars-not-configured">
          <Alert.Indicator />
          <Alert.Title>{t.notConfigured}</Alert.Title>
        </Alert.Root>
      )}
      {calendarUsers.status === 'failed' && (
        <Text color="fg.error" data-testid="calendar-users-failed">
          {t.usersFailed}
        </Text>
      )}
      {calendarUsers.status === 'loaded' && chosen.length === 0 && (
        <Text color="fg.muted" data-testid="calendar-none-chosen">
          {users.length === 0 ? t.noCalendarUsers : t.noCalendarsChosen}
        </Text>
      )}

      <Flex gap="4" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
        <Box flex="1" minW="0" w="full">
          <WeekGrid
            days={days}
            events={gridEvents}
            timeZone={timeZone}
            today={dateKeyOf(today, timeZone)}
            canCreate={chosen.length > 0}
            onSlot={(start) => newAt(start)}
            onOpen={(event) => setDialog({ kind: 'edit', event })}
            onMove={(event, start) => void move(event, start)}
          />
        </Box>
        <Stack gap="2" w={{ base: 'full', lg: '18rem' }} flexShrink={0} data-testid="planner-tasks">
          <Text fontWeight="semibold">{t.tasksTitle}</Text>
          {(data.tasks?.totalCount ?? 0) > tasks.length && (
            <Text fontSize="sm" color="fg.warning">
              {interpolate(t.truncated, { count: PLANNER_LIMIT })}
            </Text>
          )}
          {tasks.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" data-testid="planner-empty">
              {t.empty}
            </Text>
          ) : (
            tasks.map((task) => <TaskCard key={task.id} task={task} onPlanned={afterChange} />)
          )}
        </Stack>
      </Flex>

      {dialog && <EventDialog key={dialog.kind === 'edit' ? dialog.event.id : 'new'} target={dialog} users={chosen} timeZone={timeZone} onClose={() => setDialog(null)} onChanged={afterChange} />}
    </Stack>
  );
}
