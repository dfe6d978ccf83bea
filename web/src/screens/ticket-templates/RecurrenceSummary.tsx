import { Button, Card, DataList, Flex, Heading, Text } from '@chakra-ui/react';
import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { nl as dutch } from 'date-fns/locale';
import { nlTicketWork } from '../../i18n/nl/ticketWork';
import { describeRecurrence } from '../../lib/recurrence';
import { useViewer } from '../../relay/viewer';
import { RecurrenceEditor } from './RecurrenceEditor';

const t = nlTicketWork.recurrence;

const moment = (value: string | null | undefined) => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'EEEE d MMMM yyyy HH:mm', { locale: dutch }) : null;
};

interface RecurrenceSummaryProps {
  templateId: string;
  rrule: string | null | undefined;
  nextRunAt: string | null | undefined;
  lastRunAt: string | null | undefined;
}

/** A template's recurrence in Dutch with when the scheduler creates its next ticket. */
export function RecurrenceSummary({ templateId, rrule, nextRunAt, lastRunAt }: RecurrenceSummaryProps) {
  const canEdit = useViewer().permissions.has('ticket-templates.update');
  const [editing, setEditing] = useState(false);
  const repeats = Boolean(rrule && rrule.trim() !== '');
  const described = describeRecurrence(rrule);
  const next = moment(nextRunAt);
  const last = moment(lastRunAt);
  return (
    <Card.Root size="sm" data-testid="template-recurrence">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading size="sm">{t.title}</Heading>
          {canEdit && !editing && (
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
              {repeats ? t.edit : t.set}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <RecurrenceEditor templateId={templateId} rrule={rrule} onDone={() => setEditing(false)} />
        ) : !repeats ? (
          <Text color="fg.muted">{t.none}</Text>
        ) : (
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>{t.title}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="recurrence-text">{described ?? t.unreadable}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.nextRun}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="recurrence-next">{next ?? (last ? t.ended : t.pending)}</DataList.ItemValue>
            </DataList.Item>
            {last && (
              <DataList.Item>
                <DataList.ItemLabel>{t.lastRun}</DataList.ItemLabel>
                <DataList.ItemValue>{last}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
