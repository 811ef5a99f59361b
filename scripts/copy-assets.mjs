// Copies the flag images (flag-icons) and coin logos (cryptocurrency-icons) the site shows into
// public/, so they are served from our own host. Run before `next dev` and `next build`. Each flag
// is drawn into a WebP (lib/flags.ts says why).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const from = path.join(root, 'node_modules', 'flag-icons', 'flags', '4x3');
const to = path.join(root, 'public', 'flags', '4x3');

// Twice the largest size a page shows a flag at (64 × 48).
const flagSize = { width: 128, height: 96 };
fs.mkdirSync(to, { recursive: true });
const flags = fs.readdirSync(from).filter((file) => file.endsWith('.svg'));
await Promise.all(
  flags.map(async (file) => {
    // Drawn at twice the size, then scaled down: smoother edges than drawing at the size itself.
    const svg = fs.readFileSync(path.join(from, file));
    const { width } = await sharp(svg).metadata();
    await sharp(svg, { density: (72 * 2 * flagSize.width) / (width ?? 640) })
      .resize(flagSize.width, flagSize.height, { fit: 'fill' })
      .webp({ quality: 90 })
      .toFile(path.join(to, file.replace(/\.svg$/, '.webp')));
  }),
);
console.log(`copy-assets: ${flags.length} flags in public/flags/4x3`);

// Coin logos (cryptocurrency-icons), named by lower-case symbol: /coins/btc.svg.
const coinsFrom = path.join(root, 'node_modules', 'cryptocurrency-icons', 'svg', 'color');
const coinsTo = path.join(root, 'public', 'coins');
fs.mkdirSync(coinsTo, { recursive: true });
const logos = fs.readdirSync(coinsFrom).filter((file) => file.endsWith('.svg'));
for (const file of logos) fs.copyFileSync(path.join(coinsFrom, file), path.join(coinsTo, file));
console.log(`copy-assets: ${logos.length} coin logos in public/coins`);
