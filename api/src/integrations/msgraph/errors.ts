/** Dutch texts for what Microsoft 365 answered, and the error that carries Graph's status. */

export const graphTexts = {
  notConfigured: 'Microsoft 365 is niet ingesteld: vul MSGRAPH_CLIENT_ID, MSGRAPH_CLIENT_SECRET en MSGRAPH_TENANT_ID in.',
  unreachable: 'Microsoft 365 is niet bereikbaar. Probeer het later opnieuw.',
  signInRefused: (reason: string) => `Microsoft 365 weigert de aanmelding van Balie: ${reason}`,
  busy: 'Microsoft 365 is even te druk. Probeer het over een minuut opnieuw.',
  noAccess: 'Balie heeft geen toegang tot deze agenda in Microsoft 365.',
  notFound: 'Niet gevonden in Microsoft 365.',
  refused: (reason: string) => `Microsoft 365 weigert dit: ${reason}`,
  failed: 'Microsoft 365 gaf een fout. Probeer het later opnieuw.',
} as const;

export class GraphError extends Error {
  constructor(
    /** Graph's HTTP status; 0 when Graph was not reached or not set up. */
    readonly status: number,
    /** Graph's error code (error.code in its body), or ours. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}
