// Reminders (the owner nudges a validator with one more link to the same request, or renews an expired one) and the
// expired view's "Request new link" (the validator asks the owner for one). Both really send
// mail, and each at most once per request per day.
import { invitations, reminders } from '../../domain/messages/invitations';
import { portal } from '../../domain/messages/portal';
import type { SessionUser } from '../../domain/entities';
import { clock } from '../clock';
import { config } from '../config';
import { AlreadyExistsError, AlreadyUsedError, ExpiredError, LimitReachedError, NotFoundError } from '../data/plumbing/errors';
import { getProfile } from '../data/profiles/profiles';
import { recordNewLinkRequest, recordReminder, releaseReminder, renewValidationRequest } from '../data/validation-requests/request-links';
import { getValidationRequest } from '../data/validation-requests/validation-requests';
import { badRequest, conflict, forbidden, notFound, rateLimited, unavailable } from '../errors';
import { sendMail } from '../mail/mailer';
import { invitationFacts, newLinkRequestedMail, validationReminderMail, validationRenewalMail } from '../mail/validation-mails';
import { getOwnProof } from '../proofs/proof-service';
import { findByToken, unusable } from './lookup';
import { issueToken, validationLink } from './tokens';
import type { NewLinkOutcome, OwnerValidationRequest } from '../../domain/api/validation';
import { effectiveStatus, ownerRequestView } from './views';
import { ownerLinksPaused } from '../../domain/rules/public-visibility';

const reminderLimitMessage: Record<LimitReachedError['limit'], string> = {
  dailyInvites: invitations.dailyLimitReached.description,
  reminder: reminders.tooSoon,
  links: reminders.tooManyLinks,
};

/**
 * The owner's Remind: a pending request gets one more link (the earlier ones keep working until
 * the request expires), at most once a day; an expired request is renewed: a fresh link valid 72
 * hours, counted as one of the day's invitations, and its earlier links stay dead. Either way the
 * validator is mailed the new link, in a mail that says which it is; when that mail fails, the
 * day's reminder is given back so the owner can try again (the link is kept nowhere to resend).
 */
export async function remindValidator(owner: SessionUser, proofId: string, requestId: string): Promise<OwnerValidationRequest> {
  const proof = await getOwnProof(owner.id, proofId);
  const current = await getValidationRequest(proofId, requestId);
  if (!current || current.ownerUserId !== owner.id) throw notFound(reminders.failed.description);
  const renewing = effectiveStatus(current, clock.now()) === 'expired';
  const token = issueToken();
  let request;
  try {
    request = renewing
      ? await renewValidationRequest(proofId, requestId, owner.id, token.tokenHash)
      : await recordReminder(proofId, requestId, owner.id, token.tokenHash);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(reminders.failed.description);
    if (error instanceof LimitReachedError) throw rateLimited(reminderLimitMessage[error.limit]);
    if (error instanceof AlreadyExistsError) throw conflict(invitations.duplicateEmail.description);
    if (error instanceof AlreadyUsedError || error instanceof ExpiredError) throw unusable(error);
    throw error;
  }
  const ownerName = (await getProfile(owner.id))?.displayName ?? owner.name ?? 'A professional';
  const facts = invitationFacts(request, proof, ownerName, validationLink(token.token));
  try {
    await sendMail(renewing ? validationRenewalMail(facts) : validationReminderMail(facts));
  } catch {
    // The new link never left and is kept nowhere: Remind may be pressed again at once.
    if (request.lastRemindedAt) await releaseReminder(proofId, requestId, token.tokenHash, request.lastRemindedAt, current.lastRemindedAt);
    throw unavailable(reminders.failed.description);
  }
  return ownerRequestView(request, clock.now());
}

/** From an expired link: tells the owner by mail (once a day per request). */
export async function requestNewLink(token: string): Promise<NewLinkOutcome> {
  const { request, proof } = await findByToken(token);
  if (request.status === 'approved' || request.status === 'declined') throw unusable(new AlreadyUsedError());
  if (request.status === 'pending' && Date.parse(request.expiresAt) > clock.now().getTime()) throw badRequest(portal.linkStillValid);
  const owner = await getProfile(proof.ownerUserId);
  // A suspended or closing owner's links are paused, this one too: nobody asks them for anything.
  if (ownerLinksPaused(owner)) throw forbidden(portal.linkPaused, 'link_paused');
  if (!(await recordNewLinkRequest(request.recognitionId, request.id))) return { message: portal.newLinkAlreadyRequested };
  if (owner?.email) {
    await sendMail(
      newLinkRequestedMail({ to: owner.email, validatorEmail: request.inviteeEmail, proofTitle: proof.title, dashboardUrl: `${config().publicOrigin}/dashboard` }),
    );
  }
  return { message: portal.newLinkRequested };
}
