// Admin roles (spec sections 2, 5, 8): grant admin by e-mail, the 'Current Administrators' table,
// and revoke behind the confirmation 'Revoke admin access?'. Messages are the spec's words.
import { useState, type FormEvent } from 'react';
import { admin as messages } from '../../../../domain/messages/admin';
import { Avatar } from '../../../components/Avatar';
import { Dialog } from '../../../components/Dialog';
import { buttonSizes, dangerButton, ghostButton, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { CloseIcon } from '../../../components/icons';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api';
import { useAdminRoles, useGrantAdmin, useRevokeAdmin } from '../api/roles';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { formatDay } from '../kit/dates';
import { queryStatus } from '../kit/ListStates';
import { cell } from '../kit/table-styles';
import { TextField } from '../kit/TextField';

/** The grant failure's words: 'User not found' for no such user, 'Unable to find user' when the lookup failed. */
function grantFailureMessage(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return messages.userNotFound;
    if (error.status === 409) return messages.alreadyAdmin;
    if (error.status === 400) return error.message;
  }
  return messages.unableToFindUser;
}

export default function RolesPage() {
  const roles = useAdminRoles();
  const grant = useGrantAdmin();
  const revoke = useRevokeAdmin();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [revoking, setRevoking] = useState<{ userId: string; name: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate(email.trim(), {
      onSuccess: () => {
        toast({ ...messages.granted, actionId: 'grant-admin' });
        setEmail('');
      },
      onError: (error) => toast({ title: messages.grantFailed, description: grantFailureMessage(error), variant: 'destructive', actionId: 'grant-admin' }),
    });
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    const actionId = `revoke-admin:${revoking.userId}`;
    revoke.mutate(revoking.userId, {
      onSuccess: () => toast({ ...messages.revoked, actionId }),
      onError: (error) => toast({ title: messages.revokeFailed, description: error.message, variant: 'destructive', actionId }),
      onSettled: () => setRevoking(null),
    });
  };
  const rows = roles.data?.items ?? [];

  return (
    <AdminPage title="Admin Roles">
      <form onSubmit={submit} className={`${panel} flex flex-col gap-3 sm:flex-row sm:items-end`}>
        <TextField id="grant-admin-email" type="email" label="Grant admin access" value={email} onChange={setEmail} placeholder={messages.grantPlaceholder} className="flex-1" />
        <button type="submit" className={`${primaryButton} ${buttonSizes.md}`} disabled={!email.trim() || grant.isPending}>
          Grant Admin
        </button>
      </form>
      <section aria-labelledby="current-admins-title" className={panel}>
        <h2 id="current-admins-title" className="mb-3 text-lg font-semibold text-slate-900">
          Current Administrators
        </h2>
        <AdminTable columns={['User', 'Status', 'Granted', 'Actions']} status={queryStatus(roles, rows.length)} loadingWhat="administrators" empty={messages.noAdmins}>
          {rows.map((row) => {
            const name = row.displayName ?? row.username ?? row.userId;
            return (
              <tr key={row.userId}>
                <td className={cell}>
                  <div className="flex items-center gap-3">
                    <Avatar name={name} url={row.avatarUrl} size="sm" />
                    <div>
                      <p className="font-medium text-slate-900">{name}</p>
                      {row.username && <p className="text-xs text-slate-600">@{row.username}</p>}
                    </div>
                  </div>
                </td>
                <td className={cell}>
                  <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-800">Admin</span>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={row.grantedAt}>{formatDay(row.grantedAt)}</time>
                  {row.grantedBy === 'configuration' && <span className="ml-1 text-xs text-slate-600">(configuration)</span>}
                </td>
                <td className={cell}>
                  <button type="button" className={`${ghostButton} p-2 text-red-700`} aria-label={`Revoke admin access from ${name}`} onClick={() => setRevoking({ userId: row.userId, name })}>
                    <CloseIcon />
                  </button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </section>
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} title={messages.revokeTitle} description={messages.revokeDescription}>
        <div className="flex justify-end gap-2">
          <button type="button" className={`${secondaryButton} ${buttonSizes.md}`} onClick={() => setRevoking(null)}>
            Cancel
          </button>
          <button type="button" className={`${dangerButton} ${buttonSizes.md}`} disabled={revoke.isPending} onClick={confirmRevoke}>
            Revoke Access
          </button>
        </div>
      </Dialog>
    </AdminPage>
  );
}
