import { Code, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { nlErrors } from '../../i18n/nl/errors';
import { nlPages } from '../../i18n/nl/pages';
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
export function ForbiddenPage({ title = nlPages.forbiddenTitle, text = nlErrors.forbidden, links }: ForbiddenPageProps) {
  const [params] = useSearchParams();
  const permission = params.get('r');
  return (
    <InfoPage title={title} links={links} testId="forbidden-page">
      <Text>{text}</Text>
      {permission && (
        <Text color="fg.muted" fontSize="sm">
          {nlPages.forbiddenPermission} <Code data-testid="forbidden-permission">{permission}</Code>
        </Text>
      )}
    </InfoPage>
  );
}
