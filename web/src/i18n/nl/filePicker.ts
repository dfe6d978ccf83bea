export const nlFilePicker = {
  chooseOne: 'Bestand kiezen',
  chooseMany: 'Bestanden kiezen',
  none: 'Geen bestand gekozen',
} as const;
