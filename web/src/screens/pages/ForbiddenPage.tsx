import { Code, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { nl } from '../../i18n/nl';
import { InfoPage } from './InfoPage';

/** The 403 page: the guard sends the user here with the refused route name as `r` (spec core §2, §6). */
export function ForbiddenPage() {
  const [params] = useSearchParams();
  const permission = params.get('r');
  return (
    <InfoPage title={nl.pages.forbiddenTitle} testId="forbidden-page">
      <Text>{nl.errors.forbidden}</Text>
      {permission && (
        <Text color="fg.muted" fontSize="sm">
          {nl.pages.forbiddenPermission} <Code data-testid="forbidden-permission">{permission}</Code>
        </Text>
      )}
    </InfoPage>
  );
}
