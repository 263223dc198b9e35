// Loads one public resource for the page showing it; a new key (another handle, id or number)
// starts over, and leaving the page cancels the request.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { publicCopy } from './copy';

export type PublicData<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

export function usePublicData<T>(key: string, load: (key: string, signal: AbortSignal) => Promise<T>): PublicData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; data: PublicData<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(key, controller.signal).then(
      (data) => setResult({ key, attempt, data: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, attempt, data: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, load]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const current = result && result.key === key && result.attempt === attempt ? result.data : ({ status: 'loading' } as const);
  return { ...current, retry };
}

/** The HTTP status of a failed call; 0 when the server was not reached or the failure is not an API one. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/** The server's message for a failed call, when it sent one. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : '';
}

/** What to tell a visitor when a load failed for another reason than "not found". */
export function failureText(error: unknown): string {
  return statusOf(error) === 429 ? publicCopy.throttled : publicCopy.loadFailed;
}
