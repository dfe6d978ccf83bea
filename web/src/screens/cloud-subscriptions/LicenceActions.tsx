import { Badge, Box, Button, Checkbox, CloseButton, Drawer, Field, Flex, IconButton, Input, NativeSelect, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { ActionMenu } from '../../components/ActionMenu';
import { Suspense, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { LicenceActionsIgnoreMutation } from '../../__generated__/LicenceActionsIgnoreMutation.graphql';
import type { LicenceActionsLinkMutation } from '../../__generated__/LicenceActionsLinkMutation.graphql';
import type { LicenceActionsLinesQuery } from '../../__generated__/LicenceActionsLinesQuery.graphql';
import type { LicenceActionsLinksQuery } from '../../__generated__/LicenceActionsLinksQuery.graphql';
import type { LicenceActionsUnlinkMutation } from '../../__generated__/LicenceActionsUnlinkMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MoreIcon, TrashIcon } from '../../components/icons';
import { SEARCH_DEBOUNCE_MS } from '../../components/SearchInput';
import { notify, notifyValidation } from '../../components/toaster';
import { nlCloudLicences } from '../../i18n/nl/cloudLicences';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlValues } from '../../i18n/nl/values';
import { interpolate } from '../../lib/interpolate';
import { fieldErrors } from '../../lib/userErrors';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { useDebounced } from '../../components/useDebounced';

const t = nlCloudLicences;

/** The licence as the list row, its links and the figures that change with them. */
const linksQuery = graphql`
  query LicenceActionsLinksQuery($id: ID!) {
    licence: cloudDistributionSubscription(id: $id) {
      id
      databaseId
      quantity
      linkedQuantity
      quantityDifference
      ignore
      relations(first: 50) {
        edges {
          node {
            id
            databaseId
            updateQuantity
            morphable {
              ... on SubscriptionLine {
                databaseId
                description
                quantity
                subscription {
                  description
                }
              }
            }
          }
        }
      }
    }
  }
`;

const linesQuery = graphql`
  query LicenceActionsLinesQuery($search: String, $filter: [FieldFilter!]) {
    list: subscriptionLines(first: 20, search: $search, filter: $filter) {
      edges {
        node {
          databaseId
          description
          quantity
          subscription {
            description
          }
        }
      }
    }
  }
`;

const linkMutation = graphql`
  mutation LicenceActionsLinkMutation($input: CreateCloudDistributionSubscriptionRelationInput!) {
    result: createCloudDistributionSubscriptionRelation(input: $input) {
      record: cloudDistributionSubscriptionRelation {
        id
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const unlinkMutation = graphql`
  mutation LicenceActionsUnlinkMutation($input: RecordIdInput!) {
    result: deleteCloudDistributionSubscriptionRelation(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const ignoreMutation = graphql`
  mutation LicenceActionsIgnoreMutation($input: UpdateCloudDistributionSubscriptionInput!) {
    result: updateCloudDistributionSubscription(input: $input) {
      record: cloudDistributionSubscription {
        id
        ignore
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface LicenceRow {
  readonly id: string;
  readonly databaseId: number;
  readonly name?: string | null;
  readonly label?: string | null;
  readonly companyId?: number | null;
  readonly ignore?: boolean | null;
}

const lineLabel = (line: { description?: string | null; quantity?: number | null; subscription?: { description?: string | null } | null }) =>
  [line.subscription?.description, line.description].filter(Boolean).join(' – ') + (line.quantity != null ? ` (${line.quantity})` : '');

/** A licence row's menu: link it to a subscription line ('Koppel licentie'), ignore or un-ignore it. */
export function LicenceActions({ row }: { row: LicenceRow }) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const name = row.name ?? row.label ?? `#${row.databaseId}`;
  const canLink = viewer.permissions.has('cloud-distribution-subscription-relations.index');
  const canIgnore = viewer.permissions.has('cloud-distribution-subscriptions.update');
  if (!canLink && !canIgnore) return null;

  const toggleIgnore = async () => {
    try {
      const answer = await commitAsync<LicenceActionsIgnoreMutation>(environment, ignoreMutation, { input: { id: row.id, ignore: !row.ignore } });
      if (answer.result.userErrors.length > 0) {
        notifyValidation(answer.result.userErrors);
        return;
      }
      notify('success', answer.result.record?.ignore ? t.ignored : t.unignored);
    } catch (error) {
      reportMutationFailure(error);
    }
  };

  return (
    <>
      <ActionMenu
        entries={[...(canLink ? [{ value: 'link', label: t.link }] : []), ...(canIgnore ? [{ value: 'ignore', label: row.ignore ? t.unignore : t.ignore }] : [])]}
        onSelect={(value) => {
          if (value === 'link') setOpen(true);
          if (value === 'ignore') void toggleIgnore();
        }}
        trigger={(handlers) => (
          <IconButton aria-label={interpolate(t.actions, { name })} variant="ghost" size="xs" data-testid="licence-actions" {...handlers}>
            <MoreIcon />
          </IconButton>
        )}
      />
      {open && <LinkDrawer row={row} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The 'Koppel licentie' sidebar: the licence's links with Ontkoppelen, and a form for a new one. */
function LinkDrawer({ row, name, onClose }: { row: LicenceRow; name: string; onClose: () => void }) {
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="licence-link-drawer">
            <Drawer.Header>
              <Drawer.Title>{t.linkTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Suspense fallback={<Spinner />}>
                <LinkPanel row={row} name={name} />
              </Suspense>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={nlDialog.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function LinkPanel({ row, name }: { row: LicenceRow; name: string }) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<LicenceActionsLinksQuery>(linksQuery, { id: row.id }, { fetchPolicy: 'store-and-network', fetchKey });
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [lineId, setLineId] = useState('');
  const [updateQuantity, setUpdateQuantity] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unlinking, setUnlinking] = useState<{ id: string; label: string } | null>(null);
  const links = data.licence?.relations?.edges.map((edge) => edge.node) ?? [];
  const canLink = viewer.permissions.has('cloud-distribution-subscription-relations.store');
  const canUnlink = viewer.permissions.has('cloud-distribution-subscription-relations.destroy');

  // The licence's own figures (linked quantity, difference) in the list change with its links.
  const reload = () => {
    setFetchKey((key) => key + 1);
    fetchQuery(environment, linksQuery, { id: row.id }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  };

  const link = async () => {
    if (!lineId) {
      setError(t.lineRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await commitAsync<LicenceActionsLinkMutation>(environment, linkMutation, {
        input: { cloudDistributionSubscriptionId: row.databaseId, morphableType: 'subscription-lines', morphableId: Number(lineId), updateQuantity },
      });
      if (answer.result.userErrors.length > 0 || !answer.result.record) {
        const errors = fieldErrors(answer.result.userErrors);
        setError(errors.morphableId ?? errors.morphable_id ?? answer.result.userErrors[0]?.message ?? null);
        notify('danger', t.notLinked);
        return;
      }
      notify('success', t.linked);
      setLineId('');
      setUpdateQuantity(false);
      reload();
    } catch (failure) {
      notify('danger', t.notLinked);
      reportMutationFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const unlink = async (id: string) => {
    setUnlinking(null);
    try {
      const answer = await commitAsync<LicenceActionsUnlinkMutation>(environment, unlinkMutation, { input: { id } });
      if (answer.result.userErrors.length > 0) {
        notifyValidation(answer.result.userErrors);
        return;
      }
      notify('success', t.unlinked);
      reload();
    } catch (failure) {
      reportMutationFailure(failure);
    }
  };

  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {interpolate(t.linkIntro, { name })}
      </Text>
      <Stack gap="2" as="section" aria-label={t.links}>
        <Text fontWeight="semibold" fontSize="sm">
          {t.links}
        </Text>
        {links.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t.noLinks}
          </Text>
        )}
        {links.map((linked) => {
          const label = linked.morphable?.description !== undefined ? lineLabel(linked.morphable) : `#${linked.databaseId}`;
          return (
            <Flex key={linked.id} align="center" gap="2" data-testid="licence-link">
              <Box flex="1" fontSize="sm">
                {label}
                {linked.updateQuantity && (
                  <Badge ms="2" size="sm" colorPalette="blue" variant="subtle">
                    {t.follows}
                  </Badge>
                )}
              </Box>
              {canUnlink && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setUnlinking({ id: linked.id, label })} aria-label={interpolate(t.unlinkLabel, { line: label })}>
                  <TrashIcon />
                  {t.unlink}
                </Button>
              )}
            </Flex>
          );
        })}
      </Stack>
      {canLink && (
        <Stack gap="3" as="section" aria-label={t.link}>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t.line}</Field.Label>
            <Input size="sm" placeholder={t.lineSearch} value={search} onChange={(event) => setSearch(event.target.value)} aria-label={t.lineSearch} />
            <Suspense fallback={<Spinner size="sm" mt="2" />}>
              <LineSelect search={debounced} companyId={row.companyId ?? null} value={lineId} onChange={(value) => { setLineId(value); setError(null); }} />
            </Suspense>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Checkbox.Root checked={updateQuantity} onCheckedChange={(details) => setUpdateQuantity(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{t.updateQuantity}</Checkbox.Label>
            </Checkbox.Root>
            <Field.HelperText>{t.updateQuantityHelp}</Field.HelperText>
          </Field.Root>
          <Flex justify="flex-end">
            <Button colorPalette="blue" size="sm" onClick={() => void link()} loading={busy}>
              {t.link}
            </Button>
          </Flex>
        </Stack>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title={interpolate(t.unlinkTitle, { line: unlinking?.label ?? '' })}
        text={t.unlinkText}
        confirmLabel={t.unlink}
        danger
        onConfirm={() => unlinking && void unlink(unlinking.id)}
        onCancel={() => setUnlinking(null)}
      />
    </Stack>
  );
}

/** The company's subscription lines (every line when the licence has no company), narrowed by the search. */
function LineSelect({ search, companyId, value, onChange }: { search: string; companyId: number | null; value: string; onChange: (value: string) => void }) {
  const data = useLazyLoadQuery<LicenceActionsLinesQuery>(
    linesQuery,
    { search: search.trim() || null, filter: companyId ? [{ field: 'subscription.companyId', operator: 'EQ', value: companyId }] : null },
    { fetchPolicy: 'store-and-network' },
  );
  const lines = data.list?.edges.map((edge) => edge.node) ?? [];
  return (
    <NativeSelect.Root size="sm" mt="2">
      <NativeSelect.Field aria-label={t.line} value={value} onChange={(event) => onChange(event.currentTarget.value)} data-testid="licence-line-select">
        <option value="">{nlValues.none}</option>
        {lines.map((line) => (
          <option key={line.databaseId} value={String(line.databaseId)}>
            {lineLabel(line)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
