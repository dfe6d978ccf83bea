import { Button, Card, Field, Heading, Input, Stack, Textarea, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { PortalTicketCreateMutation } from '../../__generated__/PortalTicketCreateMutation.graphql';
import { FilePicker } from '../../components/FilePicker';
import { notify } from '../../components/toaster';
import { reportMutationFailure } from '../../relay/errors';
import { usePortalTexts } from './texts';
import { usePortalAnswer } from './usePortalAnswer';

const mutation = graphql`
  mutation PortalTicketCreateMutation($input: CreateTicketInput!) {
    createTicket(input: $input) {
      ticket {
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

/** A new ticket from the portal: a subject, the question and files; the question is the ticket's first message. */
export function PortalTicketCreate() {
  const t = usePortalTexts();
  const navigate = useNavigate();
  const [commit, creating] = useMutation<PortalTicketCreateMutation>(mutation);
  const { send, busy } = usePortalAnswer();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [subjectError, setSubjectError] = useState<string | null>(null);

  // The question and files become the ticket's first message; the ticket stands even if they fail.
  const firstMessage = async (ticketId: string, ticketDatabaseId: number) => {
    if (message.trim() === '' && files.length === 0) return;
    try {
      for (const error of await send(ticketId, ticketDatabaseId, message, files)) notify('danger', error);
    } catch (error) {
      reportMutationFailure(error);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subject.trim() === '') {
      setSubjectError(t.create.subjectRequired);
      return;
    }
    commit({
      variables: { input: { description: subject.trim() } },
      onCompleted: (response) => {
        const { ticket, userErrors } = response.createTicket;
        for (const error of userErrors) notify('danger', error.message);
        if (!ticket) return;
        void firstMessage(ticket.id, ticket.databaseId).then(() => {
          notify('success', t.create.created);
          navigate(`/portal/tickets/${ticket.databaseId}`);
        });
      },
      onError: reportMutationFailure,
    });
  };

  return (
    <>
      <Heading as="h1" size="xl">
        {t.create.title}
      </Heading>
      <Card.Root>
        <Card.Body>
          <chakra.form onSubmit={onSubmit}>
            <Stack gap="4">
              <Field.Root required invalid={subjectError !== null}>
                <Field.Label>{t.create.subject}</Field.Label>
                <Input name="subject" value={subject} maxLength={191} onChange={(event) => { setSubject(event.target.value); setSubjectError(null); }} />
                {subjectError && <Field.ErrorText>{subjectError}</Field.ErrorText>}
              </Field.Root>
              <Field.Root>
                <Field.Label>{t.create.message}</Field.Label>
                <Textarea name="message" rows={8} value={message} onChange={(event) => setMessage(event.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t.create.attachments}</Field.Label>
                <FilePicker multiple onChange={setFiles} texts={t.filePicker} />
              </Field.Root>
              <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={creating || busy}>
                {t.create.submit}
              </Button>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
    </>
  );
}
