export const nlColumnsDialog = {
  title: 'Kolommen aanpassen',
  visible: 'Zichtbare kolommen',
  hidden: 'Verborgen kolommen',
  hide: 'Verberg {column}',
  show: 'Toon {column}',
  moveUp: '{column} omhoog',
  moveDown: '{column} omlaag',
  dragHint: 'Sleep de kolommen of gebruik de pijltjes om de volgorde te bepalen.',
  noneHidden: 'Alle kolommen zijn zichtbaar.',
  reset: 'Standaardkolommen',
} as const;
