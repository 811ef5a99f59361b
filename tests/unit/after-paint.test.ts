/**
 * @jest-environment node
 */
import { afterPaintLoader, deferScripts, FONT_LIST_ID, pageScripts, SCRIPT_LIST_ID } from '@/lib/after-paint';
import { charactersOutsideCut, facesOf, fontFilesFor, parseUnicodeRange, scriptFonts } from '@/lib/fonts';
import { inlineScriptHashes } from '@/service/plugins/app/site';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><style>p{}</style>${head}</head><body><p>Hi</p>${body}</body></html>`;

describe('scripts after the first paint', () => {
  const html = page(
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script src="/_next/static/chunks/b.js" async=""></script>',
    '<script>self.__next_f=[]</script><script src="/_next/static/chunks/c.js" async=""></script>' +
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  );
  const deferred = deferScripts(html);

  it('takes every async script and script preload out of the page and lists them in order', () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    const list = new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">(.*?)</script>`).exec(
      deferred,
    );
    expect(JSON.parse(list![1]!)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('puts the loader where the first script was and keeps everything else', () => {
    expect(deferred.indexOf(afterPaintLoader)).toBeGreaterThan(deferred.indexOf('<style>'));
    expect(deferred.indexOf(afterPaintLoader)).toBeLessThan(deferred.indexOf('</head>'));
    expect(deferred).toContain('<script>self.__next_f=[]</script>');
    expect(deferred).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(deferred).toContain('<p>Hi</p>');
  });

  it('adds one inline script, the same on every page, for the Content-Security-Policy', () => {
    const other = deferScripts(page('<script src="/_next/static/chunks/z.js" async=""></script>', ''));
    const added = (text: string) =>
      inlineScriptHashes(text).filter((h) => !inlineScriptHashes(html).includes(h));
    expect(added(deferred)).toHaveLength(1);
    expect(added(other)).toEqual(added(deferred));
  });

  it('still counts every script for the byte budgets', () => {
    expect(pageScripts(deferred)).toEqual(pageScripts(html));
    expect(pageScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('leaves a page without scripts as it is', () => {
    const redirect = page('<meta http-equiv="refresh" content="0; url=/x">', '');
    expect(deferScripts(redirect)).toBe(redirect);
  });
});

describe('the script font files a page lists', () => {
  it('reads unicode-range lists, single points and wildcards', () => {
    expect(parseUnicodeRange('U+4E00-9FFF, U+3000, U+30??')).toEqual([
      [0x4e00, 0x9fff],
      [0x3000, 0x3000],
      [0x3000, 0x30ff],
    ]);
  });

  it('lists exactly the slices whose ranges hold a character of the page', () => {
    const html = page('', '<p>日本語のページ</p>');
    const list = fontFilesFor('ja', html)!;
    const faces = facesOf(scriptFonts.ja!);
    const holds = (range: string, char: string) =>
      parseUnicodeRange(range).some(
        ([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to,
      );
    const expected = faces.filter((face) =>
      [...'日本語のページ'].some((char) => holds(face.unicodeRange, char)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(list.files.map(([url]) => url)).toEqual(expected.map((face) => face.url));
    expect(list.family).toBe(faces[0]!.family);
  });

  it("lists the language's cut of a script font that is not sliced, and nothing for Latin", () => {
    const list = fontFilesFor('ar', page('', '<p>مرحبا</p>'))!;
    expect(list.family).toBe(facesOf(scriptFonts.ar!)[0]!.family);
    expect(list.files).toHaveLength(1);
    const [url, range] = list.files[0]!;
    expect(url).toMatch(/^\/fonts\/subsets\/ar-noto-sans-arabic-[\w-]+\.woff2$/);
    // The cut's range is the language's letters, not the whole script's (Persian پ is not in it).
    const ranges = parseUnicodeRange(range);
    const holds = (char: string) =>
      ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);
    expect([...'مرحبا'].every(holds)).toBe(true);
    expect(holds('پ')).toBe(false);
    expect(fontFilesFor('en', page('', '<p>Hi</p>'))).toBeUndefined();
  });

  it("names a page's characters that its script font draws but the language's cut lacks", () => {
    expect(charactersOutsideCut('ar', page('', '<p>مرحبا، English — 2026</p>'))).toEqual([]);
    // Urdu's and Persian's پ and ک (keheh), which no Arabic message has.
    expect(charactersOutsideCut('ar', page('', '<p>پاکستان</p>'))).toEqual([0x67e, 0x6a9]);
    // CJK pages list their slices, cut after the build; Latin pages have no script font.
    expect(charactersOutsideCut('ja', page('', '<p>日本語</p>'))).toBeUndefined();
    expect(charactersOutsideCut('en', page('', '<p>Hi</p>'))).toBeUndefined();
  });

  it('travels in the page beside the script list, without a second inline script', () => {
    const html = page('<script src="/_next/static/chunks/a.js" async=""></script>', '<p>日本語</p>');
    const deferred = deferScripts(html, fontFilesFor('ja', html));
    const list = new RegExp(`<script type="application/json" id="${FONT_LIST_ID}">(.*?)</script>`).exec(
      deferred,
    );
    expect(JSON.parse(list![1]!).files.length).toBeGreaterThan(0);
    expect(inlineScriptHashes(deferred)).toEqual(inlineScriptHashes(deferScripts(html)));
  });
});
