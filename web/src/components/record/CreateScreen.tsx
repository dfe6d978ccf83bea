import { Breadcrumb, Card, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { nlErrors } from '../../i18n/nl/errors';
import { nlForm } from '../../i18n/nl/form';
import { nlTicket } from '../../i18n/nl/ticket';
import { interpolate } from '../../lib/interpolate';
import { initialValues, mutationInput, valuesFromRecord, type FormValues } from '../../lib/recordForm';
import { fieldErrors } from '../../lib/userErrors';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { reloadSession } from '../../routes/guard';
import { ConfirmDialog } from '../ConfirmDialog';
import { PageSpinner } from '../PageSpinner';
import { notify, notifyValidation } from '../toaster';
import { RecordForm } from '../form/RecordForm';
import { confirmQuestion } from './confirmField';
import { runRecordMutation } from './recordMutations';
import type { RecordConfig } from './types';
import { useRecordFields } from './useRecordFields';
import { useRelationLabels } from './useRelationLabels';

/**
 * The generic create screen (spec core §2): the form prefilled from defaults and the route
 * query; after saving '<label> aangemaakt!' and on to the new record.
 */
export function CreateScreen({ config }: { config: RecordConfig }) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<{ text: string; input: Record<string, unknown> } | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const revalidator = useRevalidator();

  const fields = useRecordFields(config as RecordConfig<never>);
  const prefilled = useMemo(
    () => initialValues(fields, searchParams, config.defaults?.(viewer) ?? {}),
    // The address's query only prefills once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, fields],
  );
  const labelled = useRelationLabels(fields, prefilled);
  const copied = useDuplicate(config, fields, searchParams.get('duplicate'));
  const initial = copied === undefined ? labelled : copied;

  const send = async (input: Record<string, unknown>) => {
    if (!config.createMutation) return;
    setBusy(true);
    setServerErrors({});
    try {
      const result = await runRecordMutation(environment, config.createMutation, input);
      const question = confirmQuestion(config, result.userErrors);
      if (question) {
        setBusy(false);
        setConfirm({ text: question, input });
        return;
      }
      if (result.userErrors.length > 0 || !result.record) {
        setServerErrors(fieldErrors(result.userErrors));
        notifyValidation(result.userErrors.length > 0 ? result.userErrors : [{ message: nlErrors.generic }]);
        setBusy(false);
        return;
      }
      notify('success', interpolate(nlForm.created, { label: config.texts.singular }));
      const opened = Promise.resolve(navigate(config.recordPath(result.record.databaseId), { replace: true }));
      // Read status and profile again once the new record shows, so the save does not wait for them.
      if (config.reloadsSession) void opened.then(() => reloadSession(revalidator));
    } catch (error) {
      reportMutationFailure(error);
      setBusy(false);
    }
  };

  const save = (values: FormValues) => {
    const { fields: filled, relationships } = mutationInput(fields, values);
    const input: Record<string, unknown> = { ...filled };
    if (Object.keys(relationships).length > 0) input.relationships = relationships;
    void send(input);
  };

  return (
    <Stack gap="4">
      <Breadcrumb.Root size="sm" aria-label={nlTicket.breadcrumb}>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={config.listPath}>{config.texts.title}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{config.texts.newLabel}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Heading as="h1" size="xl">
        {config.texts.newLabel}
      </Heading>
      <Card.Root>
        <Card.Body>
          {initial ? (
            <RecordForm
              fields={fields}
              initial={initial}
              creating
              serverErrors={serverErrors}
              busy={busy}
              onSubmit={save}
              onCancel={() => navigate(config.listPath)}
              onValuesChange={config.createExtra ? setValues : undefined}
            />
          ) : (
            <PageSpinner />
          )}
          {initial && config.createExtra?.(values)}
        </Card.Body>
      </Card.Root>
      {config.confirmField && (
        <ConfirmDialog
          open={confirm !== null}
          title={config.confirmField.title}
          text={confirm?.text ?? ''}
          confirmLabel={config.confirmField.confirmLabel}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            const input = confirm!.input;
            setConfirm(null);
            void send({ ...input, [config.confirmField!.field]: true });
          }}
        />
      )}
    </Stack>
  );
}

/**
 * The form values of the record `?duplicate={id}` names, as the config copies them: undefined
 * when the screen makes a record from scratch, null while the copied record loads.
 */
function useDuplicate(config: RecordConfig, fields: ReturnType<typeof useRecordFields>, sourceId: string | null): FormValues | null | undefined {
  const environment = useRelayEnvironment();
  const copying = Boolean(config.duplicate && sourceId && /^\d+$/.test(sourceId));
  const [values, setValues] = useState<FormValues | null>(null);
  useEffect(() => {
    if (!copying) return undefined;
    let cancelled = false;
    fetchQuery(environment, config.detailQuery, { id: sourceId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (cancelled) return;
        const record = (data as { record?: Record<string, unknown> | null } | undefined)?.record;
        // A copy of nothing (gone, or not visible to the viewer) starts empty.
        setValues(record ? config.duplicate!(valuesFromRecord(fields, record)) : initialValues(fields, new URLSearchParams()));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        reportMutationFailure(error);
        setValues(initialValues(fields, new URLSearchParams()));
      });
    return () => {
      cancelled = true;
    };
  }, [copying, environment, config, fields, sourceId]);
  return copying ? values : undefined;
}
