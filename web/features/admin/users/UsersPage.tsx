// 'User Management' (spec section 2): search by name or username, a table of User, LinkedIn,
// Plan and Joined, skeleton rows while loading, 'No users found' when nothing matches, and more
// rows a page at a time. A row's name opens the user's page.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { admin as messages } from '../../../../domain/messages/admin';
import { relativeAge } from '../../../../domain/rules/relative-age';
import { Avatar } from '../../../components/Avatar';
import { panel } from '../../../components/button-styles';
import { useAdminUsers } from '../api/users';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { Pager } from '../kit/Pager';
import { cell } from '../kit/table-styles';
import { TextField } from '../kit/TextField';
import { usePagedList } from '../kit/usePagedList';
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
  const users = usePagedList(useAdminUsers(search), 'more');
  const now = new Date();

  return (
    <AdminPage title="User Management">
      <div className={`${panel} space-y-4`}>
        <TextField id="admin-user-search" type="search" label="Search users" labelHidden value={text} onChange={setText} placeholder={messages.searchPlaceholder} className="sm:max-w-md" />
        <AdminTable columns={['User', 'LinkedIn', 'Plan', 'Joined']} status={users.status} empty={messages.noUsers}>
          {users.rows.map((user) => (
            <tr key={user.id}>
              <td className={cell}>
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
              <td className={cell}>
                <LinkedinBadge connected={user.linkedinConnected} />
              </td>
              <td className={`${cell} capitalize`}>{user.plan || 'free'}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={user.createdAt}>{relativeAge(user.createdAt, now)}</time>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager list={users} label="Load more users" />
      </div>
    </AdminPage>
  );
}
