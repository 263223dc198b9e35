// A decision queue as a page lists it: tabs for its states (a new state starts at its first page),
// then its items as cards (QueueCard), with the list's loading, failed and empty states and its pager.
import type { ReactNode } from 'react';
import { ListStates } from './ListStates';
import { Pager } from './Pager';
import { Tabs } from './Tabs';
import type { PagedList } from './usePagedList';

export interface QueueTabs<S extends string> {
  readonly label: string;
  readonly states: readonly { id: S; label: string }[];
  readonly current: S;
  readonly onChange: (state: S) => void;
}

export function QueueList<S extends string, T>({
  tabs,
  list,
  label,
  empty,
  keyOf,
  children,
}: {
  tabs: QueueTabs<S>;
  list: PagedList<T>;
  /** The list's name, for its pager. */
  label: string;
  empty: ReactNode;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <Tabs
        label={tabs.label}
        tabs={tabs.states}
        current={tabs.current}
        onChange={(next) => {
          list.reset();
          tabs.onChange(next);
        }}
      />
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
