export const nlShortcuts = {
  title: 'Sneltoetsen',
  intro: 'Werken buiten een tekstveld; in een tekstveld typ je gewoon.',
  search: 'Zoeken',
  or: 'of',
  newTicket: 'Nieuw ticket',
  nextTicket: 'Volgend ticket in de lijst',
  previousTicket: 'Vorig ticket in de lijst',
  answer: 'Antwoord schrijven',
  note: 'Notitie schrijven (Ctrl+Enter slaat op als notitie)',
  help: 'Deze lijst',
  onTicket: 'Op een ticket',
  everywhere: 'Overal',
} as const;
