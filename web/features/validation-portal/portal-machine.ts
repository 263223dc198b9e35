// The validation portal's flow (spec section 4) as a pure state machine: loading leads to
// expired, completed, error, landing or review; landing leads to review; review leads to success,
// or, when the submission fails, to what the failure says (a proof changed meanwhile: the review
// again, of the new content). usePortal.ts performs the calls and feeds the
// outcomes in; what the person is told by toast is decided here too.
import type { RefusalReason } from '../../../domain/api/errors';
import { DECISIONS, REQUEST_STATUSES, type Decision } from '../../../domain/entities';
import { portal } from '../../../domain/messages/portal';
import type { OpenPortalRequest, PortalRequest, PortalView } from './portal-types';

/**
 * Why a call failed: our own deadline passed, or the answer's HTTP status (0: no answer at all)
 * and, where the server says which refusal it is, its reason.
 */
export type CallFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'status'; readonly status: number; readonly reason?: RefusalReason | null };

/** The result of a submission the review shows beside the form (a toast tells the rest). */
export type SubmitProblem = { readonly kind: 'linkedinRequired'; readonly message: string } | null;

export interface PortalState {
  /** Which load the view belongs to (the link, the session, the attempt); null before any. */
  readonly loadKey: string | null;
  readonly view: PortalView;
  readonly submitting: boolean;
  readonly submitProblem: SubmitProblem;
}

export type PortalEvent =
  | { readonly type: 'opened'; readonly loadKey: string; readonly request: PortalRequest; readonly signedIn: boolean; readonly returningFromLinkedIn: boolean }
  | { readonly type: 'loadFailed'; readonly loadKey: string; readonly failure: CallFailure }
  | { readonly type: 'continued' }
  | { readonly type: 'submitted' }
  | { readonly type: 'decided'; readonly decision: Decision }
  | { readonly type: 'submitFailed'; readonly failure: CallFailure }
  /** The decision was refused because the proof changed: nothing was written; `request` is the link opened again. */
  | { readonly type: 'contentChanged'; readonly request: PortalRequest };

const LOADING: PortalView = { name: 'loading' };
const INVALID_LINK: PortalView = { name: 'error', message: portal.invalidOrExpiredLink, canRetry: false };
const LOAD_FAILED: PortalView = { name: 'error', message: portal.requestLoadFailed, canRetry: true };
const UNEXPECTED: PortalView = { name: 'error', message: portal.unexpectedState, canRetry: false };

/** Refusals that end the visit whatever the validator does on this page: said plainly, nothing to retry. */
const FINAL_REFUSALS: Partial<Record<RefusalReason, string>> = {
  self_validation: portal.ownProof,
  signed_by_another: portal.signedByAnother,
  already_cosigned: portal.alreadyCosigned,
  link_paused: portal.linkPaused,
};

function finalRefusal(failure: CallFailure): PortalView | null {
  const message = failure.kind === 'status' && failure.reason ? FINAL_REFUSALS[failure.reason] : undefined;
  return message ? { name: 'error', message, canRetry: false } : null;
}

/** A link that can still be used carries the proof and its hash; a closed one carries neither. */
export function isOpenRequest(request: PortalRequest): request is OpenPortalRequest {
  return request.status === 'pending' && request.recognition !== null && typeof request.contentHash === 'string';
}

/** A malformed or missing token never reaches the server: it starts on the invalid-link view. */
export function initialPortalState(validToken: boolean): PortalState {
  return { loadKey: null, view: validToken ? LOADING : INVALID_LINK, submitting: false, submitProblem: null };
}

/**
 * The view a freshly opened request leads to. A closed link shows only what it recorded (the
 * decision, or that it expired), never the proof's current content.
 */
export function viewForRequest(request: PortalRequest, signedIn: boolean, returningFromLinkedIn: boolean): PortalView {
  if (!REQUEST_STATUSES.includes(request.status)) return UNEXPECTED;
  if (request.status === 'expired') return { name: 'expired', ownerName: request.ownerName };
  if (request.status === 'approved' || request.status === 'declined') {
    return { name: 'completed', ownerName: request.ownerName, decision: request.decision };
  }
  if (!isOpenRequest(request)) return UNEXPECTED;
  // Back from LinkedIn: the identity is confirmed already, straight to the review.
  if (signedIn && returningFromLinkedIn) return { name: 'review', request, notice: null };
  return { name: 'landing', request };
}

/** Load failures: an unknown or malformed link is the spec's invalid-link view; the others can be retried. */
export function viewForLoadFailure(failure: CallFailure): PortalView {
  const refused = finalRefusal(failure);
  if (refused) return refused;
  if (failure.kind === 'status' && [400, 404, 410].includes(failure.status)) return INVALID_LINK;
  return LOAD_FAILED;
}

/** What a failed submission toasts, if anything (the refusals that lead to a view do not). */
export function submitFailureToast(failure: CallFailure): string | null {
  if (failure.kind === 'timeout') return portal.submitTimeout;
  if (finalRefusal(failure)) return null;
  if (failure.status === 403) return portal.linkedinRequired;
  if ([404, 409, 410].includes(failure.status)) return null;
  return portal.submitFailed;
}

function afterSubmitFailure(state: PortalState, failure: CallFailure): PortalState {
  const settled = { ...state, submitting: false };
  if (state.view.name !== 'review' || failure.kind === 'timeout') return settled;
  const refused = finalRefusal(failure);
  if (refused) return { ...settled, view: refused };
  switch (failure.status) {
    case 403:
      return { ...settled, submitProblem: { kind: 'linkedinRequired', message: portal.linkedinRequired } };
    case 409:
      // A changed proof is opened again by the caller (the contentChanged event), never closed.
      if (failure.reason === 'content_changed') return settled;
      // The link already recorded its decision (link_used); which one, the answer does not say.
      return { ...settled, view: { name: 'completed', ownerName: state.view.request.ownerName, decision: null } };
    case 410:
      return { ...settled, view: { name: 'expired', ownerName: state.view.request.ownerName } };
    case 404:
      return { ...settled, view: INVALID_LINK };
    default:
      return settled;
  }
}

/** After a refusal for changed content: the new content on the review, with a plain notice. */
function afterContentChanged(state: PortalState, request: PortalRequest): PortalState {
  const settled = { ...state, submitting: false, submitProblem: null };
  if (state.view.name !== 'review') return settled;
  if (isOpenRequest(request)) return { ...settled, view: { name: 'review', request, notice: portal.contentChanged } };
  return { ...settled, view: viewForRequest(request, false, false) };
}

export function portalReducer(state: PortalState, event: PortalEvent): PortalState {
  switch (event.type) {
    case 'opened':
      return { ...state, loadKey: event.loadKey, view: viewForRequest(event.request, event.signedIn, event.returningFromLinkedIn) };
    case 'loadFailed':
      return { ...state, loadKey: event.loadKey, submitting: false, view: viewForLoadFailure(event.failure) };
    case 'continued':
      return state.view.name === 'landing' ? { ...state, view: { name: 'review', request: state.view.request, notice: null } } : state;
    case 'submitted':
      return state.view.name === 'review' && !state.submitting ? { ...state, submitting: true, submitProblem: null } : state;
    case 'decided':
      if (state.view.name !== 'review') return { ...state, submitting: false };
      return { ...state, submitting: false, view: { name: 'success', request: state.view.request, decision: event.decision } };
    case 'submitFailed':
      return afterSubmitFailure(state, event.failure);
    case 'contentChanged':
      return afterContentChanged(state, event.request);
  }
}

/** The view to show for the load `loadKey`: until that load has settled, the spinner. */
export function currentView(state: PortalState, loadKey: string | null): PortalView {
  if (loadKey === null) return state.view; // no load for a malformed token
  return state.loadKey === loadKey ? state.view : LOADING;
}

/** The decision the server recorded, or the one submitted when the answer does not say. */
export function recordedDecision(answer: unknown, submitted: Decision): Decision {
  const status = (answer as { status?: unknown } | null)?.status;
  return DECISIONS.includes(status as Decision) ? (status as Decision) : submitted;
}
