// The admin table: a caption for screen readers, its column headers and the page's rows, with the
// list's loading, failed and empty states (ListStates) in its place until there are rows.
import type { ReactNode } from 'react';
import { ListStates, type ListStatus } from './ListStates';
import { headerCell, tableClass } from './table-styles';

/** A column's header; `hidden` headers are read by screen readers only (an actions column). */
export type Column = string | { readonly label: string; readonly hidden: true };

export function AdminTable({
  caption,
  columns,
  status,
  empty,
  loadingWhat,
  children,
}: {
  caption?: string;
  columns: readonly Column[];
  status: ListStatus;
  empty: ReactNode;
  loadingWhat?: string;
  children: ReactNode;
}) {
  return (
    <ListStates status={status} empty={empty} loadingWhat={loadingWhat}>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className={tableClass}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) =>
                typeof column === 'string' ? (
                  <th key={column} scope="col" className={headerCell}>
                    {column}
                  </th>
                ) : (
                  <th key={column.label} scope="col" className={headerCell}>
                    <span className="sr-only">{column.label}</span>
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
    </ListStates>
  );
}
