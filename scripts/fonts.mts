// Puts the site's fonts in public/fonts/ (lib/fonts.ts says which), run by `npm run build` and
// `npm run dev`:
//   1. copies the woff2 files of the @fontsource-variable packages served whole (Manrope, the
//      code face, the CJK families' slices), under a folder named with each package's version;
//   2. cuts the language-names subset: the glyphs of the 41 native names in the picker that
//      Manrope's Latin file does not hold, a few kilobytes instead of a dozen whole fonts;
//   3. cuts the Latin supplement: the letters and tone marks of our Latin-script messages that
//      Manrope lacks (Hausa ɓ ɗ ƙ, Yoruba ṣ ẹ́ ǹ), with the letters they combine with;
//   4. cuts each language's script font, where it is one file for a whole script (Arabic,
//      Devanagari, Ethiopic…; not a CJK family's slices, which scripts/build.ts cuts), to the
//      characters of the language's messages and of what Intl prints for it: Noto Sans Arabic
//      162 KB → 27 KB, Noto Sans Ethiopic 194 KB → 52 KB;
//   5. writes public/fonts/subsets.json, from which the layout declares the subsets.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type Face,
  type FontSource,
  type SubsetManifest,
  facesOf,
  familyOf,
  inRanges,
  fontsDir,
  languageNamesFamily,
  languageNamesWeight,
  latinSupplementFamily,
  latinSupplementSource,
  linkedStylesheet,
  manifestFile,
  manrope,
  packageFile,
  parseUnicodeRange,
  scriptFonts,
  servedFaces,
} from '../lib/fonts';
import { allCountryCodes, supportedCountries } from '../lib/data/countries';
import { currencyName } from '../lib/format';
import { localeList, type Locale } from '../lib/i18n/locales';
import { messageEntries, readNamespace } from '../lib/i18n/messages';
import { namespaces } from '../lib/i18n/namespaces';
import { harfbuzzFace } from './harfbuzz';
import { subsetPool } from './subset-pool';

const root = process.cwd();

function formatRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The code points a font file has glyphs for (its cmap), read with HarfBuzz. */
async function codePointsOf(file: string): Promise<Set<number>> {
  const { face } = await harfbuzzFace(file);
  return new Set(face.collectUnicodes());
}

const cmaps = new Map<string, Promise<Set<number>>>();
/**
 * Whether `source` has a glyph for every one of `codePoints`. A slice's unicode-range is not
 * enough: Noto Sans TC's slice 117 lists 简 (U+7B80) but has no glyph for it.
 */
async function drawsAll(source: FontSource, codePoints: readonly number[]): Promise<boolean> {
  for (const cp of codePoints) {
    const face = faceFor(source, cp);
    if (!face) return false;
    const file = packageFile(face);
    if (!cmaps.has(file)) cmaps.set(file, codePointsOf(file));
    if (!(await cmaps.get(file)!).has(cp)) return false;
  }
  return true;
}

const faceCache = new Map<FontSource, Map<number, Face | undefined>>();

/** The face of `source` whose unicode-range holds `cp` (asked for every character of every message). */
function faceFor(source: FontSource, cp: number): Face | undefined {
  let cache = faceCache.get(source);
  if (!cache) faceCache.set(source, (cache = new Map()));
  if (!cache.has(cp)) {
    const face = facesOf(source).find((f) => inRanges(f.ranges, cp));
    cache.set(cp, face);
  }
  return cache.get(cp);
}

const pool = subsetPool();

/** Cuts `codePoints` out of the faces of `source` that hold them: one small file per face. */
async function cut(
  family: string,
  source: FontSource,
  codePoints: Iterable<number>,
  name: string,
  weight?: number,
) {
  const byFace = new Map<Face, number[]>();
  for (const cp of codePoints) {
    const face = faceFor(source, cp);
    if (!face) throw new Error(`fonts: ${source.pkg} has no face for U+${cp.toString(16)} (${name})`);
    byFace.set(face, [...(byFace.get(face) ?? []), cp]);
  }
  const faces: SubsetManifest['faces'] = [];
  for (const [face, cps] of byFace) {
    const text = String.fromCodePoint(...cps);
    const woff2 = await pool.subset(
      fs.readFileSync(packageFile(face)),
      text,
      weight ? { variationAxes: { wght: weight } } : {},
    );
    const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 10);
    const fileName = `${name}-${path.basename(face.file).replace(/-wght-normal.woff2$/, '')}-${hash}.woff2`;
    fs.writeFileSync(path.join(fontsDir, 'subsets', fileName), woff2);
    faces.push({
      family,
      weight: weight ? String(weight) : face.weight,
      url: `/fonts/subsets/${fileName}`,
      unicodeRange: formatRange(cps),
    });
    console.log(`fonts: ${fileName}: ${cps.length} characters, ${woff2.length} bytes`);
  }
  return faces;
}

const isText = (cp: number) => !/[\s\p{Cc}]/u.test(String.fromCodePoint(cp));

/** A language's own messages, as its files hold them. */
const messagesOf = (locale: string) =>
  messageEntries(namespaces.map((ns) => readNamespace(locale, ns))).map(([, text]) => text);

/**
 * What the pages print from Intl in a language: the names of countries (long and short) and of
 * the supported countries' currencies, lists, dates and numbers.
 */
function intlTexts(code: string): string[] {
  const regions = new Intl.DisplayNames([code], { type: 'region' });
  const shortRegions = new Intl.DisplayNames([code], { type: 'region', style: 'short' });
  const dates = new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' });
  return [
    ...allCountryCodes.flatMap((country) => [regions.of(country) ?? '', shortRegions.of(country) ?? '']),
    ...Object.values(supportedCountries).flatMap(({ currencies: codes }) =>
      codes.map((c) => currencyName(code, c)),
    ),
    new Intl.ListFormat(code, { type: 'conjunction' }).format(['a', 'b', 'c']),
    ...Array.from({ length: 12 }, (_, month) => dates.format(Date.UTC(2026, month, 28))),
    new Intl.NumberFormat(code).format(-1234567890.5),
    new Intl.NumberFormat(code, { style: 'percent', maximumFractionDigits: 2 }).format(0.125),
    new Intl.NumberFormat(code, { style: 'currency', currency: 'USD' }).format(1234.5),
  ];
}

/**
 * Step 4: a language's one-file script font cut to its characters (those the font has a face
 * for, Manrope's too: it draws them only where its own file has them). The 41 native names are
 * on every page too (the picker's own subset draws them, but a page must not show a character of
 * its script that its font lacks: scripts/build.ts checks every page). With each character come
 * the ones it decomposes into, which the shaper may draw it with: Thai's sara am (ำ) is drawn as
 * nikhahit and sara aa (ํ า), and without them the system's Thai font drew it.
 */
async function cutScriptFont(code: Locale, source: FontSource) {
  const natives = localeList.map(({ native }) => native);
  const text = [...messagesOf(code), ...intlTexts(code), ...natives].join('');
  const forms = (['NFC', 'NFD', 'NFKD'] as const).map((form) => text.normalize(form)).join('');
  const codePoints = [...new Set(forms)].map((ch) => ch.codePointAt(0)!).filter((cp) => faceFor(source, cp));
  return [code, await cut(familyOf(source), source, codePoints, code)] as const;
}

async function buildFonts() {
  fs.rmSync(fontsDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(fontsDir, 'subsets'), { recursive: true });

  // 1. The package files.
  let bytes = 0;
  const served = servedFaces();
  for (const face of served) {
    const to = path.join(root, 'public', face.url);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(packageFile(face), to);
    bytes += fs.statSync(to).size;
  }
  console.log(`fonts: ${served.length} files (${(bytes / 1048576).toFixed(1)} MB) in public/fonts`);
  fs.mkdirSync(path.join(fontsDir, 'css'));
  for (const source of new Set(Object.values(scriptFonts))) {
    if (!source.linked) continue;
    const { url, css } = linkedStylesheet(source);
    fs.writeFileSync(path.join(root, 'public', url), css);
  }

  // Started first: the largest cuts, which the pool's workers run while the rest is read.
  const scriptCuts = Promise.all(
    localeList.flatMap(({ code }) => {
      const source = scriptFonts[code as Locale];
      return source && !source.linked ? [cutScriptFont(code as Locale, source)] : [];
    }),
  );

  const manropeCodePoints = new Set<number>();
  for (const face of facesOf(manrope))
    for (const cp of await codePointsOf(packageFile(face))) manropeCodePoints.add(cp);
  const manropeLatin = parseUnicodeRange(
    facesOf(manrope).find((face) => face.subset === 'latin')!.unicodeRange,
  );

  // 2. Native names: each takes a font that already holds one of its characters and draws all of
  //    them, else its own language's, so a word is never drawn from two fonts (اردو comes with
  //    العربية; 简体中文 takes Noto Sans SC, as Noto Sans TC has no 简).
  const nameFont = new Map<number, FontSource>();
  const nameInManrope = new Set<number>();
  for (const { code, native } of localeList) {
    const cps = [...native]
      .map((ch) => ch.codePointAt(0)!)
      .filter((cp) => isText(cp) && !inRanges(manropeLatin, cp));
    cps.filter((cp) => manropeCodePoints.has(cp)).forEach((cp) => nameInManrope.add(cp));
    const rest = cps.filter((cp) => !manropeCodePoints.has(cp));
    if (rest.length === 0) continue;
    let font: FontSource | undefined;
    for (const held of new Set(rest.map((cp) => nameFont.get(cp)).filter((f) => f !== undefined)))
      if (!font && (await drawsAll(held, rest))) font = held;
    font ??= scriptFonts[code as keyof typeof scriptFonts];
    if (!font || !(await drawsAll(font, rest)))
      throw new Error(`fonts: no font draws the name ${native}; add one to scriptFonts in lib/fonts.ts`);
    for (const cp of rest) if (!nameFont.has(cp)) nameFont.set(cp, font);
  }
  const faces = await cut(languageNamesFamily, manrope, nameInManrope, 'names', languageNamesWeight);
  const byFont = new Map<FontSource, number[]>();
  for (const [cp, font] of nameFont) byFont.set(font, [...(byFont.get(font) ?? []), cp]);
  for (const [font, cps] of byFont)
    faces.push(...(await cut(languageNamesFamily, font, cps, 'names', languageNamesWeight)));

  // 3. Whole grapheme clusters (a letter with its tone marks) that neither Manrope nor the
  //    language's script font can draw, in its messages and the country and currency names the
  //    pages print from Intl.
  const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });
  const supplement = new Set<number>();
  const missing = new Set<string>();
  for (const { code, native } of localeList) {
    const script = scriptFonts[code as keyof typeof scriptFonts];
    const covered = (cp: number) =>
      !isText(cp) || manropeCodePoints.has(cp) || (script && faceFor(script, cp));
    for (const text of [...messagesOf(code), native, ...intlTexts(code)].map((t) => t.normalize('NFC'))) {
      // Most texts hold only characters our fonts draw; the clusters of the others are looked at.
      if ([...text].every((ch) => covered(ch.codePointAt(0)!))) continue;
      for (const { segment } of segmenter.segment(text)) {
        const cps = [...segment].map((ch) => ch.codePointAt(0)!);
        if (cps.every(covered)) continue;
        // The browser draws a cluster from one font file: its characters must share a face.
        const faces = new Set(cps.map((cp) => faceFor(latinSupplementSource, cp)));
        if (faces.size !== 1 || faces.has(undefined)) missing.add(`${code}: "${segment}"`);
        else cps.forEach((cp) => supplement.add(cp));
      }
    }
  }
  // A slip in Intl's data is mended in lib/format.ts (currencyName), a message in messages/.
  if (missing.size > 0) throw new Error(`fonts: no font of the site draws ${[...missing].join(', ')}`);
  faces.push(...(await cut(latinSupplementFamily, latinSupplementSource, supplement, 'latin-supplement')));

  const scripts = Object.fromEntries(await scriptCuts);
  await pool.close();
  fs.writeFileSync(manifestFile, JSON.stringify({ faces, scripts } satisfies SubsetManifest, null, 2) + '\n');
}

await buildFonts();
