/**
 * Group commit: requests that arrive while a write is running wait for the next one, and each
 * write commits all of them in one transaction. Under light load a request is written at once
 * (next tick); under heavy load one commit serves hundreds of requests. Up to `concurrency`
 * writes run at a time (PostgreSQL commits on several connections at once; PGlite has one).
 * Every caller's promise settles only after its item is committed, so an acknowledgement means
 * the row is stored.
 */
export function createBatcher<T, R>(
  write: (items: T[]) => Promise<R[]>,
  { maxBatch = 500, concurrency = 1 } = {},
) {
  let queue: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  let writers = 0;
  let starting = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i] as R));
      } catch (error) {
        batch.forEach((entry) => entry.reject(error));
      }
    }
    writers--;
  }

  return {
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (starting || writers >= concurrency) return;
        starting = true;
        writers++;
        setImmediate(() => {
          starting = false;
          void drain();
        });
      });
    },
    /** Items waiting for a commit (for shutdown and tests). */
    get pending() {
      return queue.length;
    },
  };
}
