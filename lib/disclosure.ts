/**
 * The attribute of a question button that shows and hides its answer (components/ui/Accordion.tsx).
 */
export const DISCLOSURE_ATTRIBUTE = 'data-disclosure';

/**
 * Inline script in every page's head: one click listener on the document opens and closes the
 * answers of the accordions, so a question works as soon as it is drawn, before the page's scripts
 * arrive (about 5 s on a slow phone), and no island hydrates for it. The button's `aria-expanded`,
 * its answer's `hidden` and the item's `data-open` (the styles) are the whole state.
 */
export const disclosureScript =
  `document.addEventListener("click",function(e){var b=e.target instanceof Element&&` +
  `e.target.closest("button[${DISCLOSURE_ATTRIBUTE}]");if(!b)return;` +
  `var p=document.getElementById(b.getAttribute("aria-controls")||""),o=b.getAttribute("aria-expanded")!=="true";` +
  `if(!p)return;b.setAttribute("aria-expanded",String(o));p.hidden=!o;` +
  `var i=b.closest("[data-open]");if(i)i.setAttribute("data-open",String(o))})`;
