// The validator invitation dialog (spec sections 2, 5 and 8): add managers or peers by e-mail,
// see how far each address vouches at the proof's organisation, and send the private links.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DAILY_INVITE_LIMIT } from '../../../domain/constants';
import type { ValidatorRole } from '../../../domain/entities';
import { invitations } from '../../../domain/messages/invitations';
import { suggestedDomains } from '../../../domain/rules/company-domain';
import { validatorInvitationSchema } from '../../../domain/schemas/validator-invitation';
import { Dialog } from '../../components/Dialog';
import { FieldError } from '../../components/form/FieldError';
import { useZodForm } from '../../components/form/useZodForm';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { PlusIcon } from '../../components/icons';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { invitationRefusal, useSendInvitations } from '../../lib/server-state/invitations';
import { useVerifyDomain } from './api/invitations';
import { InviteeList, type Invitee, type NewInvitee, type TrustCheck } from './InviteeList';

export interface InviteProof {
  readonly id: string;
  readonly title: string;
  readonly orgName: string | null;
}

export interface InviteValidatorsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly proof: InviteProof;
  /** Invitations already sent today (GET /api/validation-requests answers it). */
  readonly sentToday: number;
}

export function InviteValidatorsDialog({ open, onClose, proof, sentToday }: InviteValidatorsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Invite validators"
      description={`Ask a manager or peer to co-sign “${proof.title}”. Each receives a private link, valid for 72 hours.`}
    >
      {/* Inside the dialog, so closing it forgets the list. */}
      <InviteValidatorsForm proof={proof} sentToday={sentToday} onClose={onClose} />
    </Dialog>
  );
}

/** The server's messages for the list's addresses, by index (`fields["validators.{i}.email"]`). */
function refusalsByIndex(fields: Readonly<Record<string, readonly string[]>>): Map<number, string> {
  const refusals = new Map<number, string>();
  for (const [path, messages] of Object.entries(fields)) {
    const index = /^validators\.(\d+)\.email$/.exec(path)?.[1];
    if (index !== undefined && messages[0]) refusals.set(Number(index), messages[0]);
  }
  return refusals;
}

const ROLES: readonly { value: ValidatorRole; label: string }[] = [
  { value: 'manager', label: 'Manager' },
  { value: 'peer', label: 'Peer' },
];

function InviteValidatorsForm({ proof, sentToday, onClose }: Omit<InviteValidatorsDialogProps, 'open'>) {
  const verifyDomain = useVerifyDomain();
  const sendInvitations = useSendInvitations();
  const toast = useToast();
  const ids = useId();
  // A message leaves as soon as the address is edited, and comes back only with the next Add.
  const form = useZodForm({
    schema: validatorInvitationSchema,
    initial: { email: '', role: 'peer' } as NewInvitee,
    fields: ['email', 'role'],
    controlId: (path) => (path === 'role' ? `${ids}-role-manager` : `${ids}-email`),
    afterSubmit: 'clear',
  });
  const { email, role } = form.values;
  const emailErrors = form.errors.email;
  const [invitees, setInvitees] = useState<Invitee[]>([]);
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const caretAtStart = useRef(false);
  const closed = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller;
    return () => controller.abort();
  }, []);
  // After a suggested domain fills in "@acme.com", the caret goes before it for the name.
  useEffect(() => {
    if (!caretAtStart.current) return;
    caretAtStart.current = false;
    emailRef.current?.setSelectionRange(0, 0);
  }, [email]);

  // The toasts' identities: adding an address to the list, and sending the list (components/toast).
  const addAction = `invite-add:${proof.id}`;
  const sendAction = `invite-send:${proof.id}`;
  const domains = suggestedDomains(proof.orgName);
  const counted = sentToday + invitees.length;
  const addLimitReached = counted >= DAILY_INVITE_LIMIT;
  const sendLimitReached = sentToday >= DAILY_INVITE_LIMIT;

  const checkTrust = async (invitee: { email: string; role: ValidatorRole }) => {
    let trust: TrustCheck;
    try {
      const answer = await verifyDomain({ validatorEmail: invitee.email, orgName: proof.orgName, validatorRole: invitee.role }, closed.current.signal);
      trust = { state: 'done', trustLevel: answer.trustLevel, trustScore: answer.trustScore, matchType: answer.matchType };
    } catch {
      if (closed.current.signal.aborted) return;
      trust = { state: 'failed' };
    }
    setInvitees((current) => current.map((item) => (item.email === invitee.email ? { ...item, trust } : item)));
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (addLimitReached) {
      toast({ ...invitations.dailyLimitReached, variant: 'destructive', actionId: addAction });
      return;
    }
    const invitee = form.validateForSubmit();
    if (!invitee) return;
    if (invitees.some((item) => item.email === invitee.email)) {
      toast({ ...invitations.duplicateEmail, variant: 'destructive', actionId: addAction });
      return;
    }
    toast.clearErrors(addAction);
    setInvitees((current) => [...current, { ...invitee, trust: { state: 'checking' } }]);
    form.reset({ email: '', role });
    emailRef.current?.focus();
    void checkTrust(invitee);
  };

  const remove = (address: string) => setInvitees((current) => current.filter((item) => item.email !== address));

  const fillDomain = (domain: string) => {
    const local = email.split('@')[0]?.trim() ?? '';
    caretAtStart.current = local === '';
    form.update({ email: `${local}@${domain}` });
    emailRef.current?.focus();
  };

  const send = async () => {
    if (invitees.length === 0) {
      toast({ ...invitations.noValidators, variant: 'destructive', actionId: sendAction });
      return;
    }
    if (sendLimitReached) {
      toast({ ...invitations.dailyLimitReached, variant: 'destructive', actionId: sendAction });
      return;
    }
    setSending(true);
    setInvitees((current) => current.map((item) => ({ ...item, refusal: undefined })));
    try {
      const result = await sendInvitations.mutateAsync({
        recognitionId: proof.id,
        validators: invitees.map(({ email: address, role: validatorRole }) => ({ email: address, role: validatorRole })),
      });
      // Sent: the list's earlier complaints are over too (the dialog closes).
      toast.clearErrors(addAction);
      toast({ ...invitations.sent, actionId: sendAction });
      // Not an error of sending: the invitations stand, a reminder mails them again.
      if (result.mailFailed.length > 0) {
        toast({ title: invitations.mailFailedTitle, description: invitations.mailFailed(result.mailFailed.join(', ')), variant: 'destructive' });
      }
      onClose();
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.status === 400) {
        // An address the server refused (the owner's own, say) shows its message beside it.
        const refusals = refusalsByIndex(error.fields);
        if (refusals.size > 0) setInvitees((current) => current.map((item, index) => ({ ...item, refusal: refusals.get(index) })));
      }
      toast({ ...invitationRefusal(error), actionId: sendAction });
    }
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={add} className="space-y-4" aria-label="Add a validator">
        <div>
          <label htmlFor={`${ids}-email`} className="text-sm font-semibold text-slate-900">
            Validator email
          </label>
          <input
            ref={emailRef}
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            data-autofocus
            value={email}
            onChange={(event) => form.update({ email: event.target.value })}
            placeholder="name@company.com"
            aria-invalid={emailErrors ? true : undefined}
            aria-describedby={emailErrors ? `${ids}-email-error` : domains.length > 0 ? `${ids}-domains` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-invalid:border-red-600"
          />
          <FieldError id={`${ids}-email-error`} messages={emailErrors} />
          {domains.length > 0 && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <span id={`${ids}-domains`} className="text-xs text-slate-500">
                Suggested domains:
              </span>
              {domains.map((domain) => (
                <button
                  key={domain}
                  type="button"
                  onClick={() => fillDomain(domain)}
                  aria-label={`Use @${domain}`}
                  className="rounded-full border border-blue-200 bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 hover:bg-blue-100"
                >
                  @{domain}
                </button>
              ))}
            </div>
          )}
        </div>

        <div className="flex flex-wrap items-end justify-between gap-3">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Role</legend>
            <div className="mt-1.5 inline-flex rounded-lg border border-slate-300 p-0.5">
              {ROLES.map((option) => (
                <label
                  key={option.value}
                  className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-blue-600"
                >
                  <input
                    id={`${ids}-role-${option.value}`}
                    type="radio"
                    name={`${ids}-role`}
                    value={option.value}
                    checked={role === option.value}
                    onChange={() => form.update({ role: option.value })}
                    className="sr-only"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" disabled={addLimitReached || sending} className={`${secondaryButton} ${buttonSizes.md}`}>
            <PlusIcon />
            Add
          </button>
        </div>
      </form>

      <InviteeList ids={ids} invitees={invitees} counted={counted} limitReached={addLimitReached} sending={sending} onRemove={remove} />

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={`${secondaryButton} ${buttonSizes.md}`}>
          Cancel
        </button>
        <button type="button" onClick={() => void send()} disabled={sending || sendLimitReached} className={`${primaryButton} ${buttonSizes.md}`}>
          {sending ? 'Sending...' : invitees.length > 1 ? `Send ${invitees.length} invitations` : 'Send invitation'}
        </button>
      </div>
    </div>
  );
}
