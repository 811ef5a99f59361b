// A worker thread of scripts/subset-pool.ts: cuts a font file down to the given characters, as
// WOFF2 (subset-font: HarfBuzz and the WOFF2 encoder, both WebAssembly on the thread that calls them).
import { parentPort } from 'node:worker_threads';
import subsetFont from 'subset-font';

// A Buffer arrives as a plain Uint8Array, which subset-font does not recognize as a font.
parentPort.on('message', async ({ font, text, options }) => {
  parentPort.postMessage(await subsetFont(Buffer.from(font), text, { ...options, targetFormat: 'woff2' }));
});
