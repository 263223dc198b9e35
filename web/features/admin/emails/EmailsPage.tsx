// Emails: every mail sent (template, recipient, subject, time, delivery status), newest first;
// a failed one can be sent again (an admin action, recorded in the admin action log), except one
// that carried a private link: its content was not kept, and the row says why instead.
import { useState } from 'react';
import type { MailRecord } from '../../../../domain/api/admin/emails';
import { buttonSizes, secondaryButton } from '../../../components/button-styles';
import { useToast } from '../../../components/toast/toast-context';
import { AdminPage, LoadError, Loading } from '../ops/AdminPage';
import { useAdminChange, useAdminPages } from '../ops/admin-api';
import { dateTime } from '../ops/format';
import { table, tableWrap, td, th } from '../ops/styles';

const STATUS_LABEL: Record<MailRecord['status'], string> = { sent: 'Sent', failed: 'Failed', retrying: 'Sending again' };

export function EmailsPage() {
  const [filter, setFilter] = useState<'all' | 'failed'>('all');
  const mails = useAdminPages<MailRecord>(['emails', filter], `/emails?status=${filter}`);
  const rows = mails.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPage title="Emails" intro="Every mail the product sent, newest first. A mail that failed can be sent again, unless it carried a private link: those links are never kept or shown here.">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Which mails</legend>
        {(['all', 'failed'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="mail-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} />
            {value === 'all' ? 'All mails' : 'Failed only'}
          </label>
        ))}
      </fieldset>
      {mails.isPending ? <Loading what="the mails" /> : mails.isError ? <LoadError error={mails.error} /> : null}
      {mails.isSuccess && rows.length === 0 ? <p className="text-sm text-slate-600">{filter === 'failed' ? 'No failed mails.' : 'No mails sent yet.'}</p> : null}
      {rows.length > 0 ? (
        <div className={tableWrap}>
          <table className={table}>
            <caption className="sr-only">Mails sent, newest first</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>Sent</th>
                <th scope="col" className={th}>Template</th>
                <th scope="col" className={th}>Recipient</th>
                <th scope="col" className={th}>Subject</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((mail) => (
                <MailRow key={mail.id} mail={mail} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {mails.hasNextPage ? (
        <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} onClick={() => void mails.fetchNextPage()} disabled={mails.isFetchingNextPage}>
          {mails.isFetchingNextPage ? 'Loading…' : 'Show older mails'}
        </button>
      ) : null}
    </AdminPage>
  );
}

function MailRow({ mail }: { mail: MailRecord }) {
  const toast = useToast();
  const retry = useAdminChange<void, MailRecord>(() => ({ path: `/emails/${encodeURIComponent(mail.id)}/retry`, method: 'POST' }));
  const actionId = `retry-mail:${mail.id}`;
  const sendAgain = () =>
    retry.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.status === 'sent'
            ? { title: 'Mail sent again', description: `To ${result.recipient}`, actionId }
            : { title: 'The mail failed again', description: result.error ?? undefined, variant: 'destructive', actionId },
        ),
      onError: (error) => toast({ title: 'Could not send the mail again', description: error.message, variant: 'destructive', actionId }),
    });
  return (
    <tr>
      <td className={td}>{dateTime(mail.sentAt)}</td>
      <td className={td}>{mail.template}</td>
      <td className={`${td} break-all`}>{mail.recipient}</td>
      <td className={td}>{mail.subject}</td>
      <td className={td}>
        <span className={mail.status === 'failed' ? 'font-semibold text-red-800' : 'text-slate-800'}>{STATUS_LABEL[mail.status]}</span>
        {mail.attempts > 1 ? <span className="block text-xs text-slate-500">{mail.attempts} attempts</span> : null}
        {mail.error ? <span className="block text-xs text-red-700">{mail.error}</span> : null}
      </td>
      <td className={td}>
        {mail.status === 'failed' && mail.notRetryable ? (
          <p className="max-w-xs text-xs text-slate-700">
            <span className="block font-semibold text-slate-800">Cannot be sent again</span>
            {mail.notRetryable}
          </p>
        ) : mail.status === 'failed' ? (
          <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} onClick={sendAgain} disabled={retry.isPending} aria-label={`Send again to ${mail.recipient}`}>
            {retry.isPending ? 'Sending…' : 'Send again'}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
