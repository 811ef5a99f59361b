import { storageKeys } from './config';

/** The id of the official-URLs popup's <dialog> (components/banners/OfficialUrls.tsx). */
export const officialUrlsDialogId = 'official-urls';

/**
 * Inline script right after the official-URLs popup, at the top of the page's body: on a first
 * visit (no `officialUrlsSeen` in localStorage) it opens the popup as the page is read, so the
 * popup is drawn in the page's first paint, before any other script, and never lands on a page
 * the visitor has started to read. Closing it in any way records the acknowledgement; the browser
 * closes it by itself: Got it by its dialog form, the close button by an invoker command, Escape,
 * and the backdrop by `closedby` (components/ui/InvokerFallback.tsx where these two are missing).
 * Where storage is refused, the popup stays shut: it could not remember being seen and would open
 * on every page.
 */
export const officialUrlsScript =
  `(function(){var d=document.getElementById(${JSON.stringify(officialUrlsDialogId)}),` +
  `k=${JSON.stringify(storageKeys.officialUrlsSeen)};` +
  `try{if(!d||localStorage.getItem(k))return}catch(e){return}` +
  `d.addEventListener("close",function(){try{localStorage.setItem(k,"1")}catch(e){}});d.showModal()})()`;
