import { describe, expect, it } from 'vitest';
import { FOOTER_PLACEHOLDERS, INTRO_PLACEHOLDERS, PAGE_BREAK } from './quotePlaceholders';

describe('quote placeholders', () => {
  it('offer the intro the operator, company and contact fields and a page break', () => {
    expect(INTRO_PLACEHOLDERS.map((p) => p.token)).toEqual([
      '{{operator.name}}',
      '{{operator.first_name}}',
      '{{operator.last_name}}',
      '{{company.name}}',
      '{{client.company_name}}',
      '{{client.name}}',
      '{{client.email}}',
      '{{client.first_name}}',
      '{{client.last_name}}',
      '{{page_break}}',
    ]);
  });

  it('offer the footer the payment term and a page break', () => {
    expect(FOOTER_PLACEHOLDERS.map((p) => p.token)).toEqual(['{{payment_term}}', '{{page_break}}']);
    expect(PAGE_BREAK.label).toBe('Pagina-einde');
  });

  it('have a Dutch label each, all different', () => {
    const labels = INTRO_PLACEHOLDERS.map((p) => p.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
  });
});
