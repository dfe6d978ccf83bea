import { Badge, Button, Field, Flex, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PauseIcon, PencilIcon, PlayIcon, TrashIcon } from '../../../components/icons';
import { nlDialog } from '../../../i18n/nl/dialog';
import { nlTimers } from '../../../i18n/nl/timers';
import { badgePalette, badgeVariant } from '../../../lib/badgeColor';
import { elapsed, formatHms, parseHms, type Timer } from '../../../lib/timers';

const t = nlTimers;

interface TimerRowProps {
  timer: Timer;
  now: number;
  onPause(): void;
  onStart(): void;
  /** The time edited by hand, in ms. */
  onEdit(ms: number): void;
  onSave(): void;
  onDelete(): void;
  /** The ticket link was followed. */
  onOpenTicket(): void;
}

/** One ticket's timer in the header dropdown: elapsed time, edit as hh:mm:ss, pause or start, save, delete. */
export function TimerRow({ timer, now, onPause, onStart, onEdit, onSave, onDelete, onOpenTicket }: TimerRowProps) {
  const { ticket } = timer;
  const [editText, setEditText] = useState<string | null>(null);
  const editValue = editText === null ? null : parseHms(editText);
  const shown = formatHms(elapsed(timer, now));

  const apply = () => {
    if (editValue === null) return;
    onEdit(editValue);
    setEditText(null);
  };

  return (
    <Stack gap="2" px="3" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="timer-row" data-ticket={ticket.reference}>
      <Flex gap="2" align="start">
        <Badge colorPalette={badgePalette(ticket.priorityStyle)} variant={badgeVariant(ticket.priorityStyle)} fontVariantNumeric="tabular-nums" flexShrink={0}>
          #{ticket.reference}
        </Badge>
        <Stack gap="0" flex="1" minW="0">
          <Link asChild fontSize="sm" fontWeight="medium" color="fg" lineClamp={2}>
            <RouterLink to={`/tickets/${ticket.id}`} onClick={onOpenTicket}>
              {ticket.description}
            </RouterLink>
          </Link>
          {(ticket.company || ticket.client) && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {[ticket.company?.name, ticket.client?.fullName].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
      </Flex>
      {editText !== null ? (
        <Field.Root invalid={editValue === null}>
          <Field.Label fontSize="xs">{t.editLabel}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              size="sm"
              autoFocus
              value={editText}
              placeholder="00:00:00"
              inputMode="numeric"
              maxLength={9}
              fontVariantNumeric="tabular-nums"
              onChange={(event) => setEditText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') apply();
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setEditText(null);
                }
              }}
              data-testid="timer-edit-input"
            />
            <Button size="sm" variant="outline" onClick={apply} disabled={editValue === null} data-testid="timer-edit-apply">
              {t.apply}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditText(null)}>
              {nlDialog.cancel}
            </Button>
          </HStack>
          <Field.ErrorText>{t.editInvalid}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Flex align="center" gap="1">
          <Text
            fontFamily="mono"
            fontSize="lg"
            fontWeight="semibold"
            color={timer.running ? 'green.700' : 'fg.muted'}
            flex="1"
            data-testid="timer-elapsed"
            data-running={timer.running}
          >
            {shown}
          </Text>
          {timer.running ? (
            <IconButton size="xs" variant="ghost" aria-label={t.pause} title={t.pause} onClick={onPause} data-testid="timer-pause">
              <PauseIcon />
            </IconButton>
          ) : (
            <IconButton size="xs" variant="ghost" aria-label={t.start} title={t.start} onClick={onStart} data-testid="timer-start">
              <PlayIcon />
            </IconButton>
          )}
          <IconButton size="xs" variant="ghost" aria-label={t.edit} title={t.edit} onClick={() => setEditText(shown)} data-testid="timer-edit">
            <PencilIcon />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t.delete} title={t.delete} onClick={onDelete} data-testid="timer-delete">
            <TrashIcon />
          </IconButton>
          <Button size="xs" colorPalette="blue" ms="1" onClick={onSave} data-testid="timer-save">
            {t.save}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
