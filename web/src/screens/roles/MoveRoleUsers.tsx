import { Button, Field, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { MoveRoleUsersMutation } from '../../__generated__/MoveRoleUsersMutation.graphql';
import type { MoveRoleUsersTargetsQuery } from '../../__generated__/MoveRoleUsersTargetsQuery.graphql';
import { AppDialog } from '../../components/AppDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify, notifyValidation } from '../../components/toaster';
import { nlAccounts } from '../../i18n/nl/accounts';
import { interpolate } from '../../lib/interpolate';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';

const targetsQuery = graphql`
  query MoveRoleUsersTargetsQuery($operator: JSON) {
    roles(first: 100, filter: [{ field: "operator", value: $operator }], orderBy: [{ field: "displayName", direction: ASC }]) {
      edges {
        node {
          id
          databaseId
          displayName
        }
      }
    }
  }
`;

const moveMutation = graphql`
  mutation MoveRoleUsersMutation($input: MoveRoleUsersInput!) {
    moveRoleUsers(input: $input) {
      role {
        id
        usersCount
        updatedAt
      }
      target {
        id
        usersCount
        updatedAt
      }
      moved
      message
      userErrors {
        field
        message
      }
    }
  }
`;

interface RoleInfo {
  id: string;
  databaseId: number;
  displayName?: string | null;
  label?: string | null;
  operator?: number | null;
  usersCount?: number | null;
}

type Target = { id: string; databaseId: number; displayName: string };

const t = nlAccounts;

/** The role detail's 'Gebruikers overplaatsen' (back-office §2 Role detail): choose a role of the same type, confirm, move. */
export function MoveRoleUsers({ role, onMoved }: { role: RoleInfo; onMoved: () => void }) {
  const environment = useRelayEnvironment();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<Target[]>([]);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = role.displayName ?? role.label ?? '';
  const count = role.usersCount ?? 0;
  const chosen = targets.find((candidate) => candidate.id === target);

  const start = () => {
    setTarget('');
    setError(null);
    setOpen(true);
    fetchQuery<MoveRoleUsersTargetsQuery>(environment, targetsQuery, { operator: role.operator ?? 1 }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) =>
        setTargets(
          (data?.roles?.edges ?? [])
            .map((edge) => edge.node)
            .filter((node) => node.databaseId !== role.databaseId)
            .map((node) => ({ id: node.id, databaseId: node.databaseId, displayName: node.displayName ?? `#${node.databaseId}` })),
        ),
      )
      .catch(reportMutationFailure);
  };

  const ask = () => {
    if (!chosen) {
      setError(t.moveTargetRequired);
      return;
    }
    setAsking(true);
  };

  const move = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { moveRoleUsers: result } = await commitAsync<MoveRoleUsersMutation>(environment, moveMutation, { input: { id: role.id, to: chosen.id } });
      setBusy(false);
      setAsking(false);
      if (result.userErrors.length > 0) {
        setError(result.userErrors[0].message);
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', result.message ?? '');
      setOpen(false);
      onMoved();
    } catch (failure) {
      setBusy(false);
      setAsking(false);
      reportMutationFailure(failure);
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={start} data-testid="move-role-users">
        {t.moveUsers}
      </Button>
      <AppDialog open={open} title={interpolate(t.moveTitle, { role: name })} onClose={() => setOpen(false)} onSave={count > 0 && targets.length > 0 ? ask : undefined} saveLabel={t.moveSubmit}>
        {count === 0 ? (
          <Text>{t.moveNone}</Text>
        ) : targets.length === 0 ? (
          <Text>{t.noTargets}</Text>
        ) : (
          <Field.Root required invalid={error !== null}>
            <Field.Label htmlFor={selectId}>
              {t.moveTarget}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={selectId}
                value={target}
                onChange={(event) => {
                  setTarget(event.currentTarget.value);
                  setError(null);
                }}
              >
                <option value="" />
                {targets.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.displayName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        )}
      </AppDialog>
      <ConfirmDialog
        open={asking}
        title={t.moveConfirmTitle}
        text={interpolate(t.moveConfirm, { n: count, from: name, to: chosen?.displayName ?? '' })}
        confirmLabel={t.moveConfirmAction}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void move()}
      />
    </>
  );
}
