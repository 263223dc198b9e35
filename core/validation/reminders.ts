// Reminders (the owner nudges a validator with a fresh link) and the expired view's
// "Request new link" (the validator asks the owner for one). Both really send mail, and
// each at most once per request per day.
import { portal, reminders } from '../../domain/messages';
import type { SessionUser } from '../../domain/entities';
import { clock } from '../clock';
import { config } from '../config';
import { AlreadyUsedError, ExpiredError, LimitReachedError, NotFoundError } from '../data/errors';
import { getProfile } from '../data/profiles';
import { recordNewLinkRequest, recordReminder } from '../data/request-links';
import { badRequest, notFound, rateLimited, unavailable } from '../errors';
import { sendMail } from '../mail/mailer';
import { invitationFacts, newLinkRequestedMail, validationReminderMail } from '../mail/validation-mails';
import { getOwnProof } from '../proofs/proof-service';
import { findByToken, unusable } from './lookup';
import { issueToken, validationLink } from './tokens';
import type { OwnerValidationRequest } from '../../domain/api/validation';
import { ownerRequestView } from './views';

export async function remindValidator(owner: SessionUser, recognitionId: string, requestId: string): Promise<OwnerValidationRequest> {
  const proof = await getOwnProof(owner.id, recognitionId);
  const token = issueToken();
  let request;
  try {
    request = await recordReminder(recognitionId, requestId, owner.id, token.tokenHash);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(reminders.failed.description);
    if (error instanceof LimitReachedError) throw rateLimited(reminders.tooSoon);
    if (error instanceof AlreadyUsedError || error instanceof ExpiredError) throw unusable(error);
    throw error;
  }
  const ownerName = (await getProfile(owner.id))?.displayName ?? owner.name ?? 'A professional';
  try {
    await sendMail(
      validationReminderMail(invitationFacts(request, proof, ownerName, validationLink(token.token))),
    );
  } catch {
    throw unavailable(reminders.failed.description);
  }
  return ownerRequestView(request, clock.now());
}

export interface NewLinkOutcome {
  readonly message: string;
}

/** From an expired link: tells the owner by mail (once a day per request). */
export async function requestNewLink(token: string): Promise<NewLinkOutcome> {
  const { request, recognition } = await findByToken(token);
  if (request.status === 'approved' || request.status === 'declined') throw unusable(new AlreadyUsedError());
  if (request.status === 'pending' && Date.parse(request.expiresAt) > clock.now().getTime()) throw badRequest(portal.linkStillValid);
  if (!(await recordNewLinkRequest(request.recognitionId, request.id))) return { message: portal.newLinkAlreadyRequested };
  const owner = await getProfile(recognition.ownerUserId);
  if (owner?.email) {
    await sendMail(
      newLinkRequestedMail({ to: owner.email, validatorEmail: request.inviteeEmail, proofTitle: recognition.title, dashboardUrl: `${config().publicOrigin}/dashboard` }),
    );
  }
  return { message: portal.newLinkRequested };
}
