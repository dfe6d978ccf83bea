import { describe, expect, it } from 'vitest';
import { fillPlaceholders, PAGE_BREAK, placeholderValues, QUOTE_PLACEHOLDERS } from './placeholders.ts';

const values = placeholderValues({
  operator: { first_name: 'Sanne', prefix: 'de', last_name: 'Vries' },
  companyName: 'Balie IT',
  relatedCompanyName: 'Klant & Zonen B.V.',
  client: { first_name: 'Piet', prefix: 'van', last_name: 'Dam', email: 'piet@klant.nl' },
  clientCompanyName: 'Dochter B.V.',
  paymentTermDays: 30,
});

describe('quote placeholders', () => {
  it('lists every token once, each with a Dutch label and a place', () => {
    const tokens = QUOTE_PLACEHOLDERS.map((placeholder) => placeholder.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const placeholder of QUOTE_PLACEHOLDERS) {
      expect(placeholder.token).toMatch(/^\{\{[a-z_]+\}\}$/);
      expect(placeholder.label.length).toBeGreaterThan(0);
      expect(placeholder.places.length).toBeGreaterThan(0);
    }
    expect(QUOTE_PLACEHOLDERS.filter((placeholder) => placeholder.places.includes('footer')).map((placeholder) => placeholder.token)).toEqual(['{{payment_term}}', PAGE_BREAK]);
  });

  it('has a value for every token but the page break', () => {
    for (const placeholder of QUOTE_PLACEHOLDERS) {
      if (placeholder.token === PAGE_BREAK) continue;
      expect(fillPlaceholders(placeholder.token, values), placeholder.token).not.toBe('');
    }
  });

  it('fills names, e-mail and the company names, escaped as HTML', () => {
    const html = '<p>Beste {{first_name}} {{ last_name }} ({{name}}),</p><p>{{related_company_name}} / {{client_company_name}} ({{client_email}}) – {{operator_name}}: {{operator_first_name}} {{operator_last_name}}, {{company_name}}</p>';
    expect(fillPlaceholders(html, values)).toBe(
      '<p>Beste Piet van Dam (Piet van Dam),</p><p>Klant &amp; Zonen B.V. / Dochter B.V. (piet@klant.nl) – Sanne de Vries: Sanne de Vries, Balie IT</p>',
    );
  });

  it('fills the payment term in the footer', () => {
    expect(fillPlaceholders('<p>Betaling binnen {{payment_term}}.</p>', values)).toBe('<p>Betaling binnen 30 dagen.</p>');
  });

  it('takes the deal company for a contact without a company of its own', () => {
    const own = placeholderValues({ operator: null, companyName: 'Balie IT', relatedCompanyName: 'Deal B.V.', client: null, clientCompanyName: null, paymentTermDays: 14 });
    expect(fillPlaceholders('{{client_company_name}}', own)).toBe('Deal B.V.');
  });

  it('keeps the page break and unknown tokens, and empties a known one without a value', () => {
    const empty = placeholderValues({ operator: null, companyName: 'Balie IT', relatedCompanyName: null, client: null, clientCompanyName: null, paymentTermDays: 14 });
    expect(fillPlaceholders('<p>a{{ page_break }}b {{unknown}} [{{first_name}}]</p>', empty)).toBe(`<p>a${PAGE_BREAK}b {{unknown}} []</p>`);
  });
});
