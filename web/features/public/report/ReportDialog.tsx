// The report form of a public page: a reason, optional details, the reporter's e-mail and a
// good-faith statement, checked with the schema the server parses. The reported page is the one
// the visitor is on; it is shown, not typed.
import { useId, useState, type FormEvent } from 'react';
import { contentReportBodySchema, REPORT_REASONS, REPORT_DETAILS_MAX, type ReportReason } from '../../../../domain/api/admin/moderation';
import { publicRoutes } from '../../../../domain/api/routes/public';
import { moderation as m, REPORT_REASON_LABELS } from '../../../../domain/messages/moderation';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { Dialog } from '../../../components/Dialog';
import { describedBy } from '../../../components/form/field-errors';
import { FieldError } from '../../../components/form/FieldError';
import { useZodForm } from '../../../components/form/useZodForm';
import { ApiError, apiFetch, callRoute } from '../../../lib/api';
import { reportWordsFor } from './report-words';
import { textField } from '../../../components/field-styles';

interface Values {
  reason: ReportReason | '';
  details: string;
  reporterEmail: string;
  goodFaith: boolean;
}

const FIELDS = ['reason', 'details', 'reporterEmail', 'goodFaith'] as const;

export function ReportDialog({ page, open, onClose }: { page: string; open: boolean; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const close = () => {
    setSent(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={reportWordsFor(page).heading} description={sent ? undefined : 'Tell us what is wrong with this page. An administrator reviews every report.'}>
      {sent ? (
        <div role="status">
          <p className="font-semibold text-slate-900">{m.reportSent.title}</p>
          <p className="mt-1 text-slate-700">{m.reportSent.description}</p>
          <button type="button" onClick={close} className={`mt-4 ${primaryButton} ${buttonSizes.md}`}>
            Done
          </button>
        </div>
      ) : (
        <ReportForm page={page} onSent={() => setSent(true)} onCancel={close} />
      )}
    </Dialog>
  );
}

function ReportForm({ page, onSent, onCancel }: { page: string; onSent: () => void; onCancel: () => void }) {
  const id = useId();
  const controlId = (path: string) => `${id}-${path.split('.')[0]}`;
  const form = useZodForm({
    schema: contentReportBodySchema,
    initial: { reason: '', details: '', reporterEmail: '', goodFaith: false } as Values,
    fields: FIELDS,
    controlId,
    toInput: (values: Values) => ({ ...values, reason: values.reason || undefined, goodFaith: values.goodFaith || undefined, page }),
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = form.validateForSubmit();
    if (!body) return;
    setBusy(true);
    setProblem(null);
    try {
      await callRoute(apiFetch, publicRoutes.ReportContent, { body });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && form.showServerErrors(error.fields)) return;
      setProblem(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : m.reportFailed);
    } finally {
      setBusy(false);
    }
  };

  const errors = form.errors;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-slate-600">
        Reported page: <span className="font-medium break-all text-slate-900">{page}</span>
      </p>
      <fieldset aria-describedby={errors.reason && `${controlId('reason')}-error`}>
        <legend className="text-sm font-semibold text-slate-900">Reason</legend>
        <div className="mt-2 space-y-1.5">
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-reason`}
                id={index === 0 ? controlId('reason') : undefined}
                value={reason}
                checked={form.values.reason === reason}
                onChange={() => form.update({ reason })}
                className="h-4 w-4"
              />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
        <FieldError id={`${controlId('reason')}-error`} messages={errors.reason} />
      </fieldset>
      <div>
        <label htmlFor={controlId('details')} className="text-sm font-semibold text-slate-900">
          Details <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={controlId('details')}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          value={form.values.details}
          onChange={(event) => form.update({ details: event.target.value })}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy(errors.details && `${controlId('details')}-error`)}
          className={textField}
        />
        <FieldError id={`${controlId('details')}-error`} messages={errors.details} />
      </div>
      <div>
        <label htmlFor={controlId('reporterEmail')} className="text-sm font-semibold text-slate-900">
          Your e-mail
        </label>
        <input
          id={controlId('reporterEmail')}
          type="email"
          autoComplete="email"
          value={form.values.reporterEmail}
          onChange={(event) => form.update({ reporterEmail: event.target.value })}
          aria-invalid={errors.reporterEmail ? true : undefined}
          aria-describedby={describedBy(`${controlId('reporterEmail')}-hint`, errors.reporterEmail && `${controlId('reporterEmail')}-error`)}
          className={textField}
        />
        <p id={`${controlId('reporterEmail')}-hint`} className="mt-1 text-xs text-slate-600">
          We e-mail you the outcome. It is not shown to the owner.
        </p>
        <FieldError id={`${controlId('reporterEmail')}-error`} messages={errors.reporterEmail} />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={controlId('goodFaith')}
            type="checkbox"
            checked={form.values.goodFaith}
            onChange={(event) => form.update({ goodFaith: event.target.checked })}
            aria-invalid={errors.goodFaith ? true : undefined}
            aria-describedby={describedBy(errors.goodFaith && `${controlId('goodFaith')}-error`)}
            className="mt-0.5 h-4 w-4"
          />
          <span>{m.goodFaithStatement}</span>
        </label>
        <FieldError id={`${controlId('goodFaith')}-error`} messages={errors.goodFaith} />
      </div>
      <div role="alert">{problem && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{problem}</p>}</div>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={`${secondaryButton} ${buttonSizes.md}`}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={`${primaryButton} ${buttonSizes.md}`}>
          {busy ? 'Sending...' : 'Send report'}
        </button>
      </div>
    </form>
  );
}
