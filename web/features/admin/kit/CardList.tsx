// A paged list of cards (QueueCard), with the list's loading, failed and empty states and its pager.
import type { ReactNode } from 'react';
import { ListStates } from './ListStates';
import { Pager } from './Pager';
import type { PagedList } from './usePagedList';

export function CardList<T>({ list, label, empty, keyOf, children }: { list: PagedList<T>; label: string; empty: ReactNode; keyOf: (item: T) => string; children: (item: T) => ReactNode }) {
  return (
    <>
      <ListStates status={list.status} empty={empty}>
        <ul className="space-y-4">
          {list.rows.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      </ListStates>
      <Pager list={list} label={label} />
    </>
  );
}
