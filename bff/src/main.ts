// The BFF in its own process: live events from Redis (scale-out, several of these behind a load
// balancer), or from the REST service's event stream (the embedded default under the start script).
import { resolve } from 'node:path';
import { loadSecretFiles } from '@balie/service-kit/secret-env';
import { exitGracefully } from '@balie/service-kit/shutdown';
import { createBff } from './server.ts';
import { createRedisSource } from './live/redis-source.ts';
import { createStreamSource } from './live/stream-source.ts';

// Each may be given as NAME or as NAME_FILE (Docker and Kubernetes secrets).
loadSecretFiles(process.env, ['REDIS_URL', 'LIVE_STREAM_SECRET']);

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4001';
const redisUrl = process.env.REDIS_URL;
const streamSecret = process.env.LIVE_STREAM_SECRET;
if (!redisUrl && !streamSecret) {
  console.error('REDIS_URL (of LIVE_STREAM_SECRET van de REST-service) is nodig wanneer de BFF los van de REST-service draait.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4000);
const live = redisUrl ? createRedisSource(redisUrl) : createStreamSource(apiUrl, streamSecret!);
const bff = createBff({
  apiUrl,
  live,
  webDist: resolve(process.env.WEB_DIST ?? 'web/dist'),
  logger: true,
});
// A port in use must stop the process: the WebSocket server would otherwise swallow the error and
// leave a BFF that answers nothing while another process answers its port.
bff.server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Poort ${port} is al in gebruik; de BFF stopt.` : `De BFF kan niet starten: ${error.message}`);
  process.exit(1);
});
bff.server.listen(port, process.env.HOST ?? '0.0.0.0', () => console.log(`BFF op poort ${port}`));

exitGracefully('BFF', async () => {
  await bff.close();
  await live.close();
});
