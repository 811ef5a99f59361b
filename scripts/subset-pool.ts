// Cuts fonts on every core for scripts/fonts.mts and scripts/build.ts: worker threads of
// scripts/subset-worker.mjs (subset-font: HarfBuzz and the WOFF2 encoder, WebAssembly, which keep
// the thread that calls them busy). A worker takes the next file as soon as it is free: one file
// may take 3 s (Noto Nastaliq Urdu, whose WOFF2 encoding is most of it), most take well under one.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** subset-font's options that the site uses: a variable font pinned to one weight. */
export interface SubsetOptions {
  variationAxes?: { wght: number };
}

interface Job {
  font: Uint8Array;
  text: string;
  options: SubsetOptions;
  resolve: (woff2: Buffer) => void;
}

export function subsetPool(size = Math.min(os.availableParallelism(), 4)) {
  const workers = Array.from(
    { length: size },
    () => new Worker(new URL('./subset-worker.mjs', import.meta.url)),
  );
  const queue: Job[] = [];
  const idle = [...workers];
  const next = (worker: Worker) => {
    const job = queue.shift();
    if (!job) return void idle.push(worker);
    worker.once('message', (woff2: Uint8Array) => {
      job.resolve(Buffer.from(woff2));
      next(worker);
    });
    worker.postMessage({ font: job.font, text: job.text, options: job.options });
  };
  for (const worker of workers)
    worker.on('error', (error) => {
      console.error(error);
      process.exit(1);
    });
  return {
    /** `font` cut down to the characters of `text`, as WOFF2. */
    subset: (font: Uint8Array, text: string, options: SubsetOptions = {}) =>
      new Promise<Buffer>((resolve) => {
        queue.push({ font, text, options, resolve });
        const worker = idle.pop();
        if (worker) next(worker);
      }),
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}
