import { Button, Center, Flex, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { format, getISOWeek } from 'date-fns';
import { nl as dutch } from 'date-fns/locale';
import { Suspense, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { nlWeekOverview } from '../../../i18n/nl/weekOverview';
import { interpolate } from '../../../lib/interpolate';
import { shiftWeek, weekDays, weekStart } from '../../../lib/week';
import { weekdayIndex } from '../../../lib/weekOverview';
import { useViewer } from '../../../relay/viewer';
import { DetectedTimeSection } from './DetectedTimeSection';
import { WeekRegistrations, type WeekRegistration } from './WeekRegistrations';

const t = nlWeekOverview;

interface WeeklyTimeOverviewProps {
  /** The operator whose time is shown (database id). */
  userId: number;
  /** More about the shown week below the day's table, from the same registrations. */
  weekSummary?: (registrations: readonly WeekRegistration[]) => ReactNode;
}

function Loading() {
  return (
    <Center py="10">
      <Spinner size="sm" />
    </Center>
  );
}

/**
 * One operator's registered time per week (spec core §2): day buttons Monday to Sunday, the
 * selected day's registrations with totals, and for the own user the detected time of that day.
 */
export function WeeklyTimeOverview({ userId, weekSummary }: WeeklyTimeOverviewProps) {
  const viewer = useViewer();
  const [monday, setMonday] = useState(() => weekStart(new Date()));
  const [dayIndex, setDayIndex] = useState(() => weekdayIndex(new Date()));
  // Raised after a registration is saved here, so the week is read again.
  const [fetchKey, setFetchKey] = useState(0);
  const days = weekDays(monday);
  const day = days[dayIndex]!;
  const isThisWeek = monday.getTime() === weekStart(new Date()).getTime();
  const range = `${format(days[0]!, 'd MMM', { locale: dutch })} – ${format(days[6]!, 'd MMM yyyy', { locale: dutch })}`;

  const toToday = () => {
    setMonday(weekStart(new Date()));
    setDayIndex(weekdayIndex(new Date()));
  };

  return (
    <Stack gap="4" data-testid="week-overview">
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="semibold" flex="1" minW="0" data-testid="week-overview-week">
          {interpolate(t.week, { week: getISOWeek(monday) })} · {range}
        </Text>
        <HStack gap="2">
          <IconButton size="sm" variant="outline" aria-label={t.previous} title={t.previous} onClick={() => setMonday(shiftWeek(monday, -1))} data-testid="week-previous">
            <ChevronLeftIcon />
          </IconButton>
          <Button size="sm" variant="outline" disabled={isThisWeek && dayIndex === weekdayIndex(new Date())} onClick={toToday} data-testid="week-today">
            {t.today}
          </Button>
          <IconButton size="sm" variant="outline" aria-label={t.next} title={t.next} onClick={() => setMonday(shiftWeek(monday, 1))} data-testid="week-next">
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      </Flex>
      <Suspense fallback={<Loading />}>
        <WeekRegistrations
          userId={userId}
          monday={monday}
          dayIndex={dayIndex}
          onDay={setDayIndex}
          fetchKey={fetchKey}
          weekSummary={weekSummary}
          dayExtra={
            userId === viewer.databaseId && (
              <Suspense fallback={<Loading />}>
                <DetectedTimeSection userId={viewer.id} day={day} onSaved={() => setFetchKey((key) => key + 1)} />
              </Suspense>
            )
          }
        />
      </Suspense>
    </Stack>
  );
}
