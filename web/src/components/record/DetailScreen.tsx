import { Alert, Badge, Box, Breadcrumb, Button, Card, DataList, Flex, Grid, Heading, IconButton, Stack } from '@chakra-ui/react';
import { ActionMenu } from '../ActionMenu';
import { lazy, Suspense, useCallback, useRef, useState, useTransition } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { nlDetail } from '../../i18n/nl/detail';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlForm } from '../../i18n/nl/form';
import { nlTicket } from '../../i18n/nl/ticket';
import { badgePalette } from '../../lib/badgeColor';
import { formatDateTime } from '../../lib/dates';
import { interpolate } from '../../lib/interpolate';
import { hasChanges, isFieldVisible, mutationInput, valuesFromRecord, type FormValues } from '../../lib/recordForm';
import { fieldErrors } from '../../lib/userErrors';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { reloadSession } from '../../routes/guard';
import { BusySpinner } from '../BusySpinner';
import { ConfirmDialog } from '../ConfirmDialog';
import { MoreIcon, RefreshIcon } from '../icons';
import { notify, notifyValidation } from '../toaster';
import { displayValue } from './fieldDisplay';
import { confirmQuestion } from './confirmField';
import { RecordTabs } from './RecordTabs';
import { runRecordMutation } from './recordMutations';
import type { RecordBase, RecordConfig, RecordNotice } from './types';
import { useRecordFields } from './useRecordFields';

// A record opens to be read far more often than to be edited: the form (with its selects) loads on 'Bewerken'.
const RecordForm = lazy(() => import('../form/RecordForm').then((module) => ({ default: module.RecordForm })));

interface DetailScreenProps<Rec extends RecordBase> {
  config: RecordConfig<Rec>;
  record: Rec;
}

/**
 * The generic detail screen (spec core §2): breadcrumb with the record's label and badge,
 * refresh, a dropdown with Geschiedenis, Archiveer/Herstel and Verwijderen, and the fields
 * with an edit form that sends only what changed.
 */
export function DetailScreen<Rec extends RecordBase>({ config, record }: DetailScreenProps<Rec>) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [refreshing, startRefresh] = useTransition();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [confirmInput, setConfirmInput] = useState<{ text: string; input: Record<string, unknown> } | null>(null);
  const revalidator = useRevalidator();
  const actionsButton = useRef<HTMLButtonElement>(null);

  const fields = useRecordFields(config as RecordConfig<never>);
  const can = (action: string) => viewer.permissions.has(`${config.type}.${action}`);
  const label = config.title?.(record) ?? record.label ?? `#${record.databaseId}`;
  const archived = Boolean(record.archivedAt);
  const named = { type: config.texts.singular, name: label };

  const reload = useCallback(() => {
    startRefresh(() => {
      fetchQuery(environment, config.detailQuery, { id: String(record.databaseId) }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    });
  }, [environment, config.detailQuery, record.databaseId]);

  const send = async (input: Record<string, unknown>) => {
    if (!config.updateMutation) return;
    setBusy(true);
    setServerErrors({});
    try {
      const result = await runRecordMutation(environment, config.updateMutation, input);
      setBusy(false);
      const question = confirmQuestion(config, result.userErrors);
      if (question) {
        setConfirmInput({ text: question, input });
        return;
      }
      if (result.userErrors.length > 0) {
        setServerErrors(fieldErrors(result.userErrors));
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', interpolate(nlForm.updated, { label: config.texts.singular }));
      setEditing(false);
      reload();
      if (config.reloadsSession) void reloadSession(revalidator);
    } catch (error) {
      setBusy(false);
      reportMutationFailure(error);
    }
  };

  const save = (values: FormValues) => {
    const original = valuesFromRecord(fields, record as unknown as Record<string, unknown>);
    const { fields: changed, relationships } = mutationInput(fields, values, original);
    if (!hasChanges({ fields: changed, relationships })) {
      notify('info', nlForm.noChanges);
      setEditing(false);
      return;
    }
    const input: Record<string, unknown> = { id: record.id, ...changed };
    if (Object.keys(relationships).length > 0) input.relationships = relationships;
    void send(input);
  };

  const archiveOrRestore = async () => {
    const mutation = archived ? config.restoreMutation : config.archiveMutation;
    if (!mutation) return;
    try {
      const result = await runRecordMutation(environment, mutation, { id: record.id });
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', interpolate(archived ? nlDetail.restoredDone : nlDetail.archivedDone, { label: config.texts.singular }));
      reload();
    } catch (error) {
      reportMutationFailure(error);
    }
  };

  const remove = async () => {
    if (!config.deleteMutation) return;
    setBusy(true);
    try {
      const result = await runRecordMutation(environment, config.deleteMutation, { id: record.id });
      setBusy(false);
      setConfirmDelete(false);
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', nlDetail.deleted);
      navigate(config.listPath, { replace: true });
    } catch (error) {
      setBusy(false);
      setConfirmDelete(false);
      reportMutationFailure(error);
    }
  };

  const canHistory = viewer.permissions.has('activity-log.index');
  const canArchive = can('archive') && Boolean(archived ? config.restoreMutation : config.archiveMutation);
  const locked = config.locked?.(record) ?? false;
  const canDelete = can('destroy') && !config.operatorRoute && Boolean(config.deleteMutation) && !locked;
  const canEdit = can('update') && Boolean(config.updateMutation) && !(archived && config.lockedWhenArchived) && !locked;
  const historyPath = `/activity-log?subject_id=${record.databaseId}&subject_type=${encodeURIComponent(config.subjectType ?? config.type)}`;
  const recordValues = record as unknown as Record<string, unknown>;
  const shownValues = valuesFromRecord(fields, recordValues);
  const archivedText = config.archivedBanner ?? nlDetail.archivedBanner;
  const notices: RecordNotice[] = [...(archived ? [archivedText] : []), ...(config.notices?.(record) ?? [])].map((notice) =>
    typeof notice === 'string' ? { text: notice, status: 'warning' } : notice,
  );
  const bannerRestore = archived && config.restoreInBanner && canArchive;

  const fieldsPanel = (
    <Card.Root size="sm" as="section" aria-labelledby="record-fields-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="sm" id="record-fields-title">
            {editing ? interpolate(nlDetail.editTitle, { label: config.texts.singular }) : nlDetail.details}
          </Heading>
          {canEdit && !editing && (
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
              {nlForm.edit}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Suspense fallback={<BusySpinner />}>
            <RecordForm
              key={record.updatedAt ?? ''}
              fields={fields}
              initial={valuesFromRecord(fields, recordValues)}
              creating={false}
              serverErrors={serverErrors}
              busy={busy}
              onSubmit={save}
              onCancel={() => {
                setEditing(false);
                setServerErrors({});
              }}
              columns={config.extra || config.tabs ? 1 : 2}
              record={recordValues}
            />
          </Suspense>
        ) : (
          <DataList.Root orientation="horizontal" size="sm" gap="3" data-testid="record-fields">
            {fields
              .filter((f) => !f.createOnlyVisible && isFieldVisible(f, shownValues))
              .map((field) => (
                <DataList.Item key={field.name}>
                  <DataList.ItemLabel flexShrink={0} w={{ base: "8.5rem", md: "13rem" }}>{field.label}</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-word">{displayValue(field, recordValues, viewer)}</DataList.ItemValue>
                </DataList.Item>
              ))}
            {record.createdAt && (
              <DataList.Item>
                <DataList.ItemLabel flexShrink={0} w={{ base: "8.5rem", md: "13rem" }}>{nlDetail.createdAt}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(record.createdAt)}</DataList.ItemValue>
              </DataList.Item>
            )}
            {record.updatedAt && (
              <DataList.Item>
                <DataList.ItemLabel flexShrink={0} w={{ base: "8.5rem", md: "13rem" }}>{nlDetail.updatedAt}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(record.updatedAt)}</DataList.ItemValue>
              </DataList.Item>
            )}
            {record.archivedAt && (
              <DataList.Item>
                <DataList.ItemLabel flexShrink={0} w={{ base: "8.5rem", md: "13rem" }}>{nlDetail.archivedAt}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(record.archivedAt)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
        )}
      </Card.Body>
    </Card.Root>
  );

  return (
    <Stack gap="4" data-testid={`detail-${config.type}`}>
      <Breadcrumb.Root size="sm" aria-label={nlTicket.breadcrumb}>
        <Breadcrumb.List>
          <Breadcrumb.Item flexShrink={0}>
            <Breadcrumb.Link asChild>
              <RouterLink to={config.listPath}>{config.texts.title}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item minW="0">
            <Breadcrumb.CurrentLink truncate>{label}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} wrap="wrap">
        <Flex gap="2" align="center" flex="1" minW="0" wrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }} lineHeight="short" wordBreak="break-word" data-testid="record-title">
            {label}
          </Heading>
          {config.badges?.(record)}
          {record.badgeText && (
            <Badge colorPalette={badgePalette(record.badgeColor)} variant="subtle">
              {record.badgeText}
            </Badge>
          )}
          {config.template && (
            <Badge colorPalette="purple" variant="subtle">
              {nlDetail.template}
            </Badge>
          )}
          {archived && (
            <Badge colorPalette="gray" variant="solid" data-testid="archived-badge">
              {nlDetail.archived}
            </Badge>
          )}
        </Flex>
        <Flex gap="1" align="center">
          <IconButton aria-label={nlDetail.refresh} title={nlDetail.refresh} variant="ghost" size="sm" onClick={reload} loading={refreshing}>
            <RefreshIcon />
          </IconButton>
          {config.headerActions?.(record, { reload })}
          {(canHistory || canArchive || canDelete) && (
            <ActionMenu
              entries={[
                ...(canHistory ? [{ value: 'history', label: nlDetail.history }] : []),
                ...(canArchive ? [{ value: 'archive', label: archived ? nlDetail.restore : nlDetail.archive }] : []),
                ...(canDelete ? [{ value: 'delete', label: nlDetail.delete, danger: true }] : []),
              ]}
              onSelect={(value) => {
                if (value === 'history') navigate(historyPath);
                if (value === 'archive' && archived && config.restoreConfirm) setConfirmRestore(true);
                else if (value === 'archive' && archived) void archiveOrRestore();
                else if (value === 'archive') setConfirmArchive(true);
                if (value === 'delete') setConfirmDelete(true);
              }}
              trigger={(handlers) => (
                <Button ref={actionsButton} variant="outline" size="sm" {...handlers}>
                  {nlDetail.actions}
                  <MoreIcon />
                </Button>
              )}
            />
          )}
        </Flex>
      </Flex>

      {notices.map(({ text, status }) => (
        <Alert.Root key={text} status={status} size="sm" data-testid="record-banner">
          <Alert.Indicator />
          <Alert.Title fontWeight={status === 'info' ? 'normal' : undefined}>{text}</Alert.Title>
          {bannerRestore && text === archivedText && (
            <Button size="xs" variant="outline" ms="auto" onClick={() => (config.restoreConfirm ? setConfirmRestore(true) : void archiveOrRestore())}>
              {nlDetail.restore}
            </Button>
          )}
        </Alert.Root>
      ))}

      {config.body ? (
        config.body(record, { reload })
      ) : config.extra || config.tabs ? (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }} gap={{ base: '4', lg: '6' }} alignItems="start">
          <Stack order={{ base: config.mainFirst ? 0 : 1, lg: 0 }} minW="0" gap="4">
            {config.extra?.(record)}
            {config.tabs && (
              <Card.Root size="sm" as="section" aria-label={nlDetail.related}>
                <Card.Body>
                  <RecordTabs tabs={config.tabs} record={record} />
                </Card.Body>
              </Card.Root>
            )}
          </Stack>
          <Stack order={{ base: config.mainFirst ? 1 : 0, lg: 1 }} minW="0" gap="4">
            {fieldsPanel}
            {config.aside?.(record)}
          </Stack>
        </Grid>
      ) : (
        <Box maxW="4xl">{fieldsPanel}</Box>
      )}

      <ConfirmDialog
        open={confirmRestore}
        title={config.restoreConfirm?.title ?? ''}
        text={config.restoreConfirm?.text ?? ''}
        onConfirm={() => {
          setConfirmRestore(false);
          void archiveOrRestore();
        }}
        onCancel={() => setConfirmRestore(false)}
      />
      <ConfirmDialog
        open={confirmArchive}
        returnFocus={actionsButton}
        title={interpolate(nlDialog.archiveTitle, named)}
        text={interpolate(nlDialog.archiveText, named)}
        confirmLabel={nlDialog.archiveConfirm}
        danger
        onConfirm={() => {
          setConfirmArchive(false);
          void archiveOrRestore();
        }}
        onCancel={() => setConfirmArchive(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        returnFocus={actionsButton}
        title={interpolate(nlDialog.deleteNamedTitle, named)}
        text={nlDialog.delete}
        confirmLabel={nlDialog.deleteConfirm}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      {config.confirmField && (
        <ConfirmDialog
          open={confirmInput !== null}
          title={config.confirmField.title}
          text={confirmInput?.text ?? ''}
          confirmLabel={config.confirmField.confirmLabel}
          busy={busy}
          onCancel={() => setConfirmInput(null)}
          onConfirm={() => {
            const input = confirmInput!.input;
            setConfirmInput(null);
            void send({ ...input, [config.confirmField!.field]: true });
          }}
        />
      )}
    </Stack>
  );
}
