'use client';

import { Activity, use, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** What starts a form's island: a visitor reaching for one of its fields or buttons. */
const uses = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

let used: Promise<void> | undefined;

const awaiting = (target: unknown) => {
  const form = target instanceof Element ? target.closest('form') : null;
  return form !== null && !form.hasAttribute('data-hydrated');
};

/**
 * Settles when a visitor first reaches into a form whose island has not run (`data-hydrated`), or
 * at once when one of its fields already has focus (typed into before the script came). It is
 * marked fulfilled as it settles, so React, which hydrates the form synchronously when a click,
 * key or focus reaches it, reads it without waiting and hands that very event to the form. The
 * listeners are on the window, in the capture phase: React stops an event that reaches a part of
 * the page it has not hydrated, at the document.
 */
function firstUse(): Promise<void> {
  if (used) return used;
  let settle!: () => void;
  used = new Promise<void>((resolve) => (settle = resolve));
  const start = () => {
    for (const type of uses) window.removeEventListener(type, listener, true);
    Object.assign(used!, { status: 'fulfilled', value: undefined });
    settle();
  };
  const listener = (event: Event) => {
    if (awaiting(event.target)) start();
  };
  if (awaiting(document.activeElement)) start();
  else for (const type of uses) window.addEventListener(type, listener, true);
  return used;
}

function Gate({ children }: { children: ReactNode }) {
  // Only while the page hydrates: a page reached by a link, and the prerender, render at once.
  const hydrated = useHydrated();
  if (!hydrated && typeof window !== 'undefined') use(firstUse());
  return children;
}

/**
 * A form whose island runs when a visitor first reaches into it, not at load. Until then React
 * leaves the prerendered form as it is (an Activity boundary, hydrated apart from the page, and
 * inline in the HTML where a Suspense boundary past the first 12.8 KB would be sent after the page
 * and shown by a script). Meanwhile it is the plain form a visit without script gets: what is typed
 * stays (the fields are uncontrolled), a submit posts to the service.
 */
export function hydrateOnUse<P extends object>(Form: ComponentType<P>) {
  return function OnUse(props: P) {
    return (
      <Activity mode="visible">
        <Gate>
          <Form {...props} />
        </Gate>
      </Activity>
    );
  };
}
