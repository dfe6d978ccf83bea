// The placeholders a quote's intro and footer may hold (spec back-office §2, tab Opmaak); the PDF
// fills them in. The tokens are the documents module's: {{name}}.

export interface QuotePlaceholder {
  token: string;
  label: string;
}

const placeholder = (name: string, label: string): QuotePlaceholder => ({ token: `{{${name}}}`, label });

export const PAGE_BREAK = placeholder('page_break', 'Pagina-einde');

export const INTRO_PLACEHOLDERS: readonly QuotePlaceholder[] = [
  placeholder('operator.name', 'Naam behandelaar'),
  placeholder('operator.first_name', 'Voornaam behandelaar'),
  placeholder('operator.last_name', 'Achternaam behandelaar'),
  placeholder('company.name', 'Naam eigen bedrijf'),
  placeholder('client.company_name', 'Bedrijfsnaam klant'),
  placeholder('client.name', 'Naam contactpersoon'),
  placeholder('client.email', 'E-mail contactpersoon'),
  placeholder('client.first_name', 'Voornaam contactpersoon'),
  placeholder('client.last_name', 'Achternaam contactpersoon'),
  PAGE_BREAK,
];

export const FOOTER_PLACEHOLDERS: readonly QuotePlaceholder[] = [placeholder('payment_term', 'Betalingstermijn'), PAGE_BREAK];
