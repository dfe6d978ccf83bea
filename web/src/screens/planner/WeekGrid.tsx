import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { nl as dutch } from 'date-fns/locale';
import { useEffect, useRef, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { nlPlanner } from '../../i18n/nl/planner';
import { layoutDay, nearestSlot, slotAt, zonedInstant, zonedParts, type CalendarDay, type DateKey } from '../../lib/calendarLayout';
import { interpolate } from '../../lib/interpolate';
import type { CalendarEvent } from './calendarOperations';

const t = nlPlanner;

/** Pixels per hour of the grid. */
const HOUR = 44;
const DAY_HEIGHT = 24 * HOUR;
/** Where the grid opens: the working day's start. */
const FIRST_HOUR_SHOWN = 7;
const DRAG_TYPE = 'application/x-balie-calendar-event';

export interface GridEvent {
  event: CalendarEvent;
  calendarName: string;
  palette: string;
}

interface WeekGridProps {
  days: readonly CalendarDay[];
  events: readonly GridEvent[];
  timeZone: string;
  today: DateKey;
  /** Without a calendar to write to, the grid offers no new appointments. */
  canCreate: boolean;
  onSlot: (start: Date) => void;
  onOpen: (event: CalendarEvent) => void;
  onMove: (event: CalendarEvent, start: Date) => void;
}

const timeOf = (item: GridEvent) => ({ start: new Date(item.event.start), end: new Date(item.event.end) });
const clock = (instant: Date, timeZone: string) => {
  const p = zonedParts(instant, timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};
const movable = (event: CalendarEvent) => !event.readonly && !event.cancelled;

/** Minutes from midnight at a pointer's height in a day column. */
function minutesAt(clientY: number, column: HTMLElement): number {
  return ((clientY - column.getBoundingClientRect().top) / HOUR) * 60;
}

/** Monday to Sunday with an hour grid; appointments at their time, overlapping ones side by side. */
export function WeekGrid({ days, events, timeZone, today, canCreate, onSlot, onOpen, onMove }: WeekGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const grabbed = useRef(0);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_HOUR_SHOWN * HOUR;
  }, []);

  const clickSlot = (day: CalendarDay, click: MouseEvent<HTMLElement>) => {
    if (!canCreate) return;
    onSlot(zonedInstant(day.date, slotAt(minutesAt(click.clientY, click.currentTarget)), timeZone));
  };

  const drop = (day: CalendarDay, dropped: DragEvent<HTMLElement>) => {
    const raw = dropped.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    dropped.preventDefault();
    const { id, grab } = JSON.parse(raw) as { id: string; grab: number };
    const item = events.find((candidate) => candidate.event.id === id);
    if (!item) return;
    const start = zonedInstant(day.date, nearestSlot(minutesAt(dropped.clientY, dropped.currentTarget) - grab), timeZone);
    if (start.getTime() !== new Date(item.event.start).getTime()) onMove(item.event, start);
  };

  return (
    // One horizontal scroller for the day names and the grid, so that on a phone they move together.
    <Box borderWidth="1px" borderRadius="md" bg="bg" overflowX="auto" data-testid="calendar-week">
      <Box minW="46rem">
        <Grid templateColumns="3.5rem repeat(7, minmax(6rem, 1fr))" borderBottomWidth="1px" bg="bg.subtle">
          <Box />
          {days.map((day) => {
            const isToday = day.date === today;
            const noon = new Date(`${day.date}T12:00:00`);
            return (
              <Box key={day.date} px="2" py="1.5" borderLeftWidth="1px" data-testid="calendar-day-header" data-date={day.date}>
                <Text fontSize="xs" textTransform="uppercase" fontWeight="semibold" color={isToday ? 'blue.fg' : 'fg.muted'}>
                  {format(noon, 'EEEE', { locale: dutch })}
                </Text>
                <Text fontWeight="semibold" color={isToday ? 'blue.fg' : undefined}>
                  {format(noon, 'd MMM', { locale: dutch })}
                </Text>
              </Box>
            );
          })}
        </Grid>
        <Box ref={scroller} maxH="36rem" overflowY="auto">
          <Grid templateColumns="3.5rem repeat(7, minmax(6rem, 1fr))" position="relative" h={`${DAY_HEIGHT}px`}>
            <Box position="relative">
              {Array.from({ length: 24 }, (_, hour) => (
                <Text key={hour} position="absolute" top={`${hour * HOUR}px`} right="2" fontSize="xs" color="fg.muted" transform="translateY(-50%)" display={hour === 0 ? 'none' : undefined}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </Text>
              ))}
            </Box>
            {days.map((day) => (
              <Box
                key={day.date}
                position="relative"
                borderLeftWidth="1px"
                bg={day.date === today ? 'blue.subtle/40' : undefined}
                backgroundImage={`repeating-linear-gradient(to bottom, var(--chakra-colors-border) 0, var(--chakra-colors-border) 1px, transparent 1px, transparent ${HOUR}px)`}
                cursor={canCreate ? 'cell' : undefined}
                onClick={(click) => clickSlot(day, click)}
                onDragOver={(over) => over.dataTransfer.types.includes(DRAG_TYPE) && over.preventDefault()}
                onDrop={(dropped) => drop(day, dropped)}
                data-testid="calendar-day"
                data-date={day.date}
              >
                {layoutDay(events, timeOf, day, timeZone).map((placed) => {
                  const { event, calendarName, palette } = placed.item;
                  const start = new Date(event.start);
                  const canMove = movable(event);
                  const subject = event.subject || t.noSubject;
                  const time = `${clock(start, timeZone)}–${clock(new Date(event.end), timeZone)}`;
                  return (
                    <Flex
                      key={`${event.userId}-${event.id}`}
                      as="button"
                      direction="column"
                      align="stretch"
                      textAlign="left"
                      position="absolute"
                      top={`${(placed.top / 60) * HOUR}px`}
                      height={`${Math.max(((placed.bottom - placed.top) / 60) * HOUR - 2, 14)}px`}
                      left={`calc(${(placed.lane / placed.lanes) * 100}% + 2px)`}
                      width={`calc(${100 / placed.lanes}% - 4px)`}
                      overflow="hidden"
                      px="1.5"
                      py="0.5"
                      gap="0"
                      fontSize="xs"
                      lineHeight="short"
                      borderRadius="sm"
                      borderLeftWidth="3px"
                      borderColor={`${palette}.solid`}
                      borderStyle={event.cancelled ? 'dashed' : 'solid'}
                      bg={event.cancelled ? 'bg.muted' : `${palette}.subtle`}
                      color={event.cancelled ? 'fg.muted' : `${palette}.fg`}
                      opacity={event.readonly && !event.cancelled ? 0.85 : 1}
                      cursor={canMove ? 'grab' : 'pointer'}
                      draggable={canMove}
                      zIndex={1}
                      _hover={{ shadow: 'sm', zIndex: 2 }}
                      onClick={(click: MouseEvent) => {
                        click.stopPropagation();
                        onOpen(event);
                      }}
                      // Where the block was taken: the browser starts the drag only after the pointer has moved on.
                      onPointerDown={(down: PointerEvent<HTMLElement>) => {
                        grabbed.current = Math.max(0, minutesAt(down.clientY, down.currentTarget));
                      }}
                      onDragStart={(drag: DragEvent<HTMLElement>) => {
                        drag.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: event.id, grab: grabbed.current }));
                        drag.dataTransfer.effectAllowed = 'move';
                      }}
                      aria-label={interpolate(t.eventLabel, { time, subject, name: calendarName })}
                      data-testid="calendar-event"
                      data-event-id={event.id}
                      data-readonly={event.readonly || undefined}
                      data-cancelled={event.cancelled || undefined}
                    >
                      <Text as="span" flexShrink={0} fontWeight="semibold" fontVariantNumeric="tabular-nums">
                        {placed.continuesBefore ? '… ' : ''}
                        {time}
                      </Text>
                      <Text as="span" flexShrink={0} textDecoration={event.cancelled ? 'line-through' : undefined} lineClamp={2}>
                        {subject}
                      </Text>
                      {event.location && (
                        <Text as="span" flexShrink={0} color="fg.muted" truncate>
                          {event.location}
                        </Text>
                      )}
                      <Text as="span" flexShrink={0} color="fg.muted" truncate>
                        {event.cancelled ? `${t.cancelled} · ` : event.readonly ? `${t.readonly} · ` : ''}
                        {calendarName}
                      </Text>
                    </Flex>
                  );
                })}
              </Box>
            ))}
          </Grid>
        </Box>
      </Box>
    </Box>
  );
}
