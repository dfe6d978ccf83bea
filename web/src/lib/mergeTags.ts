import { escapeHtml } from './richText';

/** The merge tags of core §5 a quick-reply template may hold, as {{tag}}. */
export const MERGE_TAGS = [
  'operator_name',
  'operator_first_name',
  'operator_last_name',
  'company_name',
  'related_company_name',
  'client_company_name',
  'client_debtor_number',
  'client_email',
  'name',
  'first_name',
  'last_name',
  'ticket_number',
  'description',
] as const;

export type MergeTag = (typeof MERGE_TAGS)[number];
export type MergeValues = Partial<Record<MergeTag, string | null | undefined>>;

export interface MergeSource {
  operator?: { fullName?: string | null; firstName?: string | null; lastName?: string | null } | null;
  /** Our own company (app.company_name). */
  ownCompanyName?: string | null;
  ticket?: {
    reference?: string | null;
    description?: string | null;
    company?: { name?: string | null; debtorCode?: string | null } | null;
    client?: {
      fullName?: string | null;
      firstName?: string | null;
      lastName?: string | null;
      email?: string | null;
      company?: { name?: string | null; debtorCode?: string | null } | null;
    } | null;
  } | null;
}

/**
 * What each tag stands for: the operator writing; our company; the ticket's company; the client's
 * own company and its debtor number (else the ticket's); the client's e-mail and names; the ticket.
 */
export function mergeValues({ operator, ownCompanyName, ticket }: MergeSource): MergeValues {
  const client = ticket?.client;
  const clientCompany = client?.company ?? ticket?.company;
  return {
    operator_name: operator?.fullName,
    operator_first_name: operator?.firstName,
    operator_last_name: operator?.lastName,
    company_name: ownCompanyName,
    related_company_name: ticket?.company?.name,
    client_company_name: clientCompany?.name,
    client_debtor_number: clientCompany?.debtorCode,
    client_email: client?.email,
    name: client?.fullName,
    first_name: client?.firstName,
    last_name: client?.lastName,
    ticket_number: ticket?.reference,
    description: ticket?.description,
  };
}

const TAG = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Fills the merge tags of a template's HTML (escaped, so a value never becomes markup). Only when
 * writing a new message: in edit mode the text is left as it is (core §5). Unknown tags stay;
 * a known tag without a value becomes empty.
 */
export function replaceMergeTags(html: string, values: MergeValues, mode: 'create' | 'edit'): string {
  if (mode !== 'create') return html;
  return html.replace(TAG, (whole, name: string) =>
    (MERGE_TAGS as readonly string[]).includes(name) ? escapeHtml(values[name as MergeTag]?.trim() ?? '') : whole,
  );
}
