import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { NoneCell } from '../../components/list/cells';
import { nlOptions } from '../../i18n/nl/options';

/** What a phase belongs to, as the morphable relation gives it. */
export interface PhaseOwner {
  readonly __typename: string;
  readonly databaseId?: number;
  readonly label?: string | null;
}

const OWNER_PATHS: Record<string, (id: number) => string> = {
  Project: (id) => `/projects/${id}`,
  Quote: (id) => `/deals/quotes/${id}`,
  QuoteTemplate: (id) => `/deals/quote-templates/${id}`,
};

const OWNER_KINDS: Record<string, string> = {
  Project: nlOptions.phaseOwner.projects,
  Quote: nlOptions.phaseOwner.quotes,
  QuoteTemplate: nlOptions.phaseOwner['quote-templates'],
};

/** 'Project: Migratie' as a link to the project, quote or quote template. */
export function PhaseOwnerLink({ owner }: { owner: PhaseOwner | null | undefined }) {
  const path = owner?.databaseId !== undefined ? OWNER_PATHS[owner.__typename]?.(owner.databaseId) : undefined;
  if (!owner || !path) return <NoneCell />;
  return (
    <Text as="span">
      <Text as="span" color="fg.muted">
        {OWNER_KINDS[owner.__typename]}:{' '}
      </Text>
      <Link asChild color="blue.700">
        <RouterLink to={path}>{owner.label ?? `#${owner.databaseId}`}</RouterLink>
      </Link>
    </Text>
  );
}
