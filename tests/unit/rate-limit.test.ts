/**
 * @jest-environment node
 */
import { startRedis, type ThrowawayRedis } from '../helpers/redis';
import { startService } from '../helpers/service';

type Service = NonNullable<Awaited<ReturnType<typeof startService>>>;

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('rate limits shared through Redis', () => {
  let redis: ThrowawayRedis | null;
  let copies: Service[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    if (!redis) return;
    // Two copies of the service (each its own database: only the counters are shared).
    copies = await Promise.all(
      [0, 1].map(
        async () =>
          (await startService('PGlite', {
            redisUrl: redis!.url,
            rateLimits: { ipPerMinute: 4, emailPerHour: 3 },
          }))!,
      ),
    );
    // A copy whose first Redis command timed out (its event loop held by the other copy's start
    // on a busy machine) counts alone until its client reconnects, as it should; the tests below
    // begin once both share.
    await until(async () => (await Promise.all(copies.map(health))).every((s) => s === 'shared'));
  });
  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.stop()));
    await redis?.stop();
  });

  const post = (copy: Service, email: string, ip: string) =>
    copy.app.inject({ method: 'POST', url: '/subscribe/subscribe', payload: { email }, remoteAddress: ip });
  const health = async (copy: Service) => (await copy.app.inject('/healthz')).json().rateLimits;

  /** Sends `n` subscriptions from one IP, alternating between the copies; the status codes. */
  async function flood(ip: string, n: number, email = (i: number) => `${ip}-${i}@example.com`) {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await post(copies[i % 2]!, email(i), ip)).statusCode);
    return codes;
  }

  it('cut a flood from one IP at the limit in total, not per copy', async () => {
    if (!redis) return console.warn('redis-server not found: skipped');
    expect(await Promise.all(copies.map(health))).toEqual(['shared', 'shared']);
    expect(await flood('10.1.0.1', 10)).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    const cut = await post(copies[0]!, 'late@example.com', '10.1.0.1');
    expect(cut.json()).toEqual({
      responsecode: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(cut.headers['retry-after']).toMatch(/^\d+$/);
    // Another IP has its own count.
    expect((await post(copies[1]!, 'other@example.com', '10.1.0.2')).statusCode).toBe(200);
  });

  it('cut one address at its limit across copies, whatever the IP', async () => {
    if (!redis) return console.warn('redis-server not found: skipped');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post(copies[i % 2]!, 'Same@Example.com', `10.2.0.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('keep answering while Redis is down, each copy counting alone, and share again when it is back', async () => {
    if (!redis) return console.warn('redis-server not found: skipped');
    await redis.stop();
    await until(async () => (await Promise.all(copies.map(health))).every((s) => s === 'local'));
    // Each copy now allows the limit on its own: 4 + 4 out of 10, and never an error.
    const codes = await flood('10.3.0.1', 10);
    expect(codes.filter((code) => code === 200)).toHaveLength(8);
    expect(codes.filter((code) => code !== 200 && code !== 429)).toEqual([]);

    await redis.start();
    await until(async () => (await Promise.all(copies.map(health))).every((s) => s === 'shared'));
    expect(await flood('10.3.0.2', 6)).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
