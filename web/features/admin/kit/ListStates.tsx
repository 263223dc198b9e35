// What a list shows instead of its rows: a skeleton while it loads (or, given `loadingWhat`, a
// loading line), the error if it failed, `empty` when it has none. Rows already loaded stay under
// the error of a later page.
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { Loading } from './Loading';
import { Skeleton } from './Skeleton';

export interface ListStatus {
  readonly loading: boolean;
  /** The failure, or null. */
  readonly error: unknown;
  readonly rowCount: number;
}

export function ListStates({ status, empty, loadingWhat, children }: { status: ListStatus; empty: ReactNode; loadingWhat?: string; children: ReactNode }) {
  if (status.loading) return loadingWhat ? <Loading what={loadingWhat} /> : <Skeleton />;
  if (status.rowCount === 0) return status.error ? <LoadError error={status.error} /> : <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {status.error ? <LoadError error={status.error} /> : null}
      {children}
    </>
  );
}

/** A query's status as a list reads it (a failed refetch counts as failed, as it shows nothing new). */
export const queryStatus = (query: { isPending: boolean; isError: boolean; error: unknown }, rowCount: number): ListStatus => ({
  loading: query.isPending,
  error: query.isError ? query.error : null,
  rowCount,
});
