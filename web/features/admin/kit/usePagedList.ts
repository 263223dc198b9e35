// A list endpoint's pages (one infinite query, useAdminPages) as a page shows them: every page
// loaded so far, one under the other ('more'), or one page at a time with Previous and Next
// ('pages'), where going back shows a page already loaded.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageResult } from '../../../../domain/api/paging';
import { queryStatus, type ListStatus } from './ListStates';

export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<PageResult<T>>>;

export interface PagedList<T> {
  readonly mode: 'more' | 'pages';
  readonly rows: T[];
  readonly status: ListStatus;
  /** 1 for the first page; in 'more', how many pages are shown. */
  readonly page: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly fetchingNext: boolean;
  readonly previous: () => void;
  readonly next: () => void;
  /** Back to the first page (after the list's filter changed). */
  readonly reset: () => void;
}

export function usePagedList<T>(query: PagedQuery<T>, mode: 'more' | 'pages'): PagedList<T> {
  const [index, setIndex] = useState(0);
  const pages = query.data?.pages ?? [];
  // A refresh after a change may bring fewer pages back: stay on the last one there is.
  const shown = Math.max(0, Math.min(index, pages.length - 1));
  const rows = mode === 'more' ? pages.flatMap((page) => page.items) : (pages[shown]?.items ?? []);
  const loadedAfter = shown < pages.length - 1;
  return {
    mode,
    rows,
    status: queryStatus(query, rows.length),
    page: mode === 'more' ? pages.length : shown + 1,
    hasPrevious: mode === 'pages' && shown > 0,
    hasNext: (mode === 'pages' && loadedAfter) || query.hasNextPage,
    fetchingNext: query.isFetchingNextPage,
    previous: () => setIndex(Math.max(0, shown - 1)),
    next: () => {
      if (mode === 'more') void query.fetchNextPage();
      else if (loadedAfter) setIndex(shown + 1);
      else void query.fetchNextPage().then((result) => !result.isError && setIndex(shown + 1));
    },
    reset: () => setIndex(0),
  };
}
