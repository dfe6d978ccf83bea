export const nlToast = {
  info: 'Info',
  danger: 'Fout',
  warning: 'Let op',
  success: 'Succes',
  close: 'Sluiten',
} as const;
