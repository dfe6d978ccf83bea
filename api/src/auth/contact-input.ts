/**
 * What a contact person (portal user) may send when writing: only the fields a customer fills in.
 * Anything else (a ticket's operator, status or followers, a message's recipients or time) is an
 * operator's decision, so it is refused by name instead of silently ignored.
 */

export const CONTACT_INPUT_TEXTS = {
  notForContacts: (label: string) => `Een contactpersoon mag ${label} niet invullen.`,
} as const;

/** Message fields a contact may send; the message is stored as the customer's, visible to them. */
export const CONTACT_MESSAGE_FIELDS: ReadonlySet<string> = new Set(['morphable_type', 'morphable_id', 'message', 'attachment_ids', 'action']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false || value === 0 || value === '0' || (Array.isArray(value) && value.length === 0);

/**
 * Errors per field a contact sent outside `allowed` (relationships as `relationships.{name}`).
 * Empty values of other fields pass: a form may send its blank defaults.
 */
export function contactInputErrors(
  body: Record<string, unknown>,
  allowed: ReadonlySet<string>,
  labelOf: (name: string) => string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'relationships' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [relation, ids] of Object.entries(value)) {
        const key = `relationships.${relation}`;
        if (!allowed.has(key) && !isEmpty(ids)) errors[key] = [CONTACT_INPUT_TEXTS.notForContacts(labelOf(key))];
      }
      continue;
    }
    if (!allowed.has(name) && !isEmpty(value)) errors[name] = [CONTACT_INPUT_TEXTS.notForContacts(labelOf(name))];
  }
  return errors;
}

/** A contact's message is a note-like reply: the `note` action (or none), never a send that mails or closes. */
export function contactMessageErrors(body: Record<string, unknown>): Record<string, string[]> {
  const labels: Record<string, string> = {
    to: 'Aan',
    cc: 'CC',
    bcc: 'BCC',
    time_spent: 'Bestede tijd',
    activity_id: 'Activiteit',
    description: 'Beschrijving',
    type: 'Berichttype',
  };
  const errors = contactInputErrors(body, CONTACT_MESSAGE_FIELDS, (name) => labels[name] ?? name);
  const action = body.action;
  if (!isEmpty(action) && action !== 'note') errors.action = [CONTACT_INPUT_TEXTS.notForContacts('Actie')];
  return errors;
}
