import nodemailer from 'nodemailer';
import { htmlToText } from './mail-text.ts';

export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  /** Set for images placed in the text: the HTML refers to them as cid:{cid}. */
  cid?: string;
}

export interface OutgoingMail {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo?: string;
  subject: string;
  html: string;
  /** The plain-text part; made from the HTML when absent. */
  text?: string;
  attachments: OutgoingAttachment[];
  /** Message-ID, In-Reply-To and References (ids with angle brackets), so the customer's mail client threads the mail. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
}

/** Sends one e-mail; throws with the server's answer when it is refused. */
export interface Mailer {
  /** The address outgoing mail is sent from (MAIL_FROM). */
  from: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Balie <no-reply@balie.local>';

/** A mailer over SMTP (smtp://user:pass@host:port, smtps:// for TLS from the start); null without a URL. */
export function createSmtpMailer(smtpUrl: string | undefined, from: string | undefined): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    from: from || DEFAULT_MAIL_FROM,
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        cc: mail.cc.length > 0 ? mail.cc : undefined,
        bcc: mail.bcc.length > 0 ? mail.bcc : undefined,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text ?? htmlToText(mail.html),
        attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename, content: attachment.content, cid: attachment.cid })),
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        references: mail.references && mail.references.length > 0 ? mail.references : undefined,
      });
    },
    close: () => transport.close(),
  };
}
