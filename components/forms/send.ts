'use client';

import { toast } from '@/components/ui/toast';
import { postToService, succeeded } from '@/lib/api';

/**
 * What the server part of a page gives a form's island: its words in the page's language, the
 * page's language (the service answers in it) and the service's call it posts to without script.
 */
export interface FormProps<Labels> {
  labels: Labels;
  locale: string;
  action: string;
}

/**
 * Sends a form to the service and toasts the outcome (SPEC.md §8): the service's message on
 * success or on another responsecode; the form's generic error when HTTP fails or throws.
 * Resolves true on success, so the form resets; on failure the visitor's input stays.
 */
export async function sendForm(
  path: string,
  body: object,
  locale: string,
  genericError: string,
): Promise<boolean> {
  try {
    const answer = await postToService(path, body, locale);
    if (succeeded(answer)) {
      toast.success(answer.message ?? '');
      return true;
    }
    toast.error(answer.httpOk && answer.message ? answer.message : genericError);
  } catch {
    toast.error(genericError);
  }
  return false;
}
