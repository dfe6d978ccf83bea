import { Button, Checkbox, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { nlPlanner } from '../../i18n/nl/planner';
import { toggleCalendar } from '../../lib/calendarChoice';
import type { CalendarUser } from './calendarOperations';

const t = nlPlanner;

/** 'Agenda's kiezen': one checkbox per operator's calendar. */
export function CalendarChooser({ users, chosen, onChange }: { users: readonly CalendarUser[]; chosen: readonly string[]; onChange: (chosen: string[]) => void }) {
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="calendar-chooser">
          {t.chooseCalendars} ({chosen.length})
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="72">
            <Popover.Body p="3">
              <Text fontWeight="semibold" fontSize="sm" mb="2">
                {t.calendars}
              </Text>
              {users.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t.noCalendarUsers}
                </Text>
              ) : (
                <Stack gap="2" maxH="72" overflowY="auto">
                  {users.map((user) => (
                    <Checkbox.Root key={user.id} size="sm" checked={chosen.includes(user.id)} onCheckedChange={(details) => onChange(toggleCalendar(chosen, user.id, details.checked === true))}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {user.name}
                        {user.email && (
                          <Text as="span" color="fg.muted">
                            {' '}
                            · {user.email}
                          </Text>
                        )}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
