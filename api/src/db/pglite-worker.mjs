// @ts-check
// The embedded database on a thread of its own, so a slow statement never stalls the requests the
// main thread serves. Plain JavaScript: a worker loads it the same under every runner.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir?: string, loadDataDir?: ArrayBuffer, wasmModule?: WebAssembly.Module }} */
const options = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const dump = options.loadDataDir;
// A dump given with a data folder fills that folder the first time only. PGlite reads it with
// arrayBuffer() alone; handing it the buffer spares two copies through a Blob of some 100 MB.
const loadDataDir = dump ? /** @type {Blob} */ (/** @type {unknown} */ ({ type: 'application/x-tar', arrayBuffer: async () => dump })) : undefined;
const pglite = await PGlite.create({
  dataDir: options.dataDir,
  loadDataDir,
  pgliteWasmModule: options.wasmModule,
  // Trigram indexes serve partial-word and reference search (migration 0027).
  extensions: { pg_trgm },
});

/** Only what crosses threads safely: the message and the PostgreSQL error fields callers read. */
function plainError(error) {
  const { message, code, detail, constraint, table, column, schema } = error ?? {};
  return { message: String(message ?? error), code, detail, constraint, table, column, schema };
}

port.on('message', async (message) => {
  try {
    switch (message.type) {
      case 'query': {
        const { rows, affectedRows } = await pglite.query(message.sql, message.params);
        port.postMessage({ id: message.id, result: { rows, affectedRows } });
        break;
      }
      case 'dump': {
        const buffer = await (await pglite.dumpDataDir('none')).arrayBuffer();
        port.postMessage({ id: message.id, result: buffer }, [buffer]);
        break;
      }
      case 'close':
        await pglite.close();
        port.postMessage({ id: message.id, result: null });
        break;
    }
  } catch (error) {
    port.postMessage({ id: message.id, error: plainError(error) });
  }
});
port.postMessage({ ready: true });
