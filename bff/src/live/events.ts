/** A live event as the REST service publishes it (spec core §7 "Live channel"). */
export interface LiveEvent {
  tenant: string;
  channel: string;
  name: string;
  payload: Record<string, unknown>;
}

/** Where the BFF hears the REST service's events: in memory in one process, Redis across processes. */
export interface LiveSource {
  subscribe(handler: (event: LiveEvent) => void): () => void;
}
