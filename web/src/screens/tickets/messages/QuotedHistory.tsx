import { Box, Button } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { nlMessages } from '../../../i18n/nl/messages';

interface QuotedHistoryProps {
  /** The server's sanitized HTML of the mail history below the reply. */
  html: string;
  /** Styles the message body uses, so the history reads the same. */
  css: Record<string, unknown>;
}

/** The history a customer's mail client quoted below the reply: folded, as it repeats what the ticket already shows. */
export function QuotedHistory({ html, css }: QuotedHistoryProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box mt="2">
      <Button size="2xs" variant="ghost" color="fg.muted" px="1" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        {open ? nlMessages.hideHistory : nlMessages.showHistory}
      </Button>
      {open && (
        <Box
          id={id}
          data-testid="quoted-history"
          mt="1"
          ps="3"
          borderInlineStartWidth="3px"
          borderColor="border.emphasized"
          color="fg.muted"
          fontSize="sm"
          css={css}
          // Sanitized by the server when the mail came in, like the message body.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Box>
  );
}
