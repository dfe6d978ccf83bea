import { Box, Card, Heading, HStack, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { notify } from '../../components/toaster';
import { nlSla } from '../../i18n/nl/sla';
import { parseWithin } from '../../lib/slaPriorities';
import { runAction } from '../../relay/commit';
import { useCan } from '../../relay/viewer';

const t = nlSla.priorities;
const UNITS = ['min', 'uur'] as const;

const updateMutation = graphql`
  mutation SlaPriorityTableUpdateMutation($input: UpdateSlaPriorityInput!) {
    result: updateSlaPriority(input: $input) {
      slaPriority {
        id
        firstResponseWithin
        firstResponseWithinUnit
        resolveWithin
        resolveWithinUnit
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface SlaPriorityRow {
  readonly id: string;
  readonly priority: { readonly label: string | null | undefined } | null | undefined;
  readonly firstResponseWithin: number | null | undefined;
  readonly firstResponseWithinUnit: string | null | undefined;
  readonly resolveWithin: number | null | undefined;
  readonly resolveWithinUnit: string | null | undefined;
}

type Part = 'firstResponse' | 'resolve';

function TimeCell({ row, part, editable }: { row: SlaPriorityRow; part: Part; editable: boolean }) {
  const environment = useRelayEnvironment();
  const stored = part === 'firstResponse' ? row.firstResponseWithin : row.resolveWithin;
  const unit = (part === 'firstResponse' ? row.firstResponseWithinUnit : row.resolveWithinUnit) ?? 'uur';
  const [text, setText] = useState(String(stored ?? ''));
  const [invalid, setInvalid] = useState(false);
  const name = part === 'firstResponse' ? 'firstResponseWithin' : 'resolveWithin';

  const save = async (changes: Record<string, unknown>) => {
    if (await runAction(environment, updateMutation, { id: row.id, ...changes })) notify('success', t.saved);
  };
  const saveNumber = () => {
    const value = parseWithin(text);
    setInvalid(value === null);
    if (value !== null && value !== stored) void save({ [name]: value });
  };

  if (!editable) return <Text fontVariantNumeric="tabular-nums">{`${stored ?? ''} ${nlSla.priorities.units[unit as 'min' | 'uur'] ?? unit}`}</Text>;
  return (
    <HStack gap="2">
      <Input
        size="sm"
        width="6rem"
        inputMode="numeric"
        value={text}
        aria-label={`${part === 'firstResponse' ? t.firstResponse : t.resolve} (${row.priority?.label ?? ''})`}
        aria-invalid={invalid || undefined}
        title={invalid ? t.invalid : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={saveNumber}
        onKeyDown={(event) => event.key === 'Enter' && saveNumber()}
        data-testid={`sla-${part}-within`}
      />
      <NativeSelect.Root size="sm" width="5.5rem">
        <NativeSelect.Field
          value={unit}
          aria-label={t.unit}
          onChange={(event) => void save({ [`${name}Unit`]: event.currentTarget.value })}
          data-testid={`sla-${part}-unit`}
        >
          {UNITS.map((value) => (
            <option key={value} value={value}>
              {t.units[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid && (
        <Text color="fg.error" fontSize="xs">
          {t.invalid}
        </Text>
      )}
    </HStack>
  );
}

/** The SLA's first-response and resolve times, one row per priority, saved as they are changed. */
export function SlaPriorityTable({ rows }: { rows: readonly SlaPriorityRow[] }) {
  const editable = useCan('slas', 'update');
  return (
    <Card.Root size="sm" as="section" aria-label={t.title} data-testid="sla-priorities">
      <Card.Header>
        <Heading size="sm">{t.title}</Heading>
      </Card.Header>
      <Card.Body>
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.priority}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.firstResponse}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.resolve}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} data-testid="sla-priority-row">
                  <Table.Cell>{row.priority?.label}</Table.Cell>
                  <Table.Cell>
                    <TimeCell row={row} part="firstResponse" editable={editable} />
                  </Table.Cell>
                  <Table.Cell>
                    <TimeCell row={row} part="resolve" editable={editable} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
