export const nlValues = {
  empty: '(leeg)',
  none: '(geen)',
  unknown: '(onbekend)',
  yes: 'Ja',
  no: 'Nee',
  passwordSet: 'Wachtwoord is ingesteld',
} as const;
