/** The running export job as route modules see it; kept apart from the job so the app context does not import the query layer. */
export interface ExportWorker {
  /** Looks for queued exports now (after a new one was asked for). */
  kick(): void;
  /** Waits for the export being written, then stops. */
  close(): Promise<void>;
}
