import { Badge, Button, Card, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { nlAccounting } from '../../i18n/nl/accounting';
import { runAction } from '../../relay/commit';
import { useViewer } from '../../relay/viewer';
import type { AccountingSettings } from './accountingData';
import {
  disconnectEboekhoudenMutation,
  disconnectExactMutation,
  saveSettings,
  startExactMutation,
  updateEboekhoudenMutation,
  updateExactMutation,
} from './accountingMutations';
import { MappingEditor } from './MappingEditor';

const t = nlAccounting;

/** Where Exact Online sends the admin back to; registered as the app's redirect URL in Exact's App Center. */
export const EXACT_CALLBACK_PATH = '/settings/accounting/exact';

function activeText(settings: AccountingSettings): string {
  if (settings.exactModule && settings.eboekhoudenModule) return t.activeBoth;
  if (settings.exactModule) return t.activeExact;
  if (settings.eboekhoudenModule) return t.activeEboekhouden;
  return t.activeNone;
}

function TextField({ id, label, help, value, placeholder, type = 'text', disabled, onChange }: { id: string; label: string; help?: ReactNode; value: string; placeholder?: string; type?: string; disabled: boolean; onChange: (value: string) => void }) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} type={type} value={value} placeholder={placeholder} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

function PackageCard({ testId, title, status, connected, children }: { testId: string; title: string; status: string; connected: boolean; children: ReactNode }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header pb="0">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Badge colorPalette={connected ? 'green' : 'gray'} data-testid={`${testId}-status`}>
            {status}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ExactCard({ settings, editable, onSaved }: { settings: AccountingSettings; editable: boolean; onSaved: (settings: AccountingSettings) => void }) {
  const environment = useRelayEnvironment();
  const exact = settings.exactOnline;
  const [clientId, setClientId] = useState(exact.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [journal, setJournal] = useState(exact.journal ?? '');
  const [busy, setBusy] = useState(false);
  const disabled = !editable || busy;

  const run = async (work: () => Promise<AccountingSettings | null>) => {
    setBusy(true);
    const next = await work();
    setBusy(false);
    if (next) {
      setClientSecret('');
      onSaved(next);
    }
  };
  const save = () => run(() => saveSettings(environment, updateExactMutation, { clientId, clientSecret, journal }, t.saved));
  const connect = async () => {
    setBusy(true);
    const result = await runAction(environment, startExactMutation, {}, { quiet: true });
    if (typeof result?.url === 'string') window.location.assign(result.url);
    else setBusy(false);
  };

  return (
    <PackageCard testId="exact" title={t.exact.title} status={exact.connected ? t.exact.connected.replace('{division}', String(exact.division)) : t.exact.notConnected} connected={exact.connected}>
      <TextField id="exact-client-id" label={t.exact.clientId} value={clientId} disabled={disabled} onChange={setClientId} />
      <TextField
        id="exact-client-secret"
        label={t.exact.clientSecret}
        type="password"
        value={clientSecret}
        placeholder={exact.clientSecretSet ? t.secretPlaceholder : t.notSet}
        help={exact.clientSecretSet ? t.set : t.notSet}
        disabled={disabled}
        onChange={setClientSecret}
      />
      <TextField id="exact-journal" label={t.exact.journal} help={t.exact.journalHelp} value={journal} disabled={disabled} onChange={setJournal} />
      <Text fontSize="sm" color="fg.muted">
        {t.exact.redirectHelp}{' '}
        <Text as="span" fontFamily="mono">
          {`${window.location.origin}${EXACT_CALLBACK_PATH}`}
        </Text>
      </Text>
      {editable && (
        <Flex gap="2" justify="flex-end" wrap="wrap">
          {exact.connected && (
            <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => void run(() => saveSettings(environment, disconnectExactMutation, {}, t.disconnected))}>
              {t.disconnect}
            </Button>
          )}
          <Button variant="outline" disabled={busy || !exact.clientId || !exact.clientSecretSet} onClick={() => void connect()}>
            {t.exact.connect}
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={() => void save()}>
            {t.save}
          </Button>
        </Flex>
      )}
      <MappingEditor
        packageKey="EXACT_ONLINE"
        mappings={exact.mappings}
        externalHeader={t.exact.externalCode}
        vatHeader={t.exact.vatCode}
        productsHelp={t.exact.productsHelp}
        editable={editable}
        onSaved={onSaved}
      />
    </PackageCard>
  );
}

function EboekhoudenCard({ settings, editable, onSaved }: { settings: AccountingSettings; editable: boolean; onSaved: (settings: AccountingSettings) => void }) {
  const environment = useRelayEnvironment();
  const eb = settings.eboekhouden;
  const [apiToken, setApiToken] = useState('');
  const [source, setSource] = useState(eb.source ?? '');
  const [template, setTemplate] = useState(eb.invoiceTemplateId ? String(eb.invoiceTemplateId) : '');
  const [busy, setBusy] = useState(false);
  const disabled = !editable || busy;

  const run = async (work: () => Promise<AccountingSettings | null>) => {
    setBusy(true);
    const next = await work();
    setBusy(false);
    if (next) {
      setApiToken('');
      onSaved(next);
    }
  };
  const templateId = template.trim() === '' ? null : Number(template.trim());
  const save = () =>
    run(() =>
      saveSettings(environment, updateEboekhoudenMutation, { apiToken, source, invoiceTemplateId: Number.isInteger(templateId) ? templateId : null }, t.saved),
    );

  return (
    <PackageCard testId="eboekhouden" title={t.eboekhouden.title} status={eb.connected ? t.eboekhouden.connected : t.eboekhouden.notConnected} connected={eb.connected}>
      <TextField
        id="eboekhouden-api-token"
        label={t.eboekhouden.apiToken}
        type="password"
        value={apiToken}
        placeholder={eb.apiTokenSet ? t.secretPlaceholder : t.notSet}
        help={`${eb.apiTokenSet ? t.set : t.notSet}. ${t.eboekhouden.apiTokenHelp}`}
        disabled={disabled}
        onChange={setApiToken}
      />
      <TextField id="eboekhouden-source" label={t.eboekhouden.source} help={t.eboekhouden.sourceHelp} value={source} disabled={disabled} onChange={setSource} />
      <TextField id="eboekhouden-template" label={t.eboekhouden.template} type="number" value={template} disabled={disabled} onChange={setTemplate} />
      {editable && (
        <Flex gap="2" justify="flex-end" wrap="wrap">
          {eb.apiTokenSet && (
            <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => void run(() => saveSettings(environment, disconnectEboekhoudenMutation, {}, t.disconnected))}>
              {t.disconnect}
            </Button>
          )}
          <Button colorPalette="blue" loading={busy} onClick={() => void save()}>
            {t.save}
          </Button>
        </Flex>
      )}
      <MappingEditor
        packageKey="EBOEKHOUDEN"
        mappings={eb.mappings}
        externalHeader={t.eboekhouden.externalCode}
        vatHeader={t.eboekhouden.vatCode}
        productsHelp={t.eboekhouden.productsHelp}
        vatHelp={t.eboekhouden.vatHelp}
        editable={editable}
        onSaved={onSaved}
      />
    </PackageCard>
  );
}

/** Settings > Boekhoudpakket: credentials, the Exact Online consent and the mapping tables per package. */
export function AccountingScreen() {
  const loaded = useLoaderData() as AccountingSettings;
  const [settings, setSettings] = useState(loaded);
  const editable = useViewer().permissions.has('configs.update');
  return (
    <Stack gap="4" maxW="4xl" data-testid="accounting-screen">
      <Heading as="h1" size="xl">
        {t.title}
      </Heading>
      <Text color="fg.muted">{t.intro}</Text>
      <Text data-testid="accounting-active">{activeText(settings)}</Text>
      <ExactCard settings={settings} editable={editable} onSaved={setSettings} />
      <EboekhoudenCard settings={settings} editable={editable} onSaved={setSettings} />
    </Stack>
  );
}
