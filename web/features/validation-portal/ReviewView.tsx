// The review (spec section 2): the whole proof, then the decision (approve or decline, required)
// and an optional comment. Who is vouching and with what trust is shown beside the form.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { VALIDATION_COMMENT_MAX_LENGTH } from '../../../domain/constants';
import type { Decision } from '../../../domain/entities';
import { portal } from '../../../domain/messages/portal';
import { credentials as credentialText } from '../../../domain/messages/credentials';
import type { PortalTrustLevel } from '../../../domain/rules/project-trust-level';
import { maskEmail } from '../../../domain/rules/mask-email';
import { validationDecisionSchema } from '../../../domain/schemas/validation-decision';
import { Avatar } from '../../components/Avatar';
import { describedBy } from '../../components/form/field-errors';
import { FieldError } from '../../components/form/FieldError';
import { useZodForm } from '../../components/form/useZodForm';
import { CheckIcon, WarningIcon, XCircleIcon } from '../../components/icons';
import { SignInButton } from './LandingView';
import { ViewHeading } from './PortalChrome';
import { ProofDetails } from './ProofDetails';
import { ROLE_LABELS, type PortalIdentity, type OpenPortalRequest } from './portal-types';
import type { SubmitProblem } from './usePortal';

const TRUST: Record<PortalTrustLevel, { label: string; className: string }> = {
  domain: { label: 'Domain-verified', className: 'bg-emerald-100 text-emerald-900' },
  self: { label: 'Self-reported', className: 'bg-slate-100 text-slate-800' },
};

interface ReviewViewProps {
  readonly request: OpenPortalRequest;
  readonly identity: PortalIdentity | null;
  readonly trust: PortalTrustLevel;
  readonly submitting: boolean;
  readonly problem: SubmitProblem;
  /** Said above the proof: it changed since the validator opened it. */
  readonly notice: string | null;
  readonly onSubmit: (decision: Decision, comment: string, nameInCredential: boolean) => Promise<void>;
  readonly onSignIn: () => Promise<boolean>;
}

const OPTIONS: readonly { value: Decision; title: string; hint: string; checkedClass: string; icon: typeof CheckIcon }[] = [
  {
    value: 'approved',
    title: 'Approve',
    hint: 'I can confirm this work is described accurately.',
    checkedClass: 'has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-600',
    icon: CheckIcon,
  },
  {
    value: 'declined',
    title: 'Decline',
    hint: 'I cannot confirm this work as described.',
    checkedClass: 'has-checked:border-red-600 has-checked:bg-red-50 has-checked:ring-1 has-checked:ring-red-600',
    icon: XCircleIcon,
  },
];

interface DecisionForm {
  readonly decision: Decision | null;
  readonly comment: string;
  /** Consent to be named in the portable credential: off unless the co-signer ticks it. */
  readonly nameInCredential: boolean;
}

export function ReviewView({ request, identity, trust, submitting, problem, notice, onSubmit, onSignIn }: ReviewViewProps) {
  const ids = useId();
  const optionId = (decision: Decision) => `${ids}-decision-${decision}`;
  const form = useZodForm({
    schema: validationDecisionSchema,
    initial: { decision: null, comment: '', nameInCredential: false } as DecisionForm,
    fields: ['decision', 'comment'],
    // The first option takes focus for a missing decision.
    controlId: (path) => (path === 'decision' ? optionId('approved') : `${ids}-comment`),
    toInput: ({ decision, comment, nameInCredential }: DecisionForm) => ({ decision: decision ?? undefined, comment, nameInCredential }),
  });
  const { decision, comment, nameInCredential } = form.values;
  const decisionErrors = form.errors.decision;
  const commentErrors = form.errors.comment;
  const decisionErrorId = decisionErrors && `${ids}-decision-error`;
  const { ownerName } = request;
  const trustBadge = TRUST[trust];
  // How the public pages would show this co-signature (domain/rules/cosigner-name.ts): the LinkedIn
  // name with consent, else the masked address the decision records.
  const shownName = identity?.name?.trim() || null;
  const maskedAddress = maskEmail(identity?.email ?? request.inviteeEmail);

  // New content: a choice made about the old version no longer stands; the comment stays.
  const [reviewedHash, setReviewedHash] = useState(request.contentHash);
  if (reviewedHash !== request.contentHash) {
    setReviewedHash(request.contentHash);
    form.update({ decision: null });
  }
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice, request.contentHash]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validateForSubmit();
    if (values) void onSubmit(values.decision, values.comment ?? '', values.nameInCredential);
  };

  return (
    <div>
      <p className="text-sm font-semibold text-blue-800">Validation request from {ownerName}</p>
      <ViewHeading className="mt-1">Review {ownerName}&apos;s proof</ViewHeading>
      <p className="mt-2 max-w-2xl text-slate-600">
        Read the project below. Approve it if it is accurate to your knowledge as {ownerName}&apos;s {ROLE_LABELS[request.role]}, or decline it.
      </p>

      {notice && (
        // Focused when it appears (the page stays the review), and announced.
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          style={{ outline: 'none' }}
          className="mt-5 flex max-w-3xl items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          <WarningIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <p>{notice}</p>
        </div>
      )}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ProofDetails recognition={request.recognition} headingId={`${ids}-proof`} />

        <form noValidate onSubmit={submit} aria-labelledby={`${ids}-form`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6">
          <h2 id={`${ids}-form`} className="text-lg font-semibold text-slate-900">
            Your validation
          </h2>

          <div className="mt-4 flex items-start gap-3 rounded-xl bg-slate-50 p-3">
            <Avatar name={identity?.name ?? identity?.email ?? request.inviteeEmail} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">{identity ? 'Signed in with LinkedIn as' : 'Responding as'}</p>
              <p className="text-sm font-semibold break-words text-slate-900">{identity ? (identity.name ?? identity.email) : request.inviteeEmail}</p>
              {identity?.name && identity.email && <p className="text-xs break-all text-slate-600">{identity.email}</p>}
              <p className="mt-1.5">
                <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${trustBadge.className}`}>
                  <span className="sr-only">Trust: </span>
                  {trustBadge.label}
                </span>
              </p>
            </div>
          </div>

          <fieldset className="mt-5" aria-describedby={decisionErrorId || undefined}>
            <legend className="text-sm font-semibold text-slate-900">
              Your decision <span className="font-normal text-slate-500">(required)</span>
            </legend>
            <div className="mt-2 grid gap-2">
              {OPTIONS.map((option) => {
                const Icon = option.icon;
                const id = optionId(option.value);
                return (
                  // The whole card picks the option: the label's overlay covers it.
                  <div
                    key={option.value}
                    className={`relative flex items-start gap-3 rounded-xl border border-slate-300 p-3 transition-colors hover:border-slate-400 has-focus-visible:ring-2 has-focus-visible:ring-blue-600 ${option.checkedClass}`}
                  >
                    <input
                      id={id}
                      type="radio"
                      name="decision"
                      value={option.value}
                      checked={decision === option.value}
                      onChange={() => form.update({ decision: option.value })}
                      aria-describedby={describedBy(`${id}-hint`, decisionErrorId)}
                      className="relative z-10 mt-1 h-4 w-4 accent-blue-700 focus:outline-none"
                    />
                    <span className="flex-1">
                      <label htmlFor={id} className="flex cursor-pointer items-center gap-1.5 font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl">
                        <Icon className={`h-4 w-4 ${option.value === 'approved' ? 'text-emerald-700' : 'text-red-700'}`} />
                        {option.title}
                      </label>
                      <span id={`${id}-hint`} className="mt-0.5 block text-sm text-slate-600">
                        {option.hint}
                      </span>
                    </span>
                  </div>
                );
              })}
            </div>
            <FieldError id={`${ids}-decision-error`} messages={decisionErrors} />
          </fieldset>

          {decision !== 'declined' && (
            // Beside the decision, plainly: naming is a separate choice, off by default.
            <div className="mt-4 flex items-start gap-3 rounded-xl border border-slate-200 p-3">
              <input
                id={`${ids}-name-in-credential`}
                type="checkbox"
                checked={nameInCredential}
                onChange={(event) => form.update({ nameInCredential: event.target.checked })}
                aria-describedby={`${ids}-name-in-credential-hint`}
                className="mt-1 h-4 w-4 accent-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600"
              />
              <span>
                <label htmlFor={`${ids}-name-in-credential`} className="cursor-pointer text-sm font-semibold text-slate-900">
                  {shownName ? credentialText.consentLabelSignedIn : credentialText.consentLabel}
                </label>
                <span id={`${ids}-name-in-credential-hint`} className="mt-0.5 block text-xs text-slate-600">
                  {shownName ? credentialText.consentHintSignedIn(shownName, maskedAddress) : credentialText.consentHint(maskedAddress)}
                </span>
              </span>
            </div>
          )}

          <div className="mt-5">
            <label htmlFor={`${ids}-comment`} className="text-sm font-semibold text-slate-900">
              Comment <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id={`${ids}-comment`}
              value={comment}
              onChange={(event) => form.update({ comment: event.target.value })}
              maxLength={VALIDATION_COMMENT_MAX_LENGTH}
              rows={4}
              aria-describedby={describedBy(`${ids}-comment-hint`, commentErrors && `${ids}-comment-error`)}
              aria-invalid={commentErrors ? true : undefined}
              placeholder={`What did you see of ${ownerName}'s work on this project?`}
              className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            />
            <p id={`${ids}-comment-hint`} className="mt-1 flex justify-between text-xs text-slate-500">
              <span>Shown to {ownerName} with your decision.</span>
              <span>
                {comment.length}/{VALIDATION_COMMENT_MAX_LENGTH}
              </span>
            </p>
            <FieldError id={`${ids}-comment-error`} messages={commentErrors} />
          </div>

          {problem?.kind === 'linkedinRequired' && (
            <div role="alert" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="flex items-start gap-2 font-medium">
                <WarningIcon className="mt-0.5 h-4 w-4 shrink-0" />
                {portal.linkedinRequired}
              </p>
              <SignInButton onSignIn={onSignIn} />
            </div>
          )}

          <button
            type="submit"
            disabled={submitting}
            aria-disabled={submitting || undefined}
            className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-3 text-base font-semibold text-white shadow-sm hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
            {submitting ? 'Submitting...' : 'Submit validation'}
          </button>
          <p className="mt-3 text-center text-xs text-slate-500">Your decision is final and cannot be changed once submitted.</p>
        </form>
      </div>
    </div>
  );
}
