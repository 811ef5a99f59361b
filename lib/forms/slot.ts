/** The demo form's date and time, and the UTC slot the service stores (no zod: the form reads these at load). */

/** "YYYY-MM-DD HH:mm", the slot the demo form sends, in UTC (SPEC.md §3). */
export const slotPattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

export function parseSlot(slot: string): Date | null {
  const m = slotPattern.exec(slot);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi;
  return valid ? date : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Local date (YYYY-MM-DD) of the real next calendar day, also at month and year ends. */
export function tomorrow(now = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${next.getFullYear()}-${two(next.getMonth() + 1)}-${two(next.getDate())}`;
}

/** What this project needs of Temporal (ES2026, not yet in every browser nor in TypeScript's lib). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The visitor's IANA time zone (`Asia/Kolkata`). Temporal answers at once; Intl first loads the
 * browser's locale and time zone data, 20–90 ms of the demo form's hydration in Chromium here, so
 * it is only the answer of a browser without Temporal.
 */
export function visitorTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Local "HH:mm" of a moment. */
export function timeOfDay(now = new Date()): string {
  return `${two(now.getHours())}:${two(now.getMinutes())}`;
}

/** The visitor's local date and time, merged into the UTC slot the service stores. */
export function toUtcSlot(date: string, time: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const local = new Date(y, mo - 1, d, h, mi);
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}
