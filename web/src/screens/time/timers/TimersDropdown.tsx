import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ClockIcon } from '../../../components/icons';
import { LoadOnPress } from '../../../components/LoadOnPress';
import { onDemand } from '../../../components/onDemand';
import { nlDialog } from '../../../i18n/nl/dialog';
import { nlTimers } from '../../../i18n/nl/timers';
import { interpolate } from '../../../lib/interpolate';
import { isModuleOn } from '../../../lib/routeAccess';
import { elapsed, pauseTimer, putTimer, removeTimer, resumeTimer, setElapsed, timerCounts, timerMinutes, type Timer } from '../../../lib/timers';
import { useViewer } from '../../../relay/viewer';
import { refetchTicket } from '../../tickets/live/refetchTicket';
import { TimeRegistrationDialog } from '../TimeRegistrationDialog';
import { useTimerClock, useTimers } from './timerStore';

const t = nlTimers;

const panel = onDemand(() => import('../../../components/PopoverPanelView').then((module) => module.PopoverPanelView));
// The rows show only in the open panel: they load with it.
const TimerRow = lazy(() => import('./TimerRow').then((module) => ({ default: module.TimerRow })));

/** A timer on its way into a registration: its ticket and the minutes it counted when saved. */
interface Saving {
  ticketId: number;
  minutes: number;
}

function Timers() {
  const { timers, update } = useTimers();
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The dialog opens once the dropdown has closed and given focus back to its button; a dialog
  // already open would take that focus change for a click outside and close again.
  const toSave = useRef<Saving | null>(null);
  const [saving, setSaving] = useState<Saving | null>(null);
  const [deleting, setDeleting] = useState<Timer | null>(null);
  const counts = timerCounts(timers);
  const now = useTimerClock(open && counts.running > 0);
  const label = interpolate(t.buttonLabel, counts);

  const change = (timer: Timer, next: (timer: Timer, now: number) => Timer) =>
    update((current) => {
      const stored = current.find((c) => c.ticket.id === timer.ticket.id);
      return stored ? putTimer(current, next(stored, Date.now())) : current;
    });

  return (
    <>
      <LoadOnPress
        view={panel}
        onPress={() => setOpen(true)}
        props={{
          open,
          onOpenChange: setOpen,
          onExitComplete: () => {
            setSaving(toSave.current);
            toSave.current = null;
          },
          width: { base: 'calc(100vw - 1.5rem)', sm: '26rem' },
          testId: 'timers-panel',
          children: (
            <>
              <Flex px="3" py="2" borderBottomWidth="1px" align="center">
                <Heading as="h2" size="sm" flex="1">
                  {t.title}
                </Heading>
              </Flex>
              {timers.length === 0 ? (
                <Text px="3" py="6" textAlign="center" color="fg.muted" fontSize="sm" data-testid="timers-empty">
                  {t.empty}
                </Text>
              ) : (
                <Box maxH="70vh" overflowY="auto">
                  <Suspense fallback={null}>
                    {timers.map((timer) => (
                      <TimerRow
                        key={timer.ticket.id}
                        timer={timer}
                        now={now}
                        onPause={() => change(timer, pauseTimer)}
                        onStart={() => change(timer, resumeTimer)}
                        onEdit={(ms) => change(timer, (stored, at) => setElapsed(stored, ms, at))}
                        onSave={() => {
                          toSave.current = { ticketId: timer.ticket.id, minutes: timerMinutes(elapsed(timer, Date.now())) };
                          setOpen(false);
                        }}
                        onDelete={() => {
                          setDeleting(timer);
                          setOpen(false);
                        }}
                        onOpenTicket={() => setOpen(false)}
                      />
                    ))}
                  </Suspense>
                </Box>
              )}
            </>
          ),
        }}
        trigger={(handlers) => (
          <Button variant="ghost" size="sm" aria-label={label} title={label} px="2" gap="1.5" data-testid="timers-button" {...handlers}>
            <Box color={counts.running > 0 ? 'green.600' : 'fg.muted'}>
              <ClockIcon />
            </Box>
            <Text as="span" fontVariantNumeric="tabular-nums" fontSize="sm" data-testid="timers-counts">
              {interpolate(t.counts, counts)}
            </Text>
          </Button>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={interpolate(t.deleteConfirm, { reference: deleting?.ticket.reference ?? '' })}
        confirmLabel={nlDialog.deleteConfirm}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) update((current) => removeTimer(current, deleting.ticket.id));
          setDeleting(null);
        }}
      />
      {saving && (
        <TimeRegistrationDialog
          open
          prefill={{ morphableType: 'tickets', morphableId: saving.ticketId, timeSpent: saving.minutes }}
          onClose={() => setSaving(null)}
          // The ticket may be open behind the dropdown: its time panel shows the new line at once.
          onSaved={() => {
            if (pathname === `/tickets/${saving.ticketId}`) refetchTicket(environment, String(saving.ticketId));
          }}
        />
      )}
    </>
  );
}

/** The timers in the header (spec core §2), with the module Timer only. */
export function TimersDropdown() {
  const viewer = useViewer();
  if (!isModuleOn(viewer.modules, 'mod_timer')) return null;
  return <Timers />;
}
