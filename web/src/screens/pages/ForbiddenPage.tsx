import { Code, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { nl } from '../../i18n/nl';
import type { WayBack } from '../../routes/unavailable';
import { InfoPage } from './InfoPage';

interface ForbiddenPageProps {
  title?: string;
  text?: string;
  /** Ways back; default the cockpit. */
  links?: readonly WayBack[];
}

/**
 * The 403 page: the guard sends the user here with the refused route name as `r` (spec core §2, §6);
 * a record the user may not see shows it in place, with its own text.
 */
export function ForbiddenPage({ title = nl.pages.forbiddenTitle, text = nl.errors.forbidden, links }: ForbiddenPageProps) {
  const [params] = useSearchParams();
  const permission = params.get('r');
  return (
    <InfoPage title={title} links={links} testId="forbidden-page">
      <Text>{text}</Text>
      {permission && (
        <Text color="fg.muted" fontSize="sm">
          {nl.pages.forbiddenPermission} <Code data-testid="forbidden-permission">{permission}</Code>
        </Text>
      )}
    </InfoPage>
  );
}
