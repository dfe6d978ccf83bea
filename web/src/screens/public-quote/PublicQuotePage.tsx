import { Alert, Box, Button, Card, Center, Field, Heading, HStack, Input, Link, Stack, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { PublicQuotePageQuery } from '../../__generated__/PublicQuotePageQuery.graphql';
import type { PublicQuotePageAcceptMutation } from '../../__generated__/PublicQuotePageAcceptMutation.graphql';
import type { PublicQuotePageDeclineMutation } from '../../__generated__/PublicQuotePageDeclineMutation.graphql';
import { nlErrors } from '../../i18n/nl/errors';
import { nlPublicQuote } from '../../i18n/nl/publicQuote';
import { formatDate } from '../../lib/dateInput';
import { formatCurrency } from '../../lib/price';

const query = graphql`
  query PublicQuotePageQuery($token: String!) {
    publicQuote(token: $token) {
      reference
      name
      statusLabel
      canDecide
      createdAt
      sentAt
      decidedAt
      decidedByName
      tenantName
      companyName
      clientName
      introText
      footerText
      totalExcl
      pdfUrl
      phases {
        name
        description
        totalExcl
        lines {
          productCode
          description
          quantity
          quantityUnit
          price
          totalExcl
        }
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation PublicQuotePageAcceptMutation($input: AcceptPublicQuoteInput!) {
    acceptPublicQuote(input: $input) {
      ok
      message
    }
  }
`;

const declineMutation = graphql`
  mutation PublicQuotePageDeclineMutation($input: DeclinePublicQuoteInput!) {
    declinePublicQuote(input: $input) {
      ok
      message
    }
  }
`;

const texts = nlPublicQuote;

/** DD-MM-YYYY of a timestamp. */
const day = (value: unknown) => (typeof value === 'string' ? formatDate(value.slice(0, 10)) : '');

/** The page a customer reaches from the quote's e-mail: read, download, accept with a name or decline. No sign-in. */
export function PublicQuotePage() {
  const { token = '' } = useParams();
  return (
    <Center minH="100vh" bg="bg.subtle" px="4" py="8" alignItems="flex-start">
      <Box w="full" maxW="4xl">
        <Suspense fallback={<Text>{texts.loading}</Text>}>
          <QuoteView token={token} />
        </Suspense>
      </Box>
    </Center>
  );
}

function QuoteView({ token }: { token: string }) {
  const { publicQuote: quote } = useLazyLoadQuery<PublicQuotePageQuery>(query, { token }, { fetchPolicy: 'network-only' });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  if (!quote) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{texts.invalidTitle}</Alert.Title>
          <Alert.Description>{texts.invalidText}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text color="fg.muted">{quote.tenantName}</Text>
        <Heading as="h1" size="2xl">
          {texts.title(quote.reference)}
        </Heading>
        <Text fontSize="lg">{quote.name}</Text>
        <Text color="fg.muted">
          {[quote.companyName, quote.clientName].filter(Boolean).join(' · ')} · {texts.date} {day(quote.sentAt ?? quote.createdAt)}
        </Text>
      </Stack>
      {quote.introText && <Box dangerouslySetInnerHTML={{ __html: quote.introText }} />}
      {quote.phases.map((phase) => (
        <Card.Root key={phase.name}>
          <Card.Header>
            <Heading as="h2" size="md">
              {phase.name}
            </Heading>
            {phase.description && <Text color="fg.muted">{phase.description}</Text>}
          </Card.Header>
          <Card.Body>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{texts.code}</Table.ColumnHeader>
                  <Table.ColumnHeader>{texts.description}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{texts.quantity}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{texts.price}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{texts.total}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {phase.lines.map((line, index) => (
                  <Table.Row key={index}>
                    <Table.Cell>{line.productCode}</Table.Cell>
                    <Table.Cell>{line.description}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {line.quantity.toLocaleString('nl-NL')} {line.quantityUnit}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCurrency(line.price)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCurrency(line.totalExcl)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Text textAlign="end" fontWeight="semibold" mt="2">
              {texts.phaseTotal} {formatCurrency(phase.totalExcl)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
      <Text textAlign="end" fontSize="xl" fontWeight="bold">
        {texts.totalExcl} {formatCurrency(quote.totalExcl)}
      </Text>
      {quote.footerText && <Box dangerouslySetInnerHTML={{ __html: quote.footerText }} />}
      {quote.pdfUrl && (
        <Link href={quote.pdfUrl} target="_blank" rel="noopener">
          {texts.download}
        </Link>
      )}
      {outcome ? (
        <Alert.Root status={outcome.ok ? 'success' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>{outcome.message}</Alert.Title>
        </Alert.Root>
      ) : quote.canDecide ? (
        <Decision token={token} onDone={setOutcome} />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{texts.alreadyDecided(quote.statusLabel ?? '', day(quote.decidedAt))}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

function Decision({ token, onDone }: { token: string; onDone: (outcome: { ok: boolean; message: string }) => void }) {
  const [accept, accepting] = useMutation<PublicQuotePageAcceptMutation>(acceptMutation);
  const [decline, declining] = useMutation<PublicQuotePageDeclineMutation>(declineMutation);
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const busy = accepting || declining;
  const failed = () => onDone({ ok: false, message: nlErrors.generic });

  const onAccept = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || name.trim() === '') return;
    accept({
      variables: { input: { token, name: name.trim() } },
      onCompleted: ({ acceptPublicQuote }) => onDone({ ok: acceptPublicQuote.ok, message: acceptPublicQuote.ok ? texts.acceptedText : (acceptPublicQuote.message ?? nlErrors.generic) }),
      onError: failed,
    });
  };
  const onDecline = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    decline({
      variables: { input: { token, reason: reason.trim() === '' ? null : reason.trim() } },
      onCompleted: ({ declinePublicQuote }) => onDone({ ok: declinePublicQuote.ok, message: declinePublicQuote.ok ? texts.declinedText : (declinePublicQuote.message ?? nlErrors.generic) }),
      onError: failed,
    });
  };

  return (
    <HStack align="stretch" gap="4" flexWrap="wrap">
      <Card.Root flex="1" minW="xs">
        <Card.Body>
          <chakra.form onSubmit={onAccept}>
            <Stack gap="3">
              <Field.Root required>
                <Field.Label>{texts.name}</Field.Label>
                <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
              </Field.Root>
              <Button type="submit" colorPalette="green" disabled={name.trim() === ''} loading={accepting}>
                {texts.accept}
              </Button>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
      <Card.Root flex="1" minW="xs">
        <Card.Body>
          <chakra.form onSubmit={onDecline}>
            <Stack gap="3">
              <Field.Root>
                <Field.Label>{texts.reason}</Field.Label>
                <Textarea name="reason" value={reason} onChange={(event) => setReason(event.target.value)} />
              </Field.Root>
              <Button type="submit" variant="outline" colorPalette="red" loading={declining}>
                {texts.decline}
              </Button>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
    </HStack>
  );
}
