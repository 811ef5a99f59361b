import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const PREFIX = 'orvyn-rate-';

export interface SharedLimits {
  /** The store for @fastify/rate-limit: Redis while it answers, this process's memory otherwise. */
  store: FastifyRateLimitStoreCtor;
  /** 'shared' while Redis answers, 'local' while the limits fall back to this process's memory. */
  status(): 'shared' | 'local';
  close(): void;
}

/**
 * Rate-limit counters shared by every copy of the service through Redis (the plugin's own Lua
 * fixed window), so N copies allow the limit once, not N times. When Redis cannot be reached,
 * each count falls back to the process's memory (the limit then holds per copy) and the service
 * keeps answering; it logs the change both ways.
 */
export async function connectSharedLimits(
  url: string,
  log: FastifyBaseLogger,
  { connectWaitMs = 5000, commandTimeoutMs = 250 } = {},
): Promise<SharedLimits> {
  const redis = new Redis(url, {
    // Fail a count at once while disconnected (the memory counts it) rather than queue it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
  });
  let shared = false;
  redis.on('ready', () => {
    shared = true;
    log.info('rate limits are shared through Redis');
  });
  redis.on('error', (error: Error) => {
    if (!shared) return; // already said; ioredis keeps reconnecting in the background
    shared = false;
    log.warn({ err: error }, 'Redis unreachable: rate limits count in this process until it is back');
  });
  // Start once Redis is ready, or known unreachable (first error), or silent for connectWaitMs.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      if (!shared) log.warn('Redis not reachable at start: rate limits count in this process for now');
      resolve();
    };
    const timer = setTimeout(done, connectWaitMs);
    redis.once('ready', done).once('error', done);
  });

  function fallbackStore(remote: FastifyRateLimitStore, local: FastifyRateLimitStore): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow, max) {
        if (redis.status !== 'ready') return local.incr(key, callback, timeWindow, max);
        remote.incr(
          key,
          (error, result) => {
            if (!error) {
              if (!shared) {
                shared = true;
                log.info('Redis answers again: rate limits are shared');
              }
              return callback(null, result);
            }
            if (shared) {
              shared = false;
              log.warn({ err: error }, 'Redis failed: rate limits count in this process until it answers');
            }
            local.incr(key, callback, timeWindow, max);
          },
          timeWindow,
          max,
        );
      },
      child(options) {
        // Limits made with createRateLimit have no route: their key generator names them.
        const { routeInfo } = options as unknown as { routeInfo?: { method?: string; url?: string } };
        const route = routeInfo?.url ? `${routeInfo.method}${routeInfo.url}-` : '';
        return fallbackStore(
          new RedisStore(false, false, redis, `${PREFIX}${route}`),
          new LocalStore(false, false),
        );
      },
    };
  }

  // Called by the plugin with its options; continueExceeding and exponentialBackoff are not used.
  const store = function SharedStore() {
    return fallbackStore(new RedisStore(false, false, redis, PREFIX), new LocalStore(false, false));
  } as unknown as FastifyRateLimitStoreCtor;

  return {
    store,
    status: () => (shared && redis.status === 'ready' ? 'shared' : 'local'),
    close: () => redis.disconnect(),
  };
}
