// Emails: every mail sent (template, recipient, subject, time, delivery status), newest first;
// a failed one can be sent again (an admin action, recorded in the admin action log), except one
// that carried a private link: its content was not kept, and the row says why instead.
import { useState } from 'react';
import type { MailRecord } from '../../../../domain/api/admin/emails';
import { buttonSizes, secondaryButton } from '../../../components/button-styles';
import { useMails, useRetryMail, type MailFilter } from '../api/emails';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { Pager } from '../kit/Pager';
import { cell } from '../kit/table-styles';
import { useActionToasts } from '../kit/useActionToasts';
import { usePagedList } from '../kit/usePagedList';
import { shownAddress } from '../../../../domain/messages/erased';

const STATUS_LABEL: Record<MailRecord['status'], string> = { sent: 'Sent', failed: 'Failed', retrying: 'Sending again' };

export function EmailsPage() {
  const [filter, setFilter] = useState<MailFilter>('all');
  const mails = usePagedList(useMails(filter), 'more');
  return (
    <AdminPage title="Emails" description="Every mail the product sent, newest first. A mail that failed can be sent again, unless it carried a private link: those links are never kept or shown here.">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Which mails</legend>
        {(['all', 'failed'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="mail-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} />
            {value === 'all' ? 'All mails' : 'Failed only'}
          </label>
        ))}
      </fieldset>
      <AdminTable
        caption="Mails sent, newest first"
        columns={['Sent', 'Template', 'Recipient', 'Subject', 'Status', { label: 'Actions', hidden: true }]}
        status={mails.status}
        loadingWhat="the mails"
        empty={filter === 'failed' ? 'No failed mails.' : 'No mails sent yet.'}
      >
        {mails.rows.map((mail) => (
          <MailRow key={mail.id} mail={mail} />
        ))}
      </AdminTable>
      <Pager list={mails} label="Show older mails" />
    </AdminPage>
  );
}

function MailRow({ mail }: { mail: MailRecord }) {
  const toasts = useActionToasts(`retry-mail:${mail.id}`);
  const retry = useRetryMail(mail.id);
  const sentSaying = (result: MailRecord) =>
    result.status === 'sent' ? { title: 'Mail sent again', description: `To ${result.recipient}` } : { title: 'The mail failed again', description: result.error ?? undefined, variant: 'destructive' as const };
  const sendAgain = () => retry.mutate(undefined, toasts.outcome(sentSaying, 'Could not send the mail again'));
  return (
    <tr>
      <td className={cell}>{formatWhen(mail.sentAt)}</td>
      <td className={cell}>{mail.template}</td>
      <td className={`${cell} break-all`}>{shownAddress(mail.recipient)}</td>
      <td className={cell}>{mail.subject}</td>
      <td className={cell}>
        <span className={mail.status === 'failed' ? 'font-semibold text-red-800' : 'text-slate-800'}>{STATUS_LABEL[mail.status]}</span>
        {mail.attempts > 1 ? <span className="block text-xs text-slate-500">{mail.attempts} attempts</span> : null}
        {mail.error ? <span className="block text-xs text-red-700">{mail.error}</span> : null}
      </td>
      <td className={cell}>
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
