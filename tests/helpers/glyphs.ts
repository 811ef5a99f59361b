import path from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { FONT_LIST_ID } from '@/lib/after-paint';
import { inRanges, languageNamesFamily, parseUnicodeRange } from '@/lib/fonts';
import { harfbuzzFace } from '@/scripts/harfbuzz';

/**
 * Whether a font draws a piece of text, decided as Chromium decides it: it shapes the text with
 * HarfBuzz, one grapheme cluster at a time, font after font of the stack, and a cluster is drawn
 * by the first face whose unicode-range holds each of its characters and whose shaping gives no
 * missing glyph (.notdef, glyph 0) for it. A cluster no face draws is what a visitor sees in a
 * system font, or as an empty box.
 */

type Node = DefaultTreeAdapterMap['node'];

/** A face as the page declares it: its file (a path in the export) and its unicode-range. */
export interface DeclaredFace {
  file: string;
  unicodeRange: string;
}

type Hb = typeof import('harfbuzzjs');
const fonts = new Map<string, Promise<InstanceType<Hb['Font']>>>();

function fontOf(file: string) {
  let font = fonts.get(file);
  if (!font) {
    font = harfbuzzFace(file).then(({ hb, face }) => new hb.Font(face));
    fonts.set(file, font);
  }
  return font;
}

const ignorable = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}]/u;

/** The grapheme clusters of `texts` that none of `faces` draws, each once. */
export async function undrawnClusters(texts: Iterable<string>, faces: DeclaredFace[], locale: string) {
  const hb = await import('harfbuzzjs');
  const declared = faces.map((face) => ({ ...face, ranges: parseUnicodeRange(face.unicodeRange) }));
  const segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
  const clusters = new Set<string>();
  for (const text of texts) for (const { segment } of segmenter.segment(text)) clusters.add(segment);
  const undrawn: string[] = [];
  for (const cluster of clusters) {
    const characters = [...cluster].filter((char) => !ignorable.test(char)).map((c) => c.codePointAt(0)!);
    if (characters.length === 0) continue;
    let drawn = false;
    for (const face of declared) {
      if (!characters.every((cp) => inRanges(face.ranges, cp))) continue;
      const buffer = new hb.Buffer();
      buffer.addText(cluster);
      buffer.guessSegmentProperties();
      hb.shape(await fontOf(face.file), buffer);
      drawn = buffer.getGlyphInfos().every((glyph) => glyph.codepoint !== 0);
      if (drawn) break;
    }
    if (!drawn) undrawn.push(cluster);
  }
  return undrawn;
}

/**
 * The text a page shows in its own fonts: every text node of its HTML as a visitor without
 * JavaScript gets it (<noscript> content included), and the inputs' placeholders, but not
 * scripts or styles, nor the language picker's links (their native names have a font of their
 * own, which the picker's test checks).
 */
export function textOfPage(html: string): string[] {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') texts.push((node as DefaultTreeAdapterMap['textNode']).value);
    if (!('childNodes' in node) || node.nodeName === 'template') return;
    if ('attrs' in node) {
      if (node.attrs.some((attr) => attr.name === 'hreflang')) return;
      const placeholder = node.attrs.find((attr) => attr.name === 'placeholder');
      if (placeholder) texts.push(placeholder.value);
    }
    node.childNodes.forEach(walk);
  };
  // Scripts, styles and icons out first: two thirds of a page's bytes and most of parse5's time,
  // and none of its text.
  const bare = html.replace(/<(script|style|svg)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  walk(parse(bare, { scriptingEnabled: false }));
  return texts;
}

/**
 * The faces a page declares for its text: the @font-face rules of its own stylesheet (each with
 * a file) but the language names' (the picker's), and the files its script font loader lists
 * (lib/after-paint.ts), with their files' paths in the export `out`.
 */
export function facesOfPage(html: string, out: string): DeclaredFace[] {
  const faces = new Map<string, DeclaredFace>();
  for (const [, family, url, unicodeRange] of html.matchAll(
    /@font-face\{font-family:'([^']+)';[^}]*?src:url\(([^)]+)\)[^}]*?unicode-range:([^;}]+)/g,
  ))
    if (family !== languageNamesFamily)
      faces.set(url!, { file: path.join(out, url!), unicodeRange: unicodeRange! });
  const list = new RegExp(`<script type="application/json" id="${FONT_LIST_ID}">(.*?)</script>`).exec(html);
  if (list)
    for (const [url, unicodeRange] of (JSON.parse(list[1]!) as { files: [string, string][] }).files)
      faces.set(url, { file: path.join(out, url), unicodeRange });
  return [...faces.values()];
}
