import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { PersonAccessInviteClientMutation } from '../../__generated__/PersonAccessInviteClientMutation.graphql';
import type { PersonAccessInviteOperatorMutation } from '../../__generated__/PersonAccessInviteOperatorMutation.graphql';
import { notify, notifyValidation } from '../../components/toaster';
import { nlCredentials } from '../../i18n/nl/credentials';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useCan } from '../../relay/viewer';

const t = nlCredentials;

const inviteClient = graphql`
  mutation PersonAccessInviteClientMutation($input: InvitePersonInput!) {
    inviteClient(input: $input) {
      message
      userErrors {
        field
        message
      }
    }
  }
`;

const inviteOperator = graphql`
  mutation PersonAccessInviteOperatorMutation($input: InvitePersonInput!) {
    inviteOperator(input: $input) {
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export interface PersonAccessData {
  readonly id: string;
  readonly email?: string | null;
  readonly hasLogin?: boolean | null;
  readonly archivedAt?: string | null;
}

/**
 * Whether a contact can log in to the portal, or an operator has chosen a password, with the
 * (re-)invitation beside it (spec back-office §2): not for archived people, only with clients.update
 * or operators.update.
 */
export function PersonAccess({ kind, person }: { kind: 'client' | 'operator'; person: PersonAccessData }) {
  const environment = useRelayEnvironment();
  const mayInvite = useCan(kind === 'client' ? 'clients' : 'operators', 'update');
  const [busy, setBusy] = useState(false);
  const hasLogin = person.hasLogin === true;
  const archived = Boolean(person.archivedAt);
  const hasEmail = Boolean(person.email?.trim());
  // Operators with a password sign in as they are; a lost one is reset from the login screen.
  const offered = mayInvite && !archived && (kind === 'client' || !hasLogin);

  const invite = async () => {
    setBusy(true);
    try {
      const input = { input: { id: person.id } };
      const result =
        kind === 'client'
          ? (await commitAsync<PersonAccessInviteClientMutation>(environment, inviteClient, input)).inviteClient
          : (await commitAsync<PersonAccessInviteOperatorMutation>(environment, inviteOperator, input)).inviteOperator;
      if (result.userErrors.length > 0) notifyValidation(result.userErrors);
      else notify('success', result.message ?? t.invited);
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root size="sm" as="section" aria-labelledby="person-access-title" data-testid="person-access">
      <Card.Header>
        <Heading as="h2" size="sm" id="person-access-title">
          {kind === 'client' ? t.portalAccess : t.operatorLogin}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Flex>
            <Badge colorPalette={hasLogin ? 'green' : 'gray'} variant="subtle" data-testid="access-badge">
              {kind === 'client' ? (hasLogin ? t.hasAccess : t.noAccess) : hasLogin ? t.operatorHasPassword : t.operatorNoPassword}
            </Badge>
          </Flex>
          {kind === 'client' && archived && (
            <Text fontSize="sm" color="fg.muted">
              {t.archived}
            </Text>
          )}
          {offered && (
            <>
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={invite} loading={busy} disabled={busy || !hasEmail}>
                {hasLogin || kind === 'operator' ? t.reinvite : t.invite}
              </Button>
              {!hasEmail && (
                <Text fontSize="sm" color="fg.muted">
                  {t.noEmail}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export const clientAccessAside = (person: PersonAccessData) => <PersonAccess kind="client" person={person} />;
export const operatorAccessAside = (person: PersonAccessData) => <PersonAccess kind="operator" person={person} />;
