import { describe, expect, it } from 'vitest';
import { FOOTER_PLACEHOLDERS, INTRO_PLACEHOLDERS, PAGE_BREAK } from './quotePlaceholders';

describe('quote placeholders', () => {
  it('offer the intro the operator, company and contact fields and a page break, as the PDF fills them', () => {
    expect(INTRO_PLACEHOLDERS.map((p) => p.token)).toEqual([
      '{{operator_name}}',
      '{{operator_first_name}}',
      '{{operator_last_name}}',
      '{{company_name}}',
      '{{related_company_name}}',
      '{{client_company_name}}',
      '{{name}}',
      '{{client_email}}',
      '{{first_name}}',
      '{{last_name}}',
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
