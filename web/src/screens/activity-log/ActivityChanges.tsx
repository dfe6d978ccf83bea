import { Box, Stack, Text } from '@chakra-ui/react';
import { nlActivityLog } from '../../i18n/nl/activityLog';
import { nlFields } from '../../i18n/nl/fields';
import { nlValues } from '../../i18n/nl/values';
import { changeLines, fieldLabel } from '../../lib/activityChanges';

const labels = nlFields as Readonly<Record<string, string>>;
const texts = { empty: nlValues.empty, yes: nlValues.yes, no: nlValues.no };

/** The changed fields of one activity-log entry, one line each: field: old → new. */
export function ActivityChanges({ properties }: { properties: unknown }) {
  const lines = changeLines(properties, (name) => fieldLabel(name, labels), texts);
  if (lines.length === 0) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        {nlActivityLog.noChanges}
      </Text>
    );
  }
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="activity-changes" maxW="xl">
      {lines.map((line) => (
        <Box key={line.field} lineHeight="short">
          <Text as="span" fontWeight="medium">
            {line.field}:
          </Text>{' '}
          {line.old !== undefined && (
            <>
              <Text as="span" color="fg.muted" textDecoration="line-through">
                {line.old}
              </Text>
              {' → '}
            </>
          )}
          <Text as="span">{line.value}</Text>
        </Box>
      ))}
    </Stack>
  );
}
