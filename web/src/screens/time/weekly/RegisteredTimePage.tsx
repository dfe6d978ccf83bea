import { Box, Field, Flex, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { nlPages } from '../../../i18n/nl/pages';
import { nlWeekOverview } from '../../../i18n/nl/weekOverview';
import { useViewer } from '../../../relay/viewer';
import { listOptions } from '../../lookups/referenceLists';
import { WeeklyTimeOverview } from './WeeklyTimeOverview';
import { WeekTotals } from './WeekTotals';

const t = nlWeekOverview;

/** /cockpit/registered-time: the viewer's week, or another operator's for those who may list all time. */
export function RegisteredTimePage() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const mayChoose = viewer.permissions.has('time-registrations.index');
  const chosen = Number(params.get('operator'));
  const userId = mayChoose && Number.isInteger(chosen) && chosen > 0 ? chosen : viewer.databaseId;
  const operators = listOptions(viewer, 'operators', 'full_name');

  return (
    <Stack gap="4" data-testid="registered-time-page">
      <Flex gap="3" align="end" wrap="wrap">
        <Heading as="h1" size="xl" flex="1">
          {nlPages.registeredTimeTitle}
        </Heading>
        {mayChoose && (
          <Field.Root w={{ base: 'full', sm: '16rem' }}>
            <Field.Label fontSize="sm">{t.operator}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={String(userId)}
                onChange={(event) => setParams(event.currentTarget.value === String(viewer.databaseId) ? {} : { operator: event.currentTarget.value }, { replace: true })}
                data-testid="registered-time-operator"
              >
                {!operators.some((option) => option.value === String(viewer.databaseId)) && <option value={String(viewer.databaseId)}>{viewer.fullName}</option>}
                {operators.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </Flex>
      <Box borderWidth="1px" borderRadius="md" bg="bg" p={{ base: '3', md: '5' }}>
        <WeeklyTimeOverview key={userId} userId={userId} weekSummary={(registrations) => <WeekTotals registrations={registrations} />} />
      </Box>
    </Stack>
  );
}
