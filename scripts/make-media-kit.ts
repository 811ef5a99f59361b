// Draws the media kit of /media-kit from lib/config.ts into public/media-kit/ (committed):
// logos as SVG and PNG, PNG renders of the app screens, the brand style guide PDF and the
// typeface with its licence. `npm run assets:media-kit` after a change to the brand.
// The wordmark is set in Manrope ExtraBold and turned into outlines, so no file needs the font.
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { brand } from '../lib/config';
import { logoUrl, logoVariants, mediaKit, productScreens } from '../lib/data/media-kit';

const root = process.cwd();
const out = (url: string) => path.join(root, 'public', url);
const write = (url: string, data: string | Uint8Array) => {
  fs.mkdirSync(path.dirname(out(url)), { recursive: true });
  fs.writeFileSync(out(url), data);
};

const blue: string = brand.colors.blue;
const lime: string = brand.colors.lime;
const ink = '#0d0b26';
const white = '#ffffff';

const fontFile = fs.readFileSync(
  path.join(root, 'node_modules/@fontsource/manrope/files/manrope-latin-800-normal.woff'),
);
const font = opentype.parse(
  fontFile.buffer.slice(fontFile.byteOffset, fontFile.byteOffset + fontFile.byteLength),
);

/** Outlines of `text` in Manrope ExtraBold, with the site's −0.02 em tracking. */
function outline(text: string, size: number, x = 0, baseline = 0) {
  const tracked = font.getPath(text, x, baseline, size, { letterSpacing: -0.02 });
  return { d: tracked.toPathData(2), width: font.getAdvanceWidth(text, size, { letterSpacing: -0.02 }) };
}

type Variant = (typeof logoVariants)[number];
const markColours: Record<Variant, { tile: string; ring: string; text: string }> = {
  logo: { tile: blue, ring: lime, text: ink },
  'logo-white': { tile: blue, ring: lime, text: white },
  'logo-mono': { tile: ink, ring: white, text: ink },
  mark: { tile: blue, ring: lime, text: ink },
  'mark-mono': { tile: ink, ring: white, text: ink },
};

function logoSvg(variant: Variant) {
  const c = markColours[variant];
  const mark = `<path d="${brand.logo.tile}" fill="${c.tile}"/><path d="${brand.logo.ring}" fill="${c.ring}"/><path d="${brand.logo.arrow}" fill="${c.ring}"/>`;
  if (variant.startsWith('mark')) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><title>${brand.name}</title>${mark}</svg>\n`;
  }
  const name = outline(brand.name, 34, 60, 36);
  const width = Math.ceil(60 + name.width);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48"><title>${brand.name}</title>${mark}<path d="${name.d}" fill="${c.text}"/></svg>\n`;
}

function hex(color: string) {
  const n = parseInt(color.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}
const pdfColour = (color: string) => {
  const { r, g, b } = hex(color);
  return rgb(r / 255, g / 255, b / 255);
};

async function logos() {
  for (const variant of logoVariants) {
    const svg = logoSvg(variant);
    write(logoUrl(variant, 'svg'), svg);
    const png = await sharp(Buffer.from(svg), { density: 1200 })
      .resize(variant.startsWith('mark') ? { width: 512, height: 512 } : { height: 256 })
      .png()
      .toBuffer();
    write(logoUrl(variant, 'png'), png);
  }
}

async function screens() {
  for (const screen of productScreens) {
    const file = mediaKit.images.files.find((f) => f.path === `png/${screen}.png`)!;
    const svg = fs.readFileSync(out(`/images/screens/${screen}.svg`));
    write(file.url, await sharp(svg, { density: 288 }).resize({ width: 720 }).png().toBuffer());
  }
}

function typeface() {
  const dir = path.join(root, 'node_modules/@fontsource-variable/manrope');
  write(mediaKit.typeface.file, fs.readFileSync(path.join(dir, 'files/manrope-latin-wght-normal.woff2')));
  write(mediaKit.typeface.licence, fs.readFileSync(path.join(dir, 'LICENSE')));
}

function wrap(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  width: number,
  f: PDFFont,
  color = pdfColour(ink),
) {
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (f.widthOfTextAtSize(next, size) > width) {
      page.drawText(line, { x, y, size, font: f, color });
      y -= size * 1.5;
      line = word;
    } else line = next;
  }
  if (line) page.drawText(line, { x, y, size, font: f, color });
  return y - size * 2;
}

/** Draws the mark with its top-left corner at (x, y) in PDF points, `size` points wide. */
function drawMark(page: PDFPage, x: number, y: number, size: number, tile = blue, ring = lime) {
  const scale = size / 48;
  page.drawSvgPath(brand.logo.tile, { x, y, scale, color: pdfColour(tile) });
  page.drawSvgPath(brand.logo.ring, { x, y, scale, color: pdfColour(ring) });
  page.drawSvgPath(brand.logo.arrow, { x, y, scale, color: pdfColour(ring) });
}

function drawWord(page: PDFPage, text: string, x: number, baseline: number, size: number, color: string) {
  // pdf-lib flips the y axis of SVG paths: draw the outline from the baseline's origin.
  page.drawSvgPath(outline(text, size).d, { x, y: baseline, color: pdfColour(color) });
}

async function guide() {
  const pdf = await PDFDocument.create();
  const date = new Date('2026-11-21T00:00:00Z');
  pdf.setTitle(`${brand.name} brand style guide`);
  pdf.setAuthor(brand.company);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const W = 595;
  const H = 842;
  const margin = 56;

  const cover = pdf.addPage([W, H]);
  cover.drawRectangle({ x: 0, y: 0, width: W, height: H, color: pdfColour(blue) });
  drawMark(cover, margin, H - margin, 96, white, blue);
  drawWord(cover, brand.name, margin, 420, 96, white);
  cover.drawText('Brand style guide', { x: margin, y: 360, size: 28, font: bold, color: pdfColour(lime) });
  cover.drawText(`${brand.company} · Version 1.0 · November 2026`, {
    x: margin,
    y: margin,
    size: 11,
    font: regular,
    color: pdfColour(white),
  });

  const heading = (page: PDFPage, text: string, number: string) => {
    page.drawText(number, { x: margin, y: H - margin - 10, size: 11, font: bold, color: pdfColour(blue) });
    page.drawText(text, { x: margin, y: H - margin - 44, size: 28, font: bold, color: pdfColour(ink) });
  };

  const logoPage = pdf.addPage([W, H]);
  heading(logoPage, 'Logo', '01');
  let y = wrap(
    logoPage,
    `Our logo is the mark, a lime ring with an arrow on a blue tile, followed by the name ${brand.name} in Manrope ExtraBold. Use the files of the media kit; never redraw or retype it.`,
    margin,
    H - 140,
    12,
    W - 2 * margin,
    regular,
  );
  logoPage.drawRectangle({
    x: margin,
    y: y - 150,
    width: W - 2 * margin,
    height: 150,
    color: pdfColour('#f6f6fb'),
  });
  drawMark(logoPage, margin + 40, y - 45, 60);
  drawWord(logoPage, brand.name, margin + 116, y - 96, 44, ink);
  logoPage.drawRectangle({
    x: margin,
    y: y - 320,
    width: W - 2 * margin,
    height: 150,
    color: pdfColour(blue),
  });
  drawMark(logoPage, margin + 40, y - 215, 60);
  drawWord(logoPage, brand.name, margin + 116, y - 266, 44, white);
  y = wrap(
    logoPage,
    'Clear space: keep space around the logo at least as wide as the ring on every side. Minimum size: 24 px (6 mm) for the mark, 96 px (25 mm) for the full logo.',
    margin,
    y - 360,
    12,
    W - 2 * margin,
    regular,
  );
  logoPage.drawText('Do not', { x: margin, y, size: 14, font: bold, color: pdfColour(ink) });
  for (const rule of [
    'stretch, rotate or crop the logo;',
    'recolour it outside the three versions of the kit;',
    'add shadows, outlines or other effects;',
    'place the colour logo on busy photos: use the white or one-colour version.',
  ]) {
    y -= 20;
    logoPage.drawText(`•  ${rule}`, { x: margin, y, size: 12, font: regular, color: pdfColour(ink) });
  }

  const colourPage = pdf.addPage([W, H]);
  heading(colourPage, 'Colours', '02');
  const swatches = [
    {
      name: brand.colors.blueName,
      value: blue,
      text: white,
      use: 'Backgrounds, buttons, links and the tile of the mark.',
    },
    {
      name: brand.colors.limeName,
      value: lime,
      text: ink,
      use: 'Highlights, calls to action on blue and the ring of the mark.',
    },
  ];
  swatches.forEach((swatch, i) => {
    const top = H - 150 - i * 300;
    colourPage.drawRectangle({
      x: margin,
      y: top - 200,
      width: W - 2 * margin,
      height: 200,
      color: pdfColour(swatch.value),
    });
    colourPage.drawText(swatch.name, {
      x: margin + 24,
      y: top - 50,
      size: 26,
      font: bold,
      color: pdfColour(swatch.text),
    });
    const { r, g, b } = hex(swatch.value);
    colourPage.drawText(`HEX ${swatch.value.toUpperCase()}   RGB ${r} ${g} ${b}`, {
      x: margin + 24,
      y: top - 80,
      size: 13,
      font: regular,
      color: pdfColour(swatch.text),
    });
    wrap(colourPage, swatch.use, margin, top - 230, 12, W - 2 * margin, regular);
  });

  const typePage = pdf.addPage([W, H]);
  heading(typePage, 'Typeface', '03');
  y = wrap(
    typePage,
    'Manrope is our typeface for the site, the app and print: a modern geometric sans serif, free to use under the SIL Open Font License 1.1. Headings use weight 800 with slightly tight tracking; text uses weight 400 to 500.',
    margin,
    H - 140,
    12,
    W - 2 * margin,
    regular,
  );
  drawWord(typePage, 'Aa', margin, y - 120, 140, blue);
  drawWord(typePage, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', margin, y - 190, 26, ink);
  drawWord(typePage, 'abcdefghijklmnopqrstuvwxyz', margin, y - 230, 26, ink);
  drawWord(typePage, '0123456789 $ % & @', margin, y - 270, 26, ink);
  wrap(
    typePage,
    `Questions about our brand: hello@${brand.domain}`,
    margin,
    margin,
    11,
    W - 2 * margin,
    regular,
  );

  write(mediaKit.guide.file, await pdf.save());
}

async function main() {
  await logos();
  await screens();
  typeface();
  await guide();
  console.log('media kit written to public/media-kit');
}

void main();
