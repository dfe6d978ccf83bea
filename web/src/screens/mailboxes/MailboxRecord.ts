import { graphql } from 'react-relay/hooks';
import type { RecordBase, RecordConfig, RecordNotice } from '../../components/record/types';
import { nlMailboxes } from '../../i18n/nl/mailboxes';
import { nlResources } from '../../i18n/nl/resources';
import { interpolate } from '../../lib/interpolate';
import { categoryLookup, companyLookup, operatorLookup } from '../lookups/lookups';
import { listOptions, optionList } from '../lookups/referenceLists';

const detailQuery = graphql`
  query MailboxRecordQuery($id: ID!) {
    record: mailbox(id: $id) {
      id
      databaseId
      label
      name
      address
      protocol
      isActive
      imapHost
      imapPort
      imapSecure
      imapUsername
      hasPassword
      imapFolder
      imapProcessedFolder
      lastCheckedAt
      lastError
      defaultStatusId
      defaultStatus {
        label
        name
      }
      defaultPriorityId
      defaultPriority {
        label
      }
      defaultCategoryId
      defaultCategory {
        label
        title
      }
      defaultOperator {
        databaseId
        label
        fullName
      }
      unknownSenderCompany {
        databaseId
        label
        name
      }
      createContacts
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation MailboxRecordCreateMutation($input: CreateMailboxInput!) {
    result: createMailbox(input: $input) {
      record: mailbox {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation MailboxRecordUpdateMutation($input: UpdateMailboxInput!) {
    result: updateMailbox(input: $input) {
      record: mailbox {
        id
        databaseId
        label
        hasPassword
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation MailboxRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteMailbox(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

interface MailboxRecord extends RecordBase {
  readonly protocol?: string | null;
  readonly lastError?: string | null;
}

const t = nlMailboxes;
const imapOnly = { field: 'protocol', equals: 'imap' };

/** How mail reaches the mailbox, and what went wrong the last time it was fetched. */
function mailboxNotices(mailbox: MailboxRecord): RecordNotice[] {
  const notices: RecordNotice[] = [];
  if (mailbox.lastError) notices.push({ text: interpolate(t.lastErrorNotice, { error: mailbox.lastError }), status: 'error' });
  if (mailbox.protocol === 'smtp') notices.push({ text: t.smtpHint, status: 'info' });
  return notices;
}

export const mailboxRecord: RecordConfig<MailboxRecord> = {
  type: 'mailboxes',
  texts: nlResources.mailboxes,
  listPath: '/mailboxes',
  recordPath: (id) => `/mailboxes/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'mailboxes',
  notices: mailboxNotices,
  fields: [
    { name: 'name', label: t.name, kind: 'text', required: true, maxLength: 255 },
    { name: 'address', label: t.address, kind: 'email', required: true, maxLength: 255 },
    {
      name: 'protocol',
      label: t.protocol,
      kind: 'select',
      required: true,
      defaultValue: 'smtp',
      options: optionList(t.protocols),
      help: (values) => (values.protocol === 'imap' ? t.imapHint : values.protocol === 'smtp' ? t.smtpHint : undefined),
    },
    { name: 'isActive', label: t.isActive, kind: 'boolean', defaultValue: true },
    { name: 'imapHost', label: t.imapHost, kind: 'text', required: true, maxLength: 255, visibleWhen: imapOnly },
    { name: 'imapPort', label: t.imapPort, kind: 'number', visibleWhen: imapOnly },
    { name: 'imapSecure', label: t.imapSecure, kind: 'boolean', defaultValue: true, visibleWhen: imapOnly },
    { name: 'imapUsername', label: t.imapUsername, kind: 'text', required: true, maxLength: 255, visibleWhen: imapOnly },
    {
      name: 'password',
      label: t.password,
      kind: 'password',
      maxLength: 255,
      storedFlag: 'hasPassword',
      visibleWhen: imapOnly,
      help: (_, record) => (record?.hasPassword === true ? t.passwordKeep : undefined),
    },
    { name: 'imapFolder', label: t.imapFolder, kind: 'text', maxLength: 255, defaultValue: 'INBOX', visibleWhen: imapOnly },
    { name: 'imapProcessedFolder', label: t.imapProcessedFolder, kind: 'text', maxLength: 255, visibleWhen: imapOnly },
    { name: 'defaultStatusId', label: t.defaultStatus, kind: 'select', numeric: true, options: (viewer) => listOptions(viewer, 'ticketStatuses', 'name'), shows: 'defaultStatus' },
    { name: 'defaultPriorityId', label: t.defaultPriority, kind: 'select', numeric: true, options: (viewer) => listOptions(viewer, 'priorities', 'label'), shows: 'defaultPriority' },
    { name: 'defaultCategoryId', label: t.defaultCategory, kind: 'select', numeric: true, catalog: categoryLookup, shows: 'defaultCategory' },
    { name: 'defaultOperatorId', label: t.defaultOperator, kind: 'relation', relation: 'defaultOperator', lookup: operatorLookup },
    { name: 'unknownSenderCompanyId', label: t.unknownSenderCompany, kind: 'relation', relation: 'unknownSenderCompany', lookup: companyLookup },
    { name: 'createContacts', label: t.createContacts, kind: 'boolean', defaultValue: true, wide: true },
  ],
};
