import { Badge, Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { format, getISOWeek, isSameDay } from 'date-fns';
import { nl as dutch } from 'date-fns/locale';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import type { PlannerScreenQuery, PlannerScreenQuery$data } from '../../__generated__/PlannerScreenQuery.graphql';
import { nl } from '../../i18n/nl';
import { interpolate } from '../../lib/interpolate';
import { groupByWeekday, shiftWeek, weekDays, weekParam, weekStart } from '../../lib/week';
import { useRetainRouteQuery } from '../../routes/preload';
import { taskRecordPath } from '../tasks/TaskList';

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

/** Tasks one week shows at most (the connection's page limit). */
export const PLANNER_LIMIT = 100;

type Task = NonNullable<PlannerScreenQuery$data['tasks']>['edges'][number]['node'];

export interface PlannerData {
  queryRef: PreloadedQuery<PlannerScreenQuery>;
  monday: Date;
}

const t = nl.planner;
const relatedTypes = nl.tasks.relatedTypes as Readonly<Record<string, string>>;

function TaskCard({ task }: { task: Task }) {
  const path = taskRecordPath(task);
  const related = task.morphable && 'label' in task.morphable ? task.morphable.label : null;
  const body = (
    <Stack gap="1" borderWidth="1px" borderLeftWidth="4px" borderLeftColor={task.completed ? 'green.500' : 'blue.500'} borderRadius="md" bg="bg" p="2" fontSize="sm" _hover={path ? { borderColor: 'border.emphasized', shadow: 'sm' } : undefined}>
      <HStack justify="space-between" gap="2">
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {task.scheduledAt ? format(new Date(task.scheduledAt), 'HH:mm') : ''}
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
  if (!path) return <Box data-testid="planner-task">{body}</Box>;
  return (
    <Link asChild variant="plain" display="block" color="fg" _hover={{ textDecoration: 'none' }} data-testid="planner-task">
      <RouterLink to={path}>{body}</RouterLink>
    </Link>
  );
}

/** A week calendar of scheduled tasks, Monday first (spec core §9), each task linking to its record. */
export function PlannerScreen() {
  const { queryRef, monday } = useLoaderData() as PlannerData;
  useRetainRouteQuery('planner.index', queryRef);
  const data = usePreloadedQuery<PlannerScreenQuery>(plannerQuery, queryRef);
  const navigate = useNavigate();
  const tasks = (data.tasks?.edges ?? []).map((edge) => edge.node);
  const days = weekDays(monday);
  const perDay = groupByWeekday(monday, tasks, (task) => task.scheduledAt);
  const today = new Date();
  const isThisWeek = weekParam(weekStart(today)) === weekParam(monday);
  const goTo = (week: Date) => navigate(`/planner?week=${weekParam(week)}`);
  const range = `${format(days[0]!, 'd MMM', { locale: dutch })} – ${format(days[6]!, 'd MMM yyyy', { locale: dutch })}`;

  return (
    <Stack gap="4" data-testid="planner">
      <Flex gap="3" align="center" wrap="wrap">
        <Stack gap="0" flex="1" minW="0">
          <Heading as="h1" size="xl">
            {nl.pages.plannerTitle}
          </Heading>
          <Text color="fg.muted" data-testid="planner-week">
            {interpolate(t.week, { week: getISOWeek(monday) })} · {range}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => goTo(shiftWeek(monday, -1))}>
            ‹ {t.previous}
          </Button>
          <Button size="sm" variant="outline" disabled={isThisWeek} onClick={() => goTo(weekStart(today))}>
            {t.today}
          </Button>
          <Button size="sm" variant="outline" onClick={() => goTo(shiftWeek(monday, 1))}>
            {t.next} ›
          </Button>
        </HStack>
      </Flex>
      {(data.tasks?.totalCount ?? 0) > tasks.length && (
        <Text fontSize="sm" color="fg.warning">
          {interpolate(t.truncated, { count: PLANNER_LIMIT })}
        </Text>
      )}
      {tasks.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" bg="bg" py="10" px="4" textAlign="center" data-testid="planner-empty">
          <Text color="fg.muted">{t.empty}</Text>
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 7 }} gap="2" alignItems="start">
          {days.map((day, index) => {
            const isToday = isSameDay(day, today);
            return (
              <Stack key={day.toISOString()} gap="2" bg={isToday ? 'blue.50' : 'bg.subtle'} borderRadius="md" p="2" minH={{ md: '48' }} data-testid="planner-day">
                <Stack gap="0">
                  <Text fontSize="xs" textTransform="uppercase" color={isToday ? 'blue.700' : 'fg.muted'} fontWeight="semibold">
                    {format(day, 'EEEE', { locale: dutch })}
                  </Text>
                  <Text fontWeight="semibold" color={isToday ? 'blue.700' : undefined}>
                    {format(day, 'd MMMM', { locale: dutch })}
                  </Text>
                </Stack>
                {perDay[index]!.length === 0 ? (
                  <Text fontSize="xs" color="fg.subtle">
                    {t.dayEmpty}
                  </Text>
                ) : (
                  perDay[index]!.map((task) => <TaskCard key={task.id} task={task} />)
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
