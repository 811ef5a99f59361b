import { postedForms, type FormId, type PostedForm } from '../lib/forms/posts';
import { HONEYPOT_FIELD } from '../lib/forms/honeypot';
import type { FieldIssue } from '../lib/forms/fields';
import { localeInfo, type Locale } from '../lib/i18n/locales';
import { siteTranslator } from './i18n';

/** The small pages the service itself answers with: mail links, and forms posted without script. */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const style =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0a0257;color:#fff}' +
  'main{box-sizing:border-box;width:min(36rem,calc(100% - 2rem));margin:1rem;padding:2.5rem;border-radius:1.5rem;background:#1504b7;text-align:center}' +
  'h1{margin:0 0 1rem;font-size:1.8rem}p{line-height:1.6;color:#e6e4ff}' +
  'a.home,button{display:inline-block;margin-top:1.5rem;padding:.8rem 1.6rem;border:0;border-radius:999px;background:#d7ff1d;color:#0d0b26;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}' +
  'form{text-align:start}label{display:block;margin-top:1rem;font-weight:600}' +
  'input,textarea{box-sizing:border-box;width:100%;margin-top:.4rem;padding:.7rem .9rem;border:2px solid transparent;border-radius:.6rem;font:inherit}' +
  'textarea{min-height:8rem}[aria-invalid=true]{border-color:#ffb4b4}.error{margin:.3rem 0 0;color:#ffd5d5;font-weight:600}' +
  '.alert{padding:.8rem 1rem;border-radius:.6rem;background:#7a0b2d;color:#fff}.trap{position:absolute;left:-9999px}';

/** One page: a heading, its body, and the way back to the site. */
export function resultPage(p: {
  locale: Locale;
  title: string;
  text?: string;
  body?: string;
  home: string;
  homeLabel: string;
}) {
  const { dir } = localeInfo(p.locale);
  return `<!DOCTYPE html><html lang="${p.locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(p.title)}</title><style>${style}</style></head><body><main><h1>${escape(p.title)}</h1>${p.text ? `<p>${escape(p.text)}</p>` : ''}${p.body ?? ''}<a class="home" href="${escape(p.home)}">${escape(p.homeLabel)}</a></main></body></html>`;
}

/** What a form post that failed carries to the page that shows it again. */
export interface Draft {
  form: FormId;
  locale: Locale;
  /** The values as the visitor sent them (the honeypot excepted). */
  values: Record<string, string>;
  /** Each field's issue. */
  issues: Record<string, FieldIssue>;
  /** A message about the whole form (rate limit, a failure of ours), already in the language. */
  alert?: string;
}

/** The words of a form, from the site's messages (the same words the form shows with script). */
export function formWords(form: FormId, locale: Locale) {
  const spec: PostedForm = postedForms[form];
  const t = siteTranslator(locale, spec.messages.namespace);
  const group = spec.messages.group;
  return (key: string) => t(group ? `${group}.${key}` : key, spec.values);
}

/**
 * The form again, as the visitor filled it, with the message of each field's issue under it; it
 * posts to the same call, so fixing a field and sending again is all it takes.
 */
export function draftForm(draft: Draft, action: string, honeypotLabel: string): string {
  const spec: PostedForm = postedForms[draft.form];
  const words = formWords(draft.form, draft.locale);
  const fields = Object.entries(spec.fields).map(([name, field]) => {
    const value = draft.values[name] ?? '';
    const issue = draft.issues[name];
    const error = issue ? words(field.errors[issue] ?? field.errors.required ?? spec.failure) : '';
    const id = `field-${name}`;
    const common = `id="${id}" name="${name}"${field.autoComplete ? ` autocomplete="${field.autoComplete}"` : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}`;
    const control =
      field.input === 'textarea'
        ? `<textarea ${common}>${escape(value)}</textarea>`
        : `<input ${common} type="${field.input}" value="${escape(value)}">`;
    const message = error ? `<p id="${id}-error" class="error">${escape(error)}</p>` : '';
    return `<label for="${id}">${escape(words(field.label))}</label>${control}${message}`;
  });
  const hidden = Object.entries(spec.hidden ?? {}).map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`,
  );
  // The posted phone country travels along, so the number reads the same the second time.
  if (draft.values.country)
    hidden.push(`<input type="hidden" name="country" value="${escape(draft.values.country)}">`);
  const trap = `<div class="trap" aria-hidden="true"><label>${escape(honeypotLabel)}<input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>`;
  const alert = draft.alert ? `<p class="alert" role="alert">${escape(draft.alert)}</p>` : '';
  return `${alert}<form method="post" action="${escape(action)}" novalidate>${hidden.join('')}${fields.join('')}${trap}<button type="submit">${escape(words(spec.submit))}</button></form>`;
}
