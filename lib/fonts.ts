/**
 * The site's self-hosted fonts: which @fontsource-variable family each language's pages use, and
 * the @font-face rules a page declares. `npm run build` (scripts/fonts.mts) copies the files into
 * public/fonts/ and cuts subsets there (the language names, the Latin supplement, each language's
 * one-file script font); the layout inlines the rules of its language.
 *
 * Every page declares Manrope (Latin, Cyrillic, Greek, Vietnamese), the code face, the Latin
 * supplement and the language-names subset; a page in a language written in another script also
 * uses that script's Noto family: declared for a visit without JavaScript, listed for the loader of
 * lib/after-paint.ts otherwise. `unicode-range` makes the browser fetch only the files whose
 * characters the page shows, so declaring a face costs a few hundred bytes of CSS, not a download.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { NO_SCRIPT_MEDIA, PAINTED_CLASS } from '@/lib/after-paint';

/** A family from a @fontsource-variable package; `subsets` limits it to some of its files. */
export interface FontSource {
  pkg: string;
  subsets?: readonly string[];
  /**
   * Its rules (for a visit without JavaScript) go in a stylesheet of their own, fetched once and
   * cached, rather than into each page (CJK: about a hundred rules, 30 KB compressed, which the
   * page would carry twice).
   */
  linked?: boolean;
  /**
   * Another name its installed copy goes by (installedFamilies): Noto's CJK families are also
   * installed as one collection per region, 'Noto Sans CJK JP' (Debian, ChromeOS).
   */
  installedAs?: string;
  /**
   * With JavaScript the loader turns it on once its files are in on a first visit too, instead of
   * leaving that visit in the device's face (lib/after-paint.ts): for a script that not every
   * phone in use has a face for (Ethiopic, Sinhala on older and feature phones), or draws in the
   * style its readers expect (Urdu's Nastaliq, which a phone's Arabic face draws as Naskh).
   */
  onFirstVisit?: boolean;
}

export const manrope: FontSource = { pkg: '@fontsource-variable/manrope' };

/** URLs, hashes and codes: distinct 0/O and l/I matter for the official addresses. */
export const codeFont: FontSource = { pkg: '@fontsource-variable/noto-sans-mono', subsets: ['latin'] };

/** Source of the letters and tone marks Manrope lacks (Hausa ɓ ɗ ƙ, Yoruba ṣ, ẹ́, ǹ). */
export const latinSupplementSource: FontSource = {
  pkg: '@fontsource-variable/noto-sans',
  subsets: ['latin', 'latin-ext', 'vietnamese'],
};

const noto = (name: string, subsets?: readonly string[]): FontSource => ({
  pkg: `@fontsource-variable/${name}`,
  ...(subsets ? { subsets } : { linked: true }),
});

/** The font of each language not written in Latin, Cyrillic or Greek (those are Manrope's). */
export const scriptFonts: Partial<Record<Locale, FontSource>> = {
  ar: noto('noto-sans-arabic', ['arabic']),
  ur: { ...noto('noto-nastaliq-urdu', ['arabic']), onFirstVisit: true },
  hi: noto('noto-sans-devanagari', ['devanagari']),
  ne: noto('noto-sans-devanagari', ['devanagari']),
  am: { ...noto('noto-sans-ethiopic', ['ethiopic']), onFirstVisit: true },
  si: { ...noto('noto-sans-sinhala', ['sinhala']), onFirstVisit: true },
  th: noto('noto-sans-thai', ['thai']),
  // CJK fonts come in about a hundred numbered slices each; all are declared, few are fetched.
  'zh-Hant': { ...noto('noto-sans-tc'), installedAs: 'Noto Sans CJK TC' },
  'zh-Hans': { ...noto('noto-sans-sc'), installedAs: 'Noto Sans CJK SC' },
  ja: { ...noto('noto-sans-jp'), installedAs: 'Noto Sans CJK JP' },
  ko: { ...noto('noto-sans-kr'), installedAs: 'Noto Sans CJK KR' },
};

/** Family names the site's CSS uses for the two build-time subsets. */
export const languageNamesFamily = 'Language Names';
export const latinSupplementFamily = 'Latin Supplement';
/** The picker sets native names in bold: their subset is cut at that one weight, half the bytes. */
export const languageNamesWeight = 700;

const root = process.cwd();
export const fontsDir = path.join(root, 'public', 'fonts');
/** What scripts/fonts.mts cut at build time: the subsets' files and character ranges. */
export const manifestFile = path.join(fontsDir, 'subsets.json');

export interface Face {
  pkg: string;
  family: string;
  /** The fontsource subset: `latin`, `arabic`, `[12]` for a CJK slice. */
  subset: string;
  weight: string;
  /** File inside the package (`files/…woff2`) and the URL it is served at. */
  file: string;
  url: string;
  unicodeRange: string;
  /** The unicode-range as code point intervals. */
  ranges: Ranges;
}

function packageDir(pkg: string) {
  return path.join(root, 'node_modules', ...pkg.split('/'));
}

function packageVersion(pkg: string): string {
  const json = JSON.parse(fs.readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')) as {
    version: string;
  };
  return json.version;
}

/** Served under a folder named with the package's version, so the files can be cached for good. */
export function publicFolder(pkg: string) {
  return `${pkg.split('/')[1]}-${packageVersion(pkg)}`;
}

const facesCache = new Map<FontSource, Face[]>();

/** The upright faces a package's stylesheet declares (CJK has no italics; neither does the site). */
export function facesOf(source: FontSource): Face[] {
  const cached = facesCache.get(source);
  if (cached) return cached;
  const name = source.pkg.split('/')[1]!;
  const css = fs.readFileSync(path.join(packageDir(source.pkg), 'index.css'), 'utf8');
  const folder = publicFolder(source.pkg);
  const faces: Face[] = [];
  for (const [, comment = '', body = ''] of css.matchAll(/\/\* (\S+) \*\/\s*@font-face \{([^}]*)\}/g)) {
    const read = (prop: string) => new RegExp(`${prop}: ([^;]+);`).exec(body)?.[1]?.trim() ?? '';
    if (read('font-style') !== 'normal') continue;
    const subset = comment.slice(name.length + 1).replace(/-wght-normal$/, '');
    if (source.subsets && !source.subsets.includes(subset)) continue;
    const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(body)?.[1];
    if (!file) throw new Error(`fonts: no woff2 file in ${source.pkg} for ${comment}`);
    const unicodeRange = read('unicode-range');
    faces.push({
      pkg: source.pkg,
      family: read('font-family').replace(/'/g, ''),
      subset,
      weight: read('font-weight'),
      file,
      url: `/fonts/${folder}/${path.basename(file)}`,
      unicodeRange,
      ranges: parseUnicodeRange(unicodeRange),
    });
  }
  if (faces.length === 0) throw new Error(`fonts: ${source.pkg} declares none of ${source.subsets}`);
  facesCache.set(source, faces);
  return faces;
}

export function familyOf(source: FontSource) {
  return facesOf(source)[0]!.family;
}

/**
 * Every package face the site serves whole, for scripts/fonts.mts to copy: a one-file script font
 * is served as each language's cut instead (SubsetManifest's `scripts`).
 */
export function servedFaces(): Face[] {
  const sources = new Set([
    manrope,
    codeFont,
    ...Object.values(scriptFonts).filter((source) => source.linked),
  ]);
  return [...sources].flatMap(facesOf);
}

/** The face's file inside its package in node_modules. */
export function packageFile(face: Face) {
  return path.join(packageDir(face.pkg), face.file);
}

export function fontFaceRule(face: Pick<Face, 'family' | 'weight' | 'url' | 'unicodeRange'>) {
  return (
    `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;` +
    `font-weight:${face.weight};src:url(${face.url}) format('woff2');unicode-range:${face.unicodeRange}}`
  );
}

export type SubsetFace = Pick<Face, 'family' | 'weight' | 'url' | 'unicodeRange'>;

/** The build-time subsets, as scripts/fonts.mts wrote them. */
export interface SubsetManifest {
  /** The language names and the Latin supplement, which every page declares. */
  faces: SubsetFace[];
  /**
   * Each language's script font when it is one file for a whole script (not a CJK family's
   * slices), cut to the characters of the language's messages and of what Intl prints for it.
   */
  scripts: Partial<Record<Locale, SubsetFace[]>>;
}

let manifest: SubsetManifest | undefined;
function readManifest(): SubsetManifest {
  if (!manifest) {
    if (!fs.existsSync(manifestFile))
      throw new Error('fonts: public/fonts is missing; run `npm run fonts` (npm run build does it)');
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SubsetManifest;
  }
  return manifest;
}

const scriptFacesCache = new Map<Locale, (SubsetFace & { ranges: Ranges })[]>();
/** The faces of a page's script font: a CJK family's slices, or its language's cut of another. */
function scriptFaces(locale: Locale) {
  const script = scriptFonts[locale];
  if (!script) return [];
  if (script.linked) return facesOf(script);
  let faces = scriptFacesCache.get(locale);
  if (!faces) {
    faces = (readManifest().scripts[locale] ?? []).map((face) => ({
      ...face,
      ranges: parseUnicodeRange(face.unicodeRange),
    }));
    scriptFacesCache.set(locale, faces);
  }
  return faces;
}

/** The Manrope file of the text above the fold in every language (Latin letters, digits, spaces). */
export function preloadedFontUrl() {
  return facesOf(manrope).find((face) => face.subset === 'latin')!.url;
}

/** The linked stylesheet of a family: its URL carries a hash of its rules. */
export function linkedStylesheet(source: FontSource) {
  const css = facesOf(source).map(fontFaceRule).join('\n') + '\n';
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { url: `/fonts/css/${publicFolder(source.pkg)}.${hash}.css`, css };
}

/**
 * The name a device that has a script's family installed knows it by ('Noto Sans Arabic'): the
 * stack names it, so that until the site's own files are in (a first visit keeps the device's
 * face) the text is drawn in it if the device has it, not in whatever its system finds
 * character by character. Chromium on Linux drew Arabic in DejaVu Sans after 235 fallback
 * questions to the browser process per load of `/ar`; named, none, and the page's layout took
 * about a third less (README, First paint).
 */
export const installedFamily = (source: FontSource) => familyOf(source).replace(/ Variable$/, '');
/** Every name an installed copy of the family may have (`installedAs`: the CJK collections). */
export const installedFamilies = (source: FontSource) => [
  installedFamily(source),
  ...(source.installedAs ? [source.installedAs] : []),
];

/**
 * The @font-face rules and family variables of a page in `locale`, as one stylesheet:
 * `--font-sans` for text, `--font-mono` for code, `--font-language-names` for the picker.
 */
export function fontStylesheet(locale: Locale): string {
  const script = scriptFonts[locale];
  const faces = [...facesOf(manrope), ...facesOf(codeFont), ...readManifest().faces];
  const families = (withScript: boolean) => {
    const own = [
      familyOf(manrope),
      latinSupplementFamily,
      ...(script && withScript ? [familyOf(script)] : []),
    ]
      .map((family) => `'${family}'`)
      .join(',');
    // After the site's own families: the metric-matched Manrope stand-in, then the system's.
    const fallback = [
      `'Manrope Fallback'`,
      ...(script ? installedFamilies(script) : []).map((family) => `'${family}'`),
      `system-ui,-apple-system,'Segoe UI',sans-serif`,
    ].join(',');
    const mono = `'${familyOf(codeFont)}',${own},ui-monospace,monospace`;
    return `--font-sans:${own},${fallback};--font-mono:${mono};`;
  };
  // The script's face applies after the first paint, once the loader of lib/after-paint.ts has
  // added its files (fontFilesFor), or at once without JavaScript, where its rules are declared
  // here (a linked family's are in its stylesheet); until then the system draws the script.
  const noScriptFaces = script && !script.linked ? scriptFaces(locale).map(fontFaceRule).join('') : '';
  const variables =
    `:root{${families(false)}--font-language-names:'${languageNamesFamily}',var(--font-sans)}` +
    (script
      ? `:root.${PAINTED_CLASS}{${families(true)}}` +
        `@media ${NO_SCRIPT_MEDIA}{${noScriptFaces}:root{${families(true)}}}`
      : '');
  return faces.map(fontFaceRule).join('') + variables;
}

/** The URL of the linked stylesheet a page in `locale` needs, if any. */
export function linkedStylesheetUrl(locale: Locale): string | undefined {
  const script = scriptFonts[locale];
  return script?.linked ? linkedStylesheet(script).url : undefined;
}

export type Ranges = [number, number][];

/** A CSS unicode-range (`U+4E00-9FFF, U+3000, U+30??`) as inclusive code point intervals. */
export function parseUnicodeRange(range: string): Ranges {
  return range.split(',').map((part) => {
    const spec = part.trim().replace(/^U\+/i, '');
    const [from, to = from] = spec.includes('?')
      ? [spec.replace(/\?/g, '0'), spec.replace(/\?/g, 'F')]
      : spec.split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

export const inRanges = (ranges: Ranges, cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);

/** Whether any of `sorted` (code points in ascending order) lies in `ranges`. */
function anyInRanges(sorted: number[], ranges: Ranges) {
  return ranges.some(([from, to]) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < from) low = middle + 1;
      else high = middle;
    }
    return low < sorted.length && sorted[low]! <= to;
  });
}

/**
 * The characters of a page that a script font may draw: not ASCII, not in Manrope's ranges (it
 * comes first in the stack), in ascending order. ASCII, most of a page, is in Manrope's Latin file
 * (U+0000-00FF): dropped before the walk over each character (the build's 1,025 pages with a
 * script font: 2.1 s with it, 0.4 s without).
 */
function scriptCodePoints(html: string) {
  const manropeRanges = facesOf(manrope).flatMap((face) => face.ranges);
  return [...new Set(html.replace(/[\x00-\x7f]+/g, ''))]
    .map((char) => char.codePointAt(0)!)
    .filter((cp) => !inRanges(manropeRanges, cp))
    .sort((a, b) => a - b);
}

/**
 * The files of a page's script font that its text needs (one for most scripts, some of a CJK
 * font's slices): the loader of lib/after-paint.ts fetches them after the first paint and, when
 * they all came from the browser's cache (or the font is `onFirstVisit`), adds them together and
 * then turns the font on, so the page is laid out again once. The text is the whole
 * HTML, its script payloads included, so it covers what the islands render later too.
 */
export function fontFilesFor(locale: Locale, html: string) {
  const script = scriptFonts[locale];
  if (!script) return undefined;
  const codePoints = scriptCodePoints(html);
  const faces = scriptFaces(locale).filter((face) => anyInRanges(codePoints, face.ranges));
  return {
    family: familyOf(script),
    weight: faces[0]?.weight ?? '400',
    files: faces.map((face) => [face.url, face.unicodeRange] as const),
    ...(script.onFirstVisit ? { onFirstVisit: true } : {}),
  };
}

/**
 * The characters of a page that its language's script font draws but the language's cut lacks,
 * which a visitor would see in another font: none once scripts/fonts.mts reads every source of
 * the pages' text. Undefined where no cut is served (Latin and CJK pages).
 */
export function charactersOutsideCut(locale: Locale, html: string): number[] | undefined {
  const script = scriptFonts[locale];
  if (!script || script.linked) return undefined;
  const whole = facesOf(script).flatMap((face) => face.ranges);
  const cut = scriptFaces(locale).flatMap((face) => face.ranges);
  return scriptCodePoints(html).filter((cp) => inRanges(whole, cp) && !inRanges(cut, cp));
}
