// Builds the static site into out/ and finishes it for any host (DESIGN.md §4):
//   1. copies self-hosted assets (flags, coin logos, fonts and their subsets) into public/;
//   2. runs `next build` (static export of every route × language under out/<locale>/);
//   3. moves English to the root of out/ (unprefixed URLs), names the localized 404 pages
//      404.html, drops the framework's files no script asks for, marks every script chunk for
//      V8's compilation off the main thread (COMPILE_HINT, lib/after-paint.ts), writes static
//      redirect pages and the _redirects and _headers files for CDNs, and openapi.json (the service
//      serves the same document at /openapi.json);
//   4. takes the framework's script tags out of every page for the loader of lib/after-paint.ts,
//      which starts them after the first paint, and lists the page's script font files for it
//      (a CJK font's slices cut to the characters of the language's pages; another script's font
//      was cut by scripts/fonts.mts, and each page is checked to show no character it lacks);
//   5. lists every file with its SHA-256 in SHA256SUMS, signed into SHA256SUMS.sig when
//      SITE_SIGNING_KEY is set (scripts/site-checksums.ts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILE_HINT, deferScripts } from '../lib/after-paint';
import { charactersOutsideCut, facesOf, fontFilesFor, inRanges, scriptFonts } from '../lib/fonts';
import { siteSigning } from '../lib/config';
import { defaultLocale, isLocale, locales, type Locale } from '../lib/i18n/locales';
import { localizedRedirects, notFoundSegment } from '../lib/routes';
import { version } from '../package.json';
import { openApiDocument } from '../service/openapi';
import { IMMUTABLE, immutablePrefixes } from '../service/plugins/app/site';
import { sharedHeaders } from '../service/plugins/external/helmet';
import { SIGNATURE_FILE, SUMS_FILE, writeChecksums } from './site-checksums';
import { subsetPool } from './subset-pool';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'out');

/** Runs a step; the build stops with its exit code if it fails. */
function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : process.exit(code ?? 1)));
  });
}

function moveInto(from: string, to: string) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    if (entry.isDirectory() && fs.existsSync(dest)) moveInto(src, dest);
    else fs.renameSync(src, dest);
  }
  fs.rmSync(from, { recursive: true, force: true });
}

function redirectPage(target: string) {
  const url = JSON.stringify(target);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Moved</title><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${target}"><script>location.replace(${url}+location.search+location.hash)</script></head><body><a href="${target}">${target}</a></body></html>\n`;
}

const started = Date.now();

/** Steps before the finishing: public/'s assets and fonts, then `next build`. */
async function exportSite() {
  // Side by side: they write different folders of public/ (1.2 s less than one after the other).
  await Promise.all([
    run(process.execPath, [path.join(root, 'scripts', 'copy-assets.mjs')]),
    run(process.execPath, [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'scripts', 'fonts.mts'),
    ]),
  ]);
  fs.rmSync(out, { recursive: true, force: true });
  // The static generation of 1,029 pages spent a sixth of its time collecting the young
  // generation's garbage; a larger young generation (64 MB semi-spaces, in the worker too) cut its
  // garbage collection from 11.8 to 6.8 s and the generation from 66 to 51 s (CPU profiles).
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim();
  await run(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    NODE_OPTIONS: nodeOptions,
  });
}

/** Steps 1 and 2: the export's folders as a host serves them. */
function arrangeExport() {
  // 1. English at the root: out/en/x.html → out/x.html, out/en.html → out/index.html.
  moveInto(path.join(out, defaultLocale), out);
  fs.renameSync(path.join(out, `${defaultLocale}.html`), path.join(out, 'index.html'));
  fs.renameSync(path.join(out, `${defaultLocale}.txt`), path.join(out, 'index.txt'));

  // 2. Localized 404 pages: out/<locale>/not-found-page.html → out/<locale>/404.html.
  for (const locale of locales) {
    const dir = locale === defaultLocale ? out : path.join(out, locale);
    fs.renameSync(path.join(dir, `${notFoundSegment}.html`), path.join(dir, '404.html'));
    fs.rmSync(path.join(dir, `${notFoundSegment}.txt`), { force: true });
    fs.rmSync(path.join(dir, notFoundSegment), { recursive: true, force: true });
  }
  for (const name of ['_not-found', '_not-found.html', '_not-found.txt']) {
    fs.rmSync(path.join(out, name), { recursive: true, force: true });
  }
  // Each route's `__next._full.txt` repeats its `<route>.txt` byte for byte, and no script of the
  // export asks for it (the router fetches `<route>.txt` to navigate, `__next._tree.txt` and the
  // segments' files to prefetch): about 100 MB of 490 that a host would store and the checksums read.
  const unread = fs
    .readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name === '__next._full.txt');
  for (const file of unread) fs.rmSync(path.join(file.parentPath, file.name));

  // Every script chunk starts with V8's compile hint for a whole file (COMPILE_HINT).
  const chunks = path.join(out, '_next', 'static', 'chunks');
  for (const name of fs.readdirSync(chunks).filter((file) => file.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(chunks, name), 'utf8');
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(path.join(chunks, name), COMPILE_HINT + code);
  }
}

// Steps 3–5 wait for the font subsetter (WebAssembly, asynchronous).
async function finish() {
  // 3. Scripts after the first paint (lib/after-paint.ts), with the files of the page's script font.
  const htmlPages = fs
    .readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name.endsWith('.html'))
    .map((file) => {
      const full = path.join(file.parentPath, file.name);
      const html = fs.readFileSync(full, 'utf8');
      const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
      return { full, locale: lang && isLocale(lang) ? lang : undefined };
    });

  const pool = subsetPool();

  /**
   * A CJK font comes in about a hundred slices of a few hundred characters each, and the loader
   * fetches every slice that holds a character of the page. Here each slice a language's pages
   * touch is cut down to the characters of those pages and of the language's messages (what the
   * islands may show later): one set of files per language, cached from page to page, about a third
   * of the bytes. Without script, the linked stylesheet still declares the whole slices.
   */
  async function cutSlices(locale: Locale): Promise<[Locale, Map<string, string>]> {
    const messages = path.join(root, 'messages', locale);
    const texts = [
      ...htmlPages.filter((page) => page.locale === locale).map((page) => fs.readFileSync(page.full, 'utf8')),
      ...fs.readdirSync(messages).map((name) => fs.readFileSync(path.join(messages, name), 'utf8')),
    ];
    const codePoints = [...new Set(texts.join(''))].map((char) => char.codePointAt(0)!);
    const faces = facesOf(scriptFonts[locale]!)
      .map((face) => ({ face, own: codePoints.filter((cp) => inRanges(face.ranges, cp)) }))
      .filter(({ own }) => own.length > 0);
    const cut = await Promise.all(
      faces.map(async ({ face, own }) => {
        const woff2 = await pool.subset(
          fs.readFileSync(path.join(out, face.url)),
          String.fromCodePoint(...own),
        );
        const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 10);
        const url = `/fonts/subsets/${locale}-${path.basename(face.url, '.woff2')}-${hash}.woff2`;
        fs.writeFileSync(path.join(out, url), woff2);
        return [face.url, url] as const;
      }),
    );
    return [locale, new Map(cut)];
  }
  const cuts = new Map(
    await Promise.all(locales.filter((locale) => scriptFonts[locale]?.linked).map(cutSlices)),
  );
  await pool.close();

  const uncovered: string[] = [];
  for (const { full, locale } of htmlPages) {
    const html = fs.readFileSync(full, 'utf8');
    const missing = locale && charactersOutsideCut(locale, html);
    if (missing && missing.length > 0)
      uncovered.push(`${path.relative(out, full)}: ${missing.map((cp) => `U+${cp.toString(16)}`).join(' ')}`);
    const fonts = locale && fontFilesFor(locale, html);
    const cut = locale && cuts.get(locale);
    const files =
      fonts && cut ? fonts.files.map(([url, range]) => [cut.get(url) ?? url, range] as const) : undefined;
    fs.writeFileSync(full, deferScripts(html, fonts && (files ? { ...fonts, files } : fonts)));
  }
  if (uncovered.length > 0) {
    console.error(
      `build: characters of these pages are missing from their script font's cut; give scripts/fonts.mts their source:\n${uncovered.join('\n')}`,
    );
    process.exit(1);
  }

  // 4. Redirects for plain static hosts (a page per old path) and for CDNs (_redirects).
  const redirects = localizedRedirects();
  const lines = ['# Generated by scripts/build.ts: permanent redirects, then localized 404 pages.'];
  for (const { from, to } of redirects) {
    const file = path.join(out, from.endsWith('.php') ? from : `${from}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectPage(to));
    lines.push(`${from} ${to} 301`);
  }
  for (const locale of locales.filter((l) => l !== defaultLocale))
    lines.push(`/${locale}/* /${locale}/404.html 404`);
  lines.push('/* /404.html 404');
  fs.writeFileSync(path.join(out, '_redirects'), lines.join('\n') + '\n');
  fs.writeFileSync(path.join(out, 'openapi.json'), JSON.stringify(openApiDocument(version), null, 2) + '\n');
  fs.writeFileSync(
    path.join(out, '_headers'),
    [
      // Font folders carry their package's version, subsets a hash of their content.
      ...immutablePrefixes.flatMap((prefix) => [`${prefix}*`, `  Cache-Control: ${IMMUTABLE}`]),
      '/*',
      ...Object.entries(sharedHeaders).map(([name, value]) => `  ${name}: ${value}`),
      '',
    ].join('\n'),
  );

  // 5. Last, once every file is in place: the checksum list and its signature.
  let sums: ReturnType<typeof writeChecksums>;
  try {
    sums = writeChecksums(out, {
      signingKey: process.env.SITE_SIGNING_KEY || undefined,
      publicKey: siteSigning.publicKey,
    });
  } catch (error) {
    console.error(`build: ${(error as Error).message}`);
    process.exit(1);
  }

  const pages = fs.readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  console.log(
    `build: out/ finished with ${pages} HTML files in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${SUMS_FILE} lists ${sums.files} files, ` +
      (sums.signed ? `signed in ${SIGNATURE_FILE}` : `unsigned (SITE_SIGNING_KEY is not set)`),
  );
}

(process.argv.includes('--finish-only') ? Promise.resolve() : exportSite())
  .then(() => {
    arrangeExport();
    return finish();
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
