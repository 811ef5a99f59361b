/**
 * The first paint comes before any script and any second font (DESIGN.md §7: as fast on a slow
 * phone as the bare framework). Every page is complete as HTML and CSS; its scripts only add the
 * islands' behaviour, so the build (scripts/build.ts) takes the framework's script tags out of
 * each page and lists them for this loader, which starts them once the first frame is painted.
 * The page's script font (Arabic, Devanagari, CJK…) comes after them: until then the text is
 * drawn in the device's face, so the font's download does not hold the first paint. The page
 * lists the files of its script font that its text needs (one for most scripts, the slices of a
 * CJK font), and the loader fetches them once the scripts are in, so that on a slow connection
 * the scripts have it to themselves (Lighthouse, slow 4G: `/ja` interactive about 1.2 s sooner):
 * - If every file came from the browser's cache (the language's pages seen before), it adds them
 *   together and only then turns the font on, so the page is restyled and laid out again once,
 *   with the glyphs there, not once per file and once more before they arrive.
 * - If a file came over the network (a first visit), the page keeps the device's face, as CSS's
 *   `font-display: optional` does: a reader is not made to wait for the font, and the text does
 *   not move under their eyes when it arrives. The files wait in the cache for the next page load
 *   (a link within the site keeps the document, and so its face, until then). A font marked
 *   `onFirstVisit` (lib/fonts.ts: scripts a phone may lack) is turned on all the same.
 * It fetches the bytes itself: a FontFace made from a URL has the browser lay the page's text out
 * again when its file arrives, even before it is added (Chromium: one relayout per CJK slice); one
 * made from the bytes does not. A file came from the cache when its Resource Timing entry's transfer
 * size is no larger than its body (0, or the headers of a revalidation); a file without an entry
 * counts as cached. It adds one script per task, asks for one font file per task and makes one
 * face per task, in order: the 32 `fetch()` calls of a `/ja` page took 19–41 ms of a single task
 * here as the page loaded, and adding the home page's scripts 17 ms.
 * Without JavaScript nothing waits: the `scripting: none` media query applies the fonts at once.
 */

/**
 * V8's explicit compile hint for a whole script (Chromium 136 and later; a comment elsewhere): it
 * compiles every function of the file as the file streams in, on a background thread, instead of
 * each function on the main thread when first called. Turbopack's chunks are lists of module
 * factories, each a function V8 would otherwise compile lazily as the page starts: the framework's
 * start was one long task, mostly that. At 4 × CPU, script time once the islands run 348 → 211 ms
 * on /about-us, 429 → 255 ms on / (README, Measured). About 17 bytes compressed a chunk;
 * scripts/build.ts writes it at the top of each.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Class set on <html> after the first paint, once the script font's files are in use (lib/fonts.ts):
 * the page's families name that font from then on.
 */
export const PAINTED_CLASS = 'painted';
/** The JSON list of the page's scripts, read by the loader. */
export const SCRIPT_LIST_ID = 'after-paint';
/** The JSON list of the script font files a page needs (lib/fonts.ts fontFilesFor). */
export const FONT_LIST_ID = 'after-paint-fonts';
/**
 * Set on <html> once the loader is done with the listed font files: `on` when they are in use,
 * `cached` when they came over the network and wait in the browser's cache for the next page load.
 */
export const FONTS_ATTRIBUTE = 'data-fonts';
export const FONTS_ON = 'on';
export const FONTS_CACHED = 'cached';
export const NO_SCRIPT_MEDIA = '(scripting: none)';

/**
 * The same text on every page, so the Content-Security-Policy knows it by one hash. It waits for
 * the browser's first-contentful-paint entry (not a timer: a test's fake clock does not hold it
 * back); a browser without paint timing starts after the next frame instead.
 */
export const afterPaintLoader =
  `(function(){var d=document,r=d.documentElement,started=0;function start(){if(started++)return;` +
  `var n=d.getElementById(${JSON.stringify(SCRIPT_LIST_ID)}),s=JSON.parse(n?n.textContent:"[]"),k=s.length,` +
  `p=Promise.resolve();` +
  // t(f) runs f in a task of its own, one after the other (a message, not a timer, which a test's
  // fake clock would hold), without waiting for what f started.
  `function t(f){p=p.then(function(){return new Promise(function(y){var m=new MessageChannel();` +
  `m.port1.onmessage=y;m.port2.postMessage(0)})});return p.then(f)}` +
  `function fonts(){var F=d.getElementById(${JSON.stringify(FONT_LIST_ID)}),W=window.FontFace;` +
  `if(F&&W){var j=JSON.parse(F.textContent),c=1;` +
  `Promise.all(j.files.map(function(x){` +
  `return t(function(){return fetch(x[0])}).then(function(s){return s.arrayBuffer().then(function(b){` +
  `var a=performance.getEntriesByName(s.url),e=a[a.length-1];if(e&&e.transferSize>e.encodedBodySize)c=0;` +
  `return[b,x[1]]})}).catch(function(){})}))` +
  `.then(function(l){if(!c&&!j.onFirstVisit)return${JSON.stringify(FONTS_CACHED)};` +
  `return Promise.all(l.map(function(x){return x&&t(function(){return new W(j.family,x[0],{unicodeRange:x[1],weight:j.weight})` +
  `.load()}).catch(function(){})})).then(function(faces){faces.forEach(function(x){if(x)d.fonts.add(x)});` +
  `r.classList.add(${JSON.stringify(PAINTED_CLASS)});return${JSON.stringify(FONTS_ON)}})})` +
  `.then(function(v){r.setAttribute(${JSON.stringify(FONTS_ATTRIBUTE)},v)})}` +
  `else r.classList.add(${JSON.stringify(PAINTED_CLASS)})}` +
  `if(!k)fonts();s.forEach(function(u){t(function(){var e=d.createElement("script");e.src=u;` +
  `e.onload=e.onerror=function(){if(!--k)fonts()};d.head.appendChild(e)})})}` +
  `var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
  `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}});` +
  `o.observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(function(){setTimeout(start,0)})})()`;

const scriptTag = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/?>/g;

/**
 * Rewrites an exported page: its async framework scripts (and their preloads) leave the HTML and
 * are listed, in order, for the loader, which takes the place of the first of them; `fonts` (from
 * lib/fonts.ts fontFilesFor) is listed beside them. A page without such scripts (a redirect page)
 * is returned unchanged.
 */
export function deferScripts(html: string, fonts?: { family: string; files: readonly unknown[] }): string {
  const sources = [...new Set([...html.matchAll(scriptTag)].map((match) => match[1]!))];
  if (sources.length === 0) return html;
  const first = html.search(scriptTag);
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const loader =
    `<script type="application/json" id="${SCRIPT_LIST_ID}">${json(sources)}</script>` +
    (fonts ? `<script type="application/json" id="${FONT_LIST_ID}">${json(fonts)}</script>` : '') +
    `<script>${afterPaintLoader}</script>`;
  const rest = (text: string) => text.replace(scriptTag, '').replace(scriptPreload, '');
  return rest(html.slice(0, first)) + loader + rest(html.slice(first));
}

/** The scripts a page loads: its remaining `<script src>` tags and the loader's list. */
export function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag))
    .map(([, src]) => src!);
  const list = new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">(.*?)</script>`).exec(html);
  return [...new Set([...tags, ...(list ? (JSON.parse(list[1]!) as string[]) : [])])];
}
