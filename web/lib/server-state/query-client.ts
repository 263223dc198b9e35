// One QueryClient per signed-in stretch (app/auth/RequireAuth.tsx makes it), with the product's
// defaults: data stays fresh for half a minute (live updates and mutations refresh it sooner),
// a failure that may pass (no answer, or a 5xx) is tried once more, and a query whose failure the
// person should hear about says what to tell them in `meta.errorToast`. That toast belongs to the
// query: a later load of it that succeeds (a refetch, a live update) takes it away again. A call
// refused because the account is suspended toasts nothing: the account's status is asked again,
// and the page that says so takes the screen (features/account/SuspensionGate.tsx).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SUSPENSION_CHECK_MAX_AGE_MS } from '../../../domain/constants';
import { ApiError } from '../api';
import { ACCOUNT_STATUS_KEY } from './query-keys';

/** What a toast needs; components/toast shows it. */
export interface Notice {
  readonly title: string;
  readonly description?: string;
  readonly variant?: 'default' | 'destructive';
  /** The action it reports on: a later toast of that action replaces its errors (components/toast). */
  readonly actionId?: string;
}

/** Shows a notice, or takes an action's error notices away (the toasts of components/toast). */
export interface Notify {
  (notice: Notice): void;
  clearErrors(actionId: string): void;
}

/** The identity of a query's load, for its error toast. */
const loadOf = (queryHash: string) => `load:${queryHash}`;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Shown when the query fails, including a background refetch (what is on screen stays). */
      readonly errorToast?: Notice;
    };
    mutationMeta: {
      /** The mutation ends the session itself (closing the account): the refusals it causes meanwhile are its own. */
      readonly endsSession?: boolean;
    };
  }
}

const STALE_MS = 30_000;
const RETRY_DELAY_MS = 1_000;

/** No answer, or a server error: worth one more try. A 4xx answer will not change. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** The API refused the call because an admin suspended the account. */
export function isSuspensionRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'account_suspended';
}

/** The API refused the call because the person's session was ended (signed out everywhere, the account closed). */
export function isEndedSession(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'session_ended';
}

/**
 * `onSessionEnded`: the API says this session is over (the person closed the account, here or in
 * another browser): the app forgets it and asks them to sign in.
 */
export function createQueryClient(notify: Notify, onSessionEnded: () => void = () => {}): QueryClient {
  const recheckStanding = () => void client.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY });
  let ended = false;
  const endSession = () => {
    if (ended || client.isMutating({ predicate: (mutation) => mutation.options.meta?.endsSession === true }) > 0) return;
    ended = true;
    onSessionEnded();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isEndedSession(error)) return endSession();
        if (isSuspensionRefusal(error)) return;
        const notice = query.meta?.errorToast;
        if (notice) notify({ ...notice, actionId: loadOf(query.queryHash) });
      },
      onSuccess: (_data, query) => {
        if (query.meta?.errorToast) notify.clearErrors(loadOf(query.queryHash));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isEndedSession(error)) endSession();
        if (isSuspensionRefusal(error)) recheckStanding();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        retry: (failures, error) => {
          if (!isSuspensionRefusal(error)) return failures < 1 && isTransient(error);
          // Asked at the first refusal: if the account is suspended, its page replaces this one
          // (and the retry is dropped with it); if a suspension was just lifted, the server's
          // reading is renewed by the time the call is tried again.
          recheckStanding();
          return failures < 1;
        },
        retryDelay: (_failures, error) => (isSuspensionRefusal(error) ? SUSPENSION_CHECK_MAX_AGE_MS : RETRY_DELAY_MS),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
