export const nlGlobalSearch = {
  button: 'Zoeken',
  title: 'Zoeken in Balie',
  label: 'Zoek in tickets, contactpersonen, bedrijven, assets, offertes, projecten en facturen',
  placeholder: 'Zoek tickets, contactpersonen, bedrijven...',
  results: 'Zoekresultaten',
  searching: 'Zoeken...',
  empty: 'Geen resultaten voor "{query}"',
  failed: 'Zoeken is niet gelukt. Probeer het opnieuw.',
  showAllTickets: 'Alle {total} tickets tonen',
  showTicketInList: 'Tonen in de ticketlijst',
  keys: '↑ ↓ kiezen · Enter openen · Esc sluiten',
} as const;
