export const nlExports = {
  type: 'Soort',
  created: 'Aangevraagd',
  exported: 'Klaargezet',
  status: 'Status',
  queued: 'In wachtrij',
  download: 'Download',
  downloading: 'Bezig met downloaden...',
  failed: 'Mislukt',
  expired: 'Verlopen',
  expiredHint: 'Het bestand wordt niet meer bewaard. Maak een nieuwe export.',
  /** Exported record types without a screen title of their own. */
  types: {
    messages: 'Berichten',
    'activity-log': 'Geschiedenis',
    'time-registrations': 'Tijdregistraties',
    'used-products': 'Gebruikte artikelen',
    tasks: 'Taken',
  } as Record<string, string>,
  downloadFailed: 'Het downloaden is mislukt.',
} as const;
