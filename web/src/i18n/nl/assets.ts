/** Asset detail (spec back-office §2, §3, §5). */
export const nlAssets = {
  duplicate: 'Dupliceren',
  /** The name of a duplicated asset until the user changes it. */
  copyName: '{name} (kopie)',
  trackingNumberTaken: 'Volgnummer moet uniek zijn.',
  rmm: 'RMM',
  rmmTitle: 'Geïmporteerd uit het RMM-systeem',
  openInRmm: 'Open in RMM',
} as const;
