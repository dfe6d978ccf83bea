// The placeholders a quote's intro and footer may hold (spec back-office §2, tab Opmaak), in menu
// order. They are exactly the tokens the quote PDF fills (api/src/documents/placeholders.ts,
// QUOTE_PLACEHOLDERS), which share their names with the quick-reply merge tags.

export interface QuotePlaceholder {
  token: string;
  label: string;
}

const placeholder = (name: string, label: string): QuotePlaceholder => ({ token: `{{${name}}}`, label });

export const PAGE_BREAK = placeholder('page_break', 'Pagina-einde');

export const INTRO_PLACEHOLDERS: readonly QuotePlaceholder[] = [
  placeholder('operator_name', 'Naam behandelaar'),
  placeholder('operator_first_name', 'Voornaam behandelaar'),
  placeholder('operator_last_name', 'Achternaam behandelaar'),
  placeholder('company_name', 'Bedrijfsnaam'),
  placeholder('related_company_name', 'Bedrijfsnaam deal'),
  placeholder('client_company_name', 'Bedrijfsnaam contactpersoon'),
  placeholder('name', 'Naam contactpersoon'),
  placeholder('client_email', 'E-mail contactpersoon'),
  placeholder('first_name', 'Voornaam contactpersoon'),
  placeholder('last_name', 'Achternaam contactpersoon'),
  PAGE_BREAK,
];

export const FOOTER_PLACEHOLDERS: readonly QuotePlaceholder[] = [placeholder('payment_term', 'Betalingstermijn'), PAGE_BREAK];
