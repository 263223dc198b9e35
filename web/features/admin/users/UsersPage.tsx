// 'User Management' (spec section 2): search by name or username, a table of User, LinkedIn,
// Plan and Joined, five skeleton rows while loading, 'No users found' when nothing matches, and
// more rows a page at a time. A row's name opens the user's page.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { admin as messages } from '../../../../domain/messages';
import { relativeAge } from '../../../../domain/rules/relative-age';
import { Avatar } from '../../../components/Avatar';
import { panel, secondaryButton, buttonSizes } from '../../../components/button-styles';
import { AdminPageTitle } from '../AdminPageTitle';
import { useAdminUsers } from '../api/admin-api';
import { LinkedinBadge, SuspendedBadge } from './user-badges';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export default function UsersPage() {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers(search);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  return (
    <section>
      <AdminPageTitle title="User Management" />
      <div className={panel}>
        <label htmlFor="admin-user-search" className="sr-only">
          Search users
        </label>
        <input
          id="admin-user-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={messages.searchPlaceholder}
          className="mb-4 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm sm:max-w-md"
        />
        {users.isError && <p role="alert" className="mb-4 text-red-700">{users.error.message}</p>}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">User</th>
                <th scope="col" className="py-2 pr-4 font-medium">LinkedIn</th>
                <th scope="col" className="py-2 pr-4 font-medium">Plan</th>
                <th scope="col" className="py-2 font-medium">Joined</th>
              </tr>
            </thead>
            <tbody aria-busy={users.isPending}>
              {users.isPending
                ? Array.from({ length: 5 }, (_, i) => (
                    <tr key={i} data-testid="user-skeleton" className="border-b border-slate-100">
                      <td className="py-3 pr-4"><span className="block h-8 w-48 animate-pulse rounded bg-slate-200" /></td>
                      <td className="py-3 pr-4"><span className="block h-5 w-24 animate-pulse rounded bg-slate-200" /></td>
                      <td className="py-3 pr-4"><span className="block h-5 w-12 animate-pulse rounded bg-slate-200" /></td>
                      <td className="py-3"><span className="block h-5 w-16 animate-pulse rounded bg-slate-200" /></td>
                    </tr>
                  ))
                : rows.map((user) => (
                    <tr key={user.id} className="border-b border-slate-100">
                      <td className="py-3 pr-4">
                        <div className="flex items-center gap-3">
                          <Avatar name={user.displayName || user.username} url={user.avatarUrl} size="sm" />
                          <div className="min-w-0">
                            <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className="font-medium text-slate-900 hover:underline">
                              {user.displayName || user.username}
                            </Link>
                            {user.suspendedAt && <SuspendedBadge />}
                            {user.headline && <p className="truncate text-xs text-slate-600">{user.headline}</p>}
                          </div>
                        </div>
                      </td>
                      <td className="py-3 pr-4"><LinkedinBadge connected={user.linkedinConnected} /></td>
                      <td className="py-3 pr-4 capitalize">{user.plan || 'free'}</td>
                      <td className="py-3 whitespace-nowrap">
                        <time dateTime={user.createdAt}>{relativeAge(user.createdAt, now)}</time>
                      </td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
        {!users.isPending && rows.length === 0 && <p className="py-8 text-center text-slate-600">{messages.noUsers}</p>}
        {users.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
              {users.isFetchingNextPage ? 'Loading…' : 'Load more users'}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
