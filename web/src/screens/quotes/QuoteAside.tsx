import { Box, Button, Card, DataList, Flex, Heading, Link, Portal, Stack, Tooltip } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { nlOptions } from '../../i18n/nl/options';
import { nlQuote } from '../../i18n/nl/quote';
import { formatDateTime } from '../../lib/dates';
import { useCan } from '../../relay/viewer';
import { isDecided } from './QuoteActions';
import { QuoteSendDialog } from './QuoteSendDialog';

interface Linked {
  readonly databaseId: number;
  readonly label?: string | null;
}

/** What the quote's side column shows beside its own fields. */
export interface QuoteAsideData {
  readonly databaseId: number;
  readonly statusId?: number | null;
  readonly sentAt?: string | null;
  readonly deal?: {
    readonly statusId?: number | null;
    readonly stage?: { readonly label?: string | null; readonly name?: string | null } | null;
    readonly company?: (Linked & { readonly name?: string | null }) | null;
    readonly client?: (Linked & { readonly fullName?: string | null; readonly email?: string | null }) | null;
  } | null;
  readonly projects?: { readonly edges: readonly { readonly node: Linked & { readonly name?: string | null } }[] } | null;
}

const t = nlQuote;

const link = (to: string, text: string) => (
  <Link asChild color="blue.700">
    <RouterLink to={to}>{text}</RouterLink>
  </Link>
);

/**
 * The quote's sidebar beside its fields (spec back-office §2): sent date, the deal's company,
 * contact (with e-mail), stage and status, and the projects made from it.
 */
export function QuoteAside({ quote, onSent }: { quote: QuoteAsideData; onSent: () => void }) {
  const deal = quote.deal;
  const [sending, setSending] = useState(false);
  const maySend = useCan('quotes', 'update') && !isDecided(quote.statusId);
  const canMail = Boolean(deal?.client?.email?.trim());
  const projects = quote.projects?.edges.map((edge) => edge.node) ?? [];
  const dealStatus = deal?.statusId ? nlOptions.dealStatus[String(deal.statusId) as keyof typeof nlOptions.dealStatus] : undefined;
  const rows: [string, ReactNode, string][] = [
    [t.sentAt, quote.sentAt ? formatDateTime(quote.sentAt) : t.notSent, 'aside-sent-at'],
    [t.company, deal?.company ? link(`/companies/${deal.company.databaseId}`, deal.company.label ?? deal.company.name ?? '') : t.none, 'aside-company'],
    [
      t.contact,
      deal?.client ? (
        <Stack gap="0">
          {link(`/clients/${deal.client.databaseId}`, deal.client.label ?? deal.client.fullName ?? '')}
          {deal.client.email && <span>{deal.client.email}</span>}
        </Stack>
      ) : (
        t.none
      ),
      'aside-contact',
    ],
    [t.dealStage, deal?.stage?.label ?? deal?.stage?.name ?? t.none, 'aside-deal-stage'],
    [t.dealStatus, dealStatus ?? t.none, 'aside-deal-status'],
    [
      t.projects,
      projects.length > 0 ? <Stack gap="0">{projects.map((project) => <span key={project.databaseId}>{link(`/projects/${project.databaseId}`, project.label ?? project.name ?? `#${project.databaseId}`)}</span>)}</Stack> : t.none,
      'aside-projects',
    ],
  ];
  return (
    <Card.Root size="sm" as="section" aria-labelledby="quote-aside-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="sm" id="quote-aside-title">
            {t.details}
          </Heading>
          {maySend && <SendButton canMail={canMail} onClick={() => setSending(true)} />}
        </Flex>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm" gap="3">
          {rows.map(([label, value, testId]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel flexShrink={0} w={{ base: '8.5rem', md: '13rem' }}>
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word" data-testid={testId}>
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      {sending && <QuoteSendDialog quoteId={quote.databaseId} onClose={() => setSending(false)} onSent={onSent} />}
    </Card.Root>
  );
}

/** 'Verzenden', disabled with the reason as tooltip while the deal's contact has no e-mail (back-office §5). */
function SendButton({ canMail, onClick }: { canMail: boolean; onClick: () => void }) {
  const button = (
    <Button size="xs" colorPalette="blue" disabled={!canMail} onClick={onClick} data-testid="quote-send">
      {t.send}
    </Button>
  );
  if (canMail) return button;
  // A disabled button gets no pointer events: the tooltip hangs on the box around it.
  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>
        <Box as="span" display="inline-block" tabIndex={0} role="group" aria-label={t.noEmail} data-testid="quote-send-disabled">
          {button}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{t.noEmail}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
