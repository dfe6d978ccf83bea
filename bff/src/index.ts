export { createBff, type Bff, type BffOptions } from './server.ts';
export { createRedisSource, REDIS_CHANNEL } from './live/redis-source.ts';
export type { LiveEvent, LiveSource } from './live/events.ts';
