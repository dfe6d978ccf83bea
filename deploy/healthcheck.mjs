// @ts-check
// The image's HEALTHCHECK: GET /health on the port of each service the container's role runs
// (the entrypoint writes the role down). Plain JavaScript: the slim image has no curl.
import { readFileSync } from 'node:fs';

const env = process.env;
const apiPort = env.API_PORT || '4001';
const bffPort = env.PORT || '4000';

/** @type {Record<string, string[]>} */
const portsByRole = { api: [apiPort], bff: [bffPort], both: [apiPort, bffPort], migrate: [] };

function role() {
  try {
    return readFileSync(env.BALIE_ROLE_FILE || '/tmp/balie-role', 'utf8').trim();
  } catch {
    return 'both';
  }
}

const ports = portsByRole[role()] ?? [];
try {
  for (const port of ports) {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(4000) });
    if (!response.ok) throw new Error(`port ${port}: /health answered ${response.status}`);
  }
  process.exit(0);
} catch (error) {
  console.error(`Niet gezond: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
