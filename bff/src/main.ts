// The BFF alone, for scale-out: several of these behind a load balancer, live events from Redis.
import { resolve } from 'node:path';
import { createBff } from './server.ts';
import { createRedisSource } from './live/redis-source.ts';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  console.error('REDIS_URL is nodig wanneer de BFF los van de REST-service draait.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4000);
const live = createRedisSource(redisUrl);
const bff = createBff({
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4001',
  live,
  webDist: resolve(process.env.WEB_DIST ?? 'web/dist'),
});
bff.server.listen(port, process.env.HOST ?? '0.0.0.0', () => console.log(`BFF op poort ${port}`));

async function stop() {
  await bff.close();
  await live.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
