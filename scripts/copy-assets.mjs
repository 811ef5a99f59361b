// Copies the flag images (flag-icons) and coin logos (cryptocurrency-icons) the site shows into
// public/, so they are served from our own host, draws the app icon into a PNG and writes the promo
// tour's captions. Run before `next dev` and `next build`. Each image is drawn into a raster image
// (lib/flags.ts says why).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const from = path.join(root, 'node_modules', 'flag-icons', 'flags', '4x3');
const to = path.join(root, 'public', 'flags', '4x3');

/**
 * Draws an SVG into a WebP or PNG image (by the file's name) of `width` × `height`: at twice the
 * size, then scaled down, for smoother edges.
 */
async function draw(svgFile, imageFile, width, height) {
  const svg = fs.readFileSync(svgFile);
  const { width: own } = await sharp(svg).metadata();
  const drawn = sharp(svg, { density: (72 * 2 * width) / (own ?? width) }).resize(width, height, {
    fit: 'fill',
  });
  await (imageFile.endsWith('.png') ? drawn.png() : drawn.webp({ quality: 80 })).toFile(imageFile);
}

// Flags at twice the largest size a page shows them at (64 × 48).
fs.mkdirSync(to, { recursive: true });
const flags = fs.readdirSync(from).filter((file) => file.endsWith('.svg'));
await Promise.all(
  flags.map((file) => draw(path.join(from, file), path.join(to, file.replace(/\.svg$/, '.webp')), 128, 96)),
);
console.log(`copy-assets: ${flags.length} flags in public/flags/4x3`);

// Coin logos (cryptocurrency-icons), named by lower-case symbol (lib/data/coins.ts coinLogoPath),
// at twice the largest size a page shows them at (52 × 52).
const coinsFrom = path.join(root, 'node_modules', 'cryptocurrency-icons', 'svg', 'color');
const coinsTo = path.join(root, 'public', 'coins');
fs.mkdirSync(coinsTo, { recursive: true });
const logos = fs.readdirSync(coinsFrom).filter((file) => file.endsWith('.svg'));
await Promise.all(
  logos.map((file) =>
    draw(path.join(coinsFrom, file), path.join(coinsTo, file.replace(/\.svg$/, '.webp')), 104, 104),
  ),
);
console.log(`copy-assets: ${logos.length} coin logos in public/coins`);

// The app icon (lib/config.ts appIcon) at 192 × 192, the size Android asks for.
await draw(path.join(root, 'public', 'icon.svg'), path.join(root, 'public', 'icon.png'), 192, 192);
console.log('copy-assets: public/icon.png');

// The promo tour's captions in each language (components/home/PromoVideo.tsx): the hero's
// typewriter lines, one for each 4-s scene of public/video/tour (scripts/make-videos.sh, which
// draws no words), in the middle of the picture.
const captionsTo = path.join(root, 'public', 'video', 'captions');
fs.mkdirSync(captionsTo, { recursive: true });
const SCENE_SECONDS = 4;
const time = (seconds) => `00:00:${String(seconds).padStart(2, '0')}.000`;
const cueText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const languages = fs.readdirSync(path.join(root, 'messages'));
for (const locale of languages) {
  const home = JSON.parse(fs.readFileSync(path.join(root, 'messages', locale, 'home.json'), 'utf8'));
  const cues = home.typewriter.map(
    (line, i) =>
      `${i + 1}\n${time(i * SCENE_SECONDS)} --> ${time((i + 1) * SCENE_SECONDS)} line:45% align:center size:90%\n${cueText(line)}`,
  );
  fs.writeFileSync(path.join(captionsTo, `${locale}.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`);
}
console.log(`copy-assets: the tour's captions in ${languages.length} languages in public/video/captions`);
