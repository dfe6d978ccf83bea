import { nlActivityLog } from '../../i18n/nl/activityLog';
import { nlResources } from '../../i18n/nl/resources';
import { nlValues } from '../../i18n/nl/values';

/** Where a record of a subject type opens, for the types that have a detail screen. */
const DETAIL_BASE: Readonly<Record<string, string>> = {
  tickets: '/tickets',
  'ticket-templates': '/tickets/templates',
  'ticket-groups': '/tickets/groups',
  companies: '/companies',
  clients: '/clients',
  operators: '/operators',
  assets: '/assets',
  contracts: '/contracts',
  'contract-periods': '/contract-periods',
  deals: '/deals',
  quotes: '/deals/quotes',
  'quote-templates': '/deals/quote-templates',
  projects: '/projects',
  'project-phases': '/project-phases',
  subscriptions: '/subscriptions',
  'subscription-lines': '/subscriptions/lines',
  invoices: '/invoices',
  roles: '/roles',
  slas: '/slas',
};

export function subjectPath(type: string | null | undefined, id: number | null | undefined): string | null {
  const base = type ? DETAIL_BASE[type] : undefined;
  return base && id ? `${base}/${id}` : null;
}

const resourceTexts = nlResources as Readonly<Record<string, { singular: string } | undefined>>;
const extraTypes = nlActivityLog.subjectTypes as Readonly<Record<string, string | undefined>>;

/** A subject type in Dutch ('companies' is 'Bedrijf'); an unknown type as it is. */
export function subjectTypeLabel(type: string | null | undefined): string {
  if (!type) return nlValues.unknown;
  return resourceTexts[type]?.singular ?? extraTypes[type] ?? type;
}

/** The subject types the type filter offers, by their Dutch name. */
export function subjectTypeOptions(): { value: string; label: string }[] {
  const types = new Set([...Object.keys(DETAIL_BASE), ...Object.keys(extraTypes)]);
  return [...types].map((value) => ({ value, label: subjectTypeLabel(value) })).sort((a, b) => a.label.localeCompare(b.label, 'nl'));
}
