import { Kbd, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../components/AppDialog';
import { useShortcut } from '../../components/useShortcut';
import { nlShortcuts } from '../../i18n/nl/shortcuts';
import { SHORTCUT_KEYS, type ShortcutAction } from '../../lib/keyboardShortcuts';
import { isMacPlatform, shortcutLabel } from '../../lib/searchShortcut';
import { useViewer } from '../../relay/viewer';

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.userAgent);
const t = nlShortcuts;

const GROUPS: { title: string; rows: { keys: string[]; label: string }[] }[] = [
  {
    title: t.everywhere,
    rows: [
      { keys: [shortcutLabel(MAC), '/'], label: t.search },
      ...(['newTicket', 'help'] as ShortcutAction[]).map((action) => ({ keys: [SHORTCUT_KEYS[action]], label: t[action] })),
    ],
  },
  {
    title: t.onTicket,
    rows: (['nextTicket', 'previousTicket', 'answer', 'note'] as ShortcutAction[]).map((action) => ({ keys: [SHORTCUT_KEYS[action]], label: t[action] })),
  },
];

/** '?' lists the keyboard shortcuts; 'n' starts a new ticket for whoever may create one. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const viewer = useViewer();
  useShortcut('help', () => setOpen(true));
  useShortcut('newTicket', () => navigate('/tickets/create'), viewer.permissions.has('tickets.store'));

  return (
    <AppDialog open={open} title={t.title} onClose={() => setOpen(false)} size="sm">
      <Stack gap="4" data-testid="shortcuts-help">
        <Text fontSize="sm" color="fg.muted">
          {t.intro}
        </Text>
        {GROUPS.map((group) => (
          <Table.Root key={group.title} size="sm" variant="outline">
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mt="0" mb="1">
              {group.title}
            </Table.Caption>
            <Table.Body>
              {group.rows.map((row) => (
                <Table.Row key={row.label}>
                  <Table.Cell width="8rem" whiteSpace="nowrap">
                    {row.keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && ` ${t.or} `}
                        <Kbd>{key}</Kbd>
                      </Fragment>
                    ))}
                  </Table.Cell>
                  <Table.Cell>{row.label}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ))}
      </Stack>
    </AppDialog>
  );
}
