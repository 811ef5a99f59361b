/**
 * Fixed-window counters kept in memory (one service copy). A key may be used `limit` times per
 * window; `take` says whether this use is allowed.
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();

  return function take(key: string, now = Date.now()): boolean {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      lastSweep = now;
    }
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}
