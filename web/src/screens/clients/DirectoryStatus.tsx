import { Badge, Box, Text } from '@chakra-ui/react';
import { nlMsgraph } from '../../i18n/nl/msgraph';
import { formatDateTime } from '../../lib/dates';
import { useViewer } from '../../relay/viewer';

const t = nlMsgraph;

/** A synced contact's directory user id and whether Microsoft 365 disabled the account (back-office §2, with mod_ms_user_sync). */
export function DirectoryStatus({ azureUserId, azureDisabledAt }: { azureUserId?: string | null; azureDisabledAt?: string | null }) {
  const viewer = useViewer();
  if (viewer.modules.mod_ms_user_sync !== true || !azureUserId) return null;
  return (
    <Box data-testid="client-directory">
      <Text fontSize="sm" color="fg.muted">
        {t.directoryUserId}
      </Text>
      <Text fontSize="sm" wordBreak="break-all">
        {azureUserId}
      </Text>
      <Badge mt="1" colorPalette={azureDisabledAt ? 'red' : 'green'}>
        {azureDisabledAt ? t.directoryDisabled.replace('{date}', formatDateTime(azureDisabledAt)) : t.directoryActive}
      </Badge>
    </Box>
  );
}
