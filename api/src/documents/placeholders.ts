import { escapeHtml } from '../messages/mail-text.ts';

/** Where a placeholder may be used: the quote's intro, its footer, or both. */
export type PlaceholderPlace = 'intro' | 'footer';

export interface Placeholder {
  /** As the editor inserts it in the text, e.g. {{operator_name}}. */
  token: string;
  /** The menu label in the editor. */
  label: string;
  places: PlaceholderPlace[];
}

export const PAGE_BREAK = '{{page_break}}';

/**
 * The placeholders of the quote layout (spec §2, Quote detail, tab Opmaak), in menu order. The
 * names are those of the quick-reply merge tags (core §5, web/src/lib/mergeTags.ts), so one
 * vocabulary serves both editors. The web editor inserts exactly these tokens; the PDF fills them.
 */
export const QUOTE_PLACEHOLDERS: readonly Placeholder[] = [
  { token: '{{operator_name}}', label: 'Naam behandelaar', places: ['intro'] },
  { token: '{{operator_first_name}}', label: 'Voornaam behandelaar', places: ['intro'] },
  { token: '{{operator_last_name}}', label: 'Achternaam behandelaar', places: ['intro'] },
  { token: '{{company_name}}', label: 'Bedrijfsnaam', places: ['intro'] },
  { token: '{{related_company_name}}', label: 'Bedrijfsnaam deal', places: ['intro'] },
  { token: '{{client_company_name}}', label: 'Bedrijfsnaam contactpersoon', places: ['intro'] },
  { token: '{{name}}', label: 'Naam contactpersoon', places: ['intro'] },
  { token: '{{client_email}}', label: 'E-mail contactpersoon', places: ['intro'] },
  { token: '{{first_name}}', label: 'Voornaam contactpersoon', places: ['intro'] },
  { token: '{{last_name}}', label: 'Achternaam contactpersoon', places: ['intro'] },
  { token: '{{payment_term}}', label: 'Betalingstermijn', places: ['footer'] },
  { token: PAGE_BREAK, label: 'Pagina-einde', places: ['intro', 'footer'] },
];

/** The values of one quote, by placeholder name without braces (operator_name, payment_term, …). */
export type PlaceholderValues = Partial<Record<string, string | null>>;

const TOKEN = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Fills the placeholders of rich-text HTML with the quote's values, escaped as HTML. A known
 * placeholder without a value becomes empty; unknown tokens stay for the reader to see, and the
 * page break (normalised) for the layout to honour.
 */
export function fillPlaceholders(html: string, values: PlaceholderValues): string {
  return html.replace(TOKEN, (whole, name: string) => {
    const token = `{{${name}}}`;
    if (token === PAGE_BREAK) return PAGE_BREAK;
    if (!QUOTE_PLACEHOLDERS.some((placeholder) => placeholder.token === token)) return whole;
    return escapeHtml(values[name]?.trim() ?? '');
  });
}

interface Person {
  first_name: string;
  prefix?: string | null;
  last_name: string;
}

export interface PlaceholderSources {
  operator: Person | null;
  /** Our own company (app.company_name). */
  companyName: string;
  /** The company of the quote's deal. */
  relatedCompanyName: string | null;
  client: (Person & { email: string | null }) | null;
  /** The contact's own company, else the deal's. */
  clientCompanyName: string | null;
  paymentTermDays: number;
}

const joined = (...parts: Array<string | null | undefined>) => parts.filter((part) => part && part.trim() !== '').join(' ');

/** The value of each placeholder for one quote. */
export function placeholderValues(sources: PlaceholderSources): PlaceholderValues {
  const { operator, client } = sources;
  return {
    operator_name: operator ? joined(operator.first_name, operator.prefix, operator.last_name) : null,
    operator_first_name: operator?.first_name ?? null,
    operator_last_name: operator ? joined(operator.prefix, operator.last_name) : null,
    company_name: sources.companyName,
    related_company_name: sources.relatedCompanyName,
    client_company_name: sources.clientCompanyName ?? sources.relatedCompanyName,
    name: client ? joined(client.first_name, client.prefix, client.last_name) : null,
    client_email: client?.email ?? null,
    first_name: client?.first_name ?? null,
    last_name: client ? joined(client.prefix, client.last_name) : null,
    payment_term: `${sources.paymentTermDays} dagen`,
  };
}
