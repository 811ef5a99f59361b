/**
 * The attribute of a question button that shows and hides its answer (components/ui/Accordion.tsx).
 */
export const DISCLOSURE_ATTRIBUTE = 'data-disclosure';

/** A tab's value (components/ui/Tabs.tsx), and, on its tablist, the query parameter that keeps it. */
export const TAB_ATTRIBUTE = 'data-tab';
export const TAB_PARAM_ATTRIBUTE = 'data-tab-param';
/**
 * A "Load more" button: how many of the hidden rows of the element it controls (aria-controls) a
 * tap shows. That element then records in SHOWN_ATTRIBUTE how many rows it shows.
 */
export const MORE_ATTRIBUTE = 'data-more';
export const SHOWN_ATTRIBUTE = 'data-shown';
/**
 * Set by an island on the element of its control once it runs (in a layout effect, so no tap
 * falls between): from then on the island handles the control, not the inline listener.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/**
 * Inline script in every page's head: listeners on the document, so the accordions' questions, the
 * tabs and "Load more" work as soon as they are drawn, before the page's scripts arrive (about 5 s
 * on a slow phone).
 * - A question: its button's `aria-expanded`, its answer's `hidden` and the item's `data-open`
 *   (the styles) are the whole state, so no island hydrates for it, before or after.
 * - A tab, until its island runs: a tap or the tablist's keys select it and show its panel, and
 *   write its value into the URL's query in place, where the island reads it when it hydrates.
 *   Once the document is parsed, a tab the query names is selected the same way (`/FAQ?page=3`
 *   opens its category in the first seconds, not once the scripts are in), and scrolled into the
 *   strip of tabs.
 * - "Load more", until its island runs: shows the next rows and records how many are shown, which
 *   the island takes over when it hydrates; the button goes when no row is left.
 * An event these listeners handle goes no further (stopImmediatePropagation): React, which listens
 * on the document too and replays taps made while it hydrates, never handles it again.
 */
export const disclosureScript =
  `(function(d){function g(x){return d.getElementById(x.getAttribute("aria-controls")||"")}` +
  `function live(x){return x.closest("[${LIVE_ATTRIBUTE}]")}` +
  `function pick(t){var l=t.closest("[role=tablist]");if(!l||live(l))return 0;` +
  `l.querySelectorAll("[role=tab]").forEach(function(x){var s=x===t,p=g(x);` +
  `x.setAttribute("aria-selected",String(s));x.tabIndex=s?0:-1;if(p)p.hidden=!s});return l}` +
  `function choose(t){var l=pick(t),n=l&&l.getAttribute("${TAB_PARAM_ATTRIBUTE}");` +
  `if(n){var u=new URL(location.href);u.searchParams.set(n,t.getAttribute("${TAB_ATTRIBUTE}"));` +
  `history.replaceState(history.state,"",u)}return l}` +
  `d.addEventListener("click",function(e){var el=e.target instanceof Element?e.target:null;` +
  `if(!el)return;var b=el.closest("button[${DISCLOSURE_ATTRIBUTE}]");` +
  `if(b){var p=g(b),o=b.getAttribute("aria-expanded")!=="true";if(!p)return;` +
  `b.setAttribute("aria-expanded",String(o));p.hidden=!o;` +
  `var i=b.closest("[data-open]");if(i)i.setAttribute("data-open",String(o));return}` +
  `var m=el.closest("button[${MORE_ATTRIBUTE}]"),c=m&&!live(m)&&g(m);` +
  `if(c){e.stopImmediatePropagation();` +
  `var h=c.querySelectorAll(":scope>[hidden]"),k=Math.min(+m.getAttribute("${MORE_ATTRIBUTE}"),h.length);` +
  `for(var j=0;j<k;j++)h[j].hidden=false;c.setAttribute("${SHOWN_ATTRIBUTE}",c.children.length-h.length+k);` +
  `if(k===h.length)m.style.display="none";return}` +
  `var t=el.closest("[role=tab][${TAB_ATTRIBUTE}]");if(t&&choose(t))e.stopImmediatePropagation()});` +
  // The tablist's keys, as the island has them (components/ui/Tabs.tsx): arrows, Home, End.
  `d.addEventListener("keydown",function(e){var t=e.target instanceof Element&&` +
  `e.target.closest("[role=tab][${TAB_ATTRIBUTE}]"),l=t&&t.closest("[role=tablist]");` +
  `if(!l||live(l))return;` +
  `var a=[].slice.call(l.querySelectorAll("[role=tab]")),i=a.indexOf(t),n=a.length,` +
  `r=getComputedStyle(l).direction==="rtl",` +
  `s={ArrowRight:r?-1:1,ArrowLeft:r?1:-1,Home:-i,End:n-1-i}[e.key];if(typeof s!=="number")return;` +
  `e.preventDefault();e.stopImmediatePropagation();t=a[(i+s+n)%n];choose(t);t.focus()});` +
  `d.addEventListener("DOMContentLoaded",function(){var q=new URLSearchParams(location.search);` +
  `d.querySelectorAll("[${TAB_PARAM_ATTRIBUTE}]").forEach(function(l){` +
  `var v=q.get(l.getAttribute("${TAB_PARAM_ATTRIBUTE}"));if(v===null)return;` +
  `l.querySelectorAll("[role=tab][${TAB_ATTRIBUTE}]").forEach(function(t){` +
  `if(t.getAttribute("${TAB_ATTRIBUTE}")!==v||!pick(t))return;` +
  // On a phone the tabs scroll sideways: the selected one is brought into the strip, the page stays.
  `var a=l.getBoundingClientRect(),b=t.getBoundingClientRect(),` +
  `o=b.left<a.left?b.left-a.left:Math.max(0,b.right-a.right);if(o)l.scrollBy({left:o})})})})` +
  `})(document)`;
