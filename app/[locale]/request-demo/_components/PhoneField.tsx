'use client';

import 'react-phone-number-input/style.css';
import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { RefCallBack } from 'react-hook-form';
import type { Country } from 'react-phone-number-input';
import { flagImage } from '@/lib/flags';

/** react-phone-number-input with its country list and libphonenumber metadata: loaded on demand. */
type PhoneModule = typeof import('react-phone-number-input');
let phoneModule: Promise<PhoneModule> | undefined;
const loadPhoneModule = () => (phoneModule ??= import('react-phone-number-input'));

/** Puts the caret of a field after its n-th digit. */
function caretAfterDigits(input: HTMLInputElement, digits: number) {
  let at = 0;
  for (let seen = 0; at < input.value.length && seen < digits; at++) if (/\d/.test(input.value[at]!)) seen++;
  input.focus();
  input.setSelectionRange(at, at);
}

const digitsBeforeCaret = (input: HTMLInputElement) =>
  input.value.slice(0, input.selectionStart ?? undefined).replace(/\D/g, '').length;

/** The country chosen in the page's select before the island ran (hydration may reset it). */
function countryChosenEarly(id: string) {
  if (typeof document === 'undefined') return undefined;
  const select = document.getElementById(id);
  return select instanceof HTMLSelectElement ? select.value : undefined;
}

const DEFAULT_COUNTRY = 'US';

/**
 * The demo form's phone field (SPEC.md §3): a country select and a national number, sent as one
 * E.164 number. The page paints, and posts without script, a plain `<select name="country">` and
 * `<input type="tel" name="phonenumber">` with the same names, classes and layout as
 * react-phone-number-input; the library (its country list and the phone metadata) is imported
 * when the field or its select first gets focus, a pointer or a value, then takes their place
 * with the number, the country, focus and caret kept. `settle` swaps it in at once (the form
 * awaits it before checking and sending).
 */
export function PhoneField({
  id,
  countryId,
  countries,
  locale,
  countryLabel,
  value,
  onChange,
  onBlur,
  inputRef,
  settle,
  describedBy,
}: {
  id: string;
  countryId: string;
  /** Country codes and names in the page's language, in its alphabetical order. */
  countries: readonly (readonly [string, string])[];
  locale: string;
  countryLabel: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
  settle: RefObject<(() => Promise<void>) | null>;
  describedBy: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}) {
  const [loaded, setLoaded] = useState<{ PhoneInput: PhoneModule['default']; country?: Country } | null>(
    null,
  );
  const [flag, setFlag] = useState(DEFAULT_COUNTRY);
  const [earlyCountry] = useState(() => countryChosenEarly(countryId));
  const chosen = useRef<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const swapped = useRef(false);
  const waiting = useRef<(() => void) | null>(null);
  const [labels] = useState(() => Object.fromEntries(countries));

  /** Replaces the plain field by the library's, keeping number, country, focus and caret. */
  const swap = (module: PhoneModule) => {
    if (swapped.current || !input.current || !select.current) return;
    swapped.current = true;
    const plain = input.current;
    const picked = chosen.current ?? earlyCountry ?? select.current.value;
    const country = picked && picked !== 'ZZ' ? (picked as Country) : undefined;
    const text = plain.value.trim();
    const focus =
      document.activeElement === plain
        ? 'input'
        : document.activeElement === select.current
          ? 'select'
          : null;
    const digits = digitsBeforeCaret(plain);
    flushSync(() => {
      setLoaded({ PhoneInput: module.default, country });
      if (text) onChange(module.parsePhoneNumber(text, country)?.number ?? text);
    });
    const field = document.getElementById(id);
    if (focus === 'input' && field instanceof HTMLInputElement) caretAfterDigits(field, digits);
    if (focus === 'select') document.getElementById(countryId)?.focus();
  };

  /** Loads the library and swaps it in, once the plain select is left (its list may be open). */
  const load = (now = false) =>
    loadPhoneModule().then(
      (module) =>
        new Promise<void>((done) => {
          const go = () => {
            swap(module);
            done();
          };
          if (!now && !swapped.current && document.activeElement === select.current) waiting.current = go;
          else go();
        }),
    );

  useImperativeHandle(
    settle,
    () => () => (waiting.current ? (waiting.current(), Promise.resolve()) : load(true)),
  );

  useEffect(() => {
    // A number typed, or a field focused, before the island ran.
    const active = document.activeElement;
    if (input.current?.value || active === input.current || active === select.current) void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const start = () => void load();
  const leaveSelect = () => {
    const go = waiting.current;
    waiting.current = null;
    go?.();
  };

  if (loaded) {
    const { PhoneInput } = loaded;
    return (
      <PhoneInput
        ref={inputRef}
        id={id}
        name="phonenumber"
        defaultCountry={loaded.country}
        international={false}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        autoComplete="tel"
        flagUrl={flagImage('{xx}')}
        labels={labels}
        locales={locale}
        countrySelectProps={{ 'aria-label': countryLabel, name: 'country', id: countryId }}
        {...describedBy}
      />
    );
  }

  const name = labels[flag];
  return (
    <div className="PhoneInput" onPointerEnter={start} onPointerDown={start}>
      <div className="PhoneInputCountry">
        <select
          ref={select}
          id={countryId}
          name="country"
          aria-label={countryLabel}
          className="PhoneInputCountrySelect"
          defaultValue={DEFAULT_COUNTRY}
          onFocus={start}
          onChange={(event) => {
            chosen.current = event.target.value;
            setFlag(event.target.value);
            start();
            leaveSelect();
          }}
          onBlur={leaveSelect}
        >
          <option value="ZZ"></option>
          {countries.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        <div aria-hidden="true" className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          {name && <img className="PhoneInputCountryIconImg" alt={name} src={flagImage(flag)} />}
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        ref={(node) => {
          input.current = node;
          inputRef(node);
        }}
        type="tel"
        autoComplete="tel"
        id={id}
        className="PhoneInputInput"
        name="phonenumber"
        onFocus={start}
        onChange={start}
        onBlur={() => {
          // Touched once the number is read as E.164 (not when the swap itself removes this field).
          if (!swapped.current) void load().then(onBlur);
        }}
        {...describedBy}
      />
    </div>
  );
}
