import { describe, expect, it } from 'vitest';
import { contactInputErrors, contactMessageErrors } from './contact-input.ts';

const allowed = new Set(['description', 'relationships.custom_values']);
const label = (name: string) => ({ operator_id: 'Behandelaar', status_id: 'Status' })[name] ?? name;

describe('contactInputErrors', () => {
  it('passes the fields a contact may fill', () => {
    expect(contactInputErrors({ description: 'Printer', relationships: { custom_values: [] } }, allowed, label)).toEqual({});
  });

  it('names every internal field a contact sent, relationships included', () => {
    expect(contactInputErrors({ description: 'x', operator_id: 3, status_id: 2, relationships: { followers: [3] } }, allowed, label)).toEqual({
      operator_id: ['Een contactpersoon mag Behandelaar niet invullen.'],
      status_id: ['Een contactpersoon mag Status niet invullen.'],
      'relationships.followers': ['Een contactpersoon mag relationships.followers niet invullen.'],
    });
  });

  it('lets blank defaults of a form through', () => {
    expect(contactInputErrors({ operator_id: null, cc: '', relationships: { followers: [] } }, allowed, label)).toEqual({});
  });
});

describe('contactMessageErrors', () => {
  it('accepts a plain reply', () => {
    expect(contactMessageErrors({ morphable_type: 'tickets', morphable_id: 4, message: '<p>Hoi</p>', action: 'note' })).toEqual({});
  });

  it('refuses mailing, recipients, time and message types', () => {
    const errors = contactMessageErrors({ message: 'x', action: 'send_close', to: 'a@b.nl', time_spent: 30, type: 'reply-from-message' });
    expect(Object.keys(errors).sort()).toEqual(['action', 'time_spent', 'to', 'type']);
    expect(errors.to).toEqual(['Een contactpersoon mag Aan niet invullen.']);
  });
});
