import { storageKeys } from '../config';
import { defaultLocale, locales } from './locales';

/**
 * Inline script for unprefixed (English) pages: a visitor whose stored choice (SPEC.md §3,
 * key `language`) is another language is sent to the same page in that language.
 */
export const storedLanguageScript = `try{var l=localStorage.getItem(${JSON.stringify(
  storageKeys.language,
)});if(l&&l!==${JSON.stringify(defaultLocale)}&&${JSON.stringify(locales)}.indexOf(l)>-1){var p=location.pathname;location.replace("/"+l+(p==="/"?"":p)+location.search+location.hash)}}catch(e){}`;
