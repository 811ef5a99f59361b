import { apiBase, constants } from './config';

export interface ServiceAnswer {
  /** HTTP status was 2xx. */
  httpOk: boolean;
  statusText: string;
  responsecode?: number;
  message?: string;
}

/**
 * POSTs JSON to the core service (same origin unless NEXT_PUBLIC_API_BASE says otherwise), in the
 * page's language. Resolves with the HTTP outcome and the service's `{ responsecode, message }`;
 * rejects on a network failure or an answer that is not JSON.
 */
export async function postToService(path: string, body: object, locale: string): Promise<ServiceAnswer> {
  const res = await fetch(`${apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as { responsecode?: unknown; message?: unknown };
  return {
    httpOk: res.ok,
    statusText: res.statusText || String(res.status),
    responsecode: typeof data.responsecode === 'number' ? data.responsecode : undefined,
    message: typeof data.message === 'string' ? data.message : undefined,
  };
}

/** Success as SPEC.md §7 defines it: HTTP ok and responsecode 200. */
export const succeeded = (answer: ServiceAnswer) =>
  answer.httpOk && answer.responsecode === constants.responseSuccessCode;
