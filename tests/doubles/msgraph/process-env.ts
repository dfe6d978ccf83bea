import { readFileSync } from 'node:fs';
import { Agent } from 'undici';
import type { GraphDouble } from './server.ts';

const GRAPH_ENV = ['MSGRAPH_URL', 'MSIDENTITY_URL', 'MSGRAPH_CA_FILE', 'MSGRAPH_CLIENT_ID', 'MSGRAPH_CLIENT_SECRET', 'MSGRAPH_TENANT_ID'] as const;

type GraphApp = Pick<GraphDouble, 'url' | 'caFile' | 'clientId' | 'clientSecret' | 'homeTenant'>;

/** The Microsoft 365 settings that point a Balie process at the double. */
export const graphEnv = (graph: GraphApp): Record<(typeof GRAPH_ENV)[number], string> => ({
  MSGRAPH_URL: graph.url,
  MSIDENTITY_URL: graph.url,
  MSGRAPH_CA_FILE: graph.caFile,
  MSGRAPH_CLIENT_ID: graph.clientId,
  MSGRAPH_CLIENT_SECRET: graph.clientSecret,
  MSGRAPH_TENANT_ID: graph.homeTenant,
});

/** Points this process's Microsoft 365 settings at the double (the API under test reads them per call); returns the undo. */
export function pointAtGraphDouble(graph: GraphApp): () => void {
  Object.assign(process.env, graphEnv(graph));
  return () => {
    for (const name of GRAPH_ENV) delete process.env[name];
  };
}

/** The admin's browser on the consent and sign-in pages: it trusts the double's certificate. */
export const graphBrowser = (graph: GraphDouble) => new Agent({ connect: { ca: readFileSync(graph.caFile, 'utf8') } });
