export const nlOpeningHours = {
  // The API's INVALID_HOURS text, shown inline under the week editor.
  invalid: 'Openingstijden moeten per weekdag als van-tot in uu:mm ingevuld worden.',
  days: ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'],
  closed: 'Gesloten',
  from: 'van',
  to: 'tot',
  addPeriod: 'Periode toevoegen',
  removePeriod: 'Periode verwijderen',
  closedOnHolidays: 'Gesloten op feestdagen',
  hours: 'Openingstijden',
  link: 'Openingstijden',
  manage: 'Openingstijden beheren',
} as const;
