// The validation portal's flow (spec section 4) as a pure state machine: loading leads to
// expired, error, landing or review; landing leads to review; review leads to success, or, when
// the submission fails, to what the failure says. usePortal.ts performs the calls and feeds the
// outcomes in; what the person is told by toast is decided here too.
import { DECISIONS, REQUEST_STATUSES, type Decision } from '../../../domain/entities';
import { portal } from '../../../domain/messages';
import type { PortalRequest, PortalView } from './portal-types';

/** Why a call failed: our own deadline passed, or the answer's HTTP status (0: no answer at all). */
export type CallFailure = { readonly kind: 'timeout' } | { readonly kind: 'status'; readonly status: number };

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
  | { readonly type: 'submitFailed'; readonly failure: CallFailure };

const LOADING: PortalView = { name: 'loading' };
const INVALID_LINK: PortalView = { name: 'error', message: portal.invalidOrExpiredLink, canRetry: false };
const LOAD_FAILED: PortalView = { name: 'error', message: portal.requestLoadFailed, canRetry: true };

/** A malformed or missing token never reaches the server: it starts on the invalid-link view. */
export function initialPortalState(validToken: boolean): PortalState {
  return { loadKey: null, view: validToken ? LOADING : INVALID_LINK, submitting: false, submitProblem: null };
}

/** The view a freshly opened request leads to. */
export function viewForRequest(request: PortalRequest, signedIn: boolean, returningFromLinkedIn: boolean): PortalView {
  if (!REQUEST_STATUSES.includes(request.status) || !request.recognition) {
    return { name: 'error', message: portal.unexpectedState, canRetry: false };
  }
  if (request.status === 'expired') return { name: 'expired', request };
  if (request.status === 'approved' || request.status === 'declined') return { name: 'completed', request, status: request.status };
  // Back from LinkedIn: the identity is confirmed already, straight to the review.
  if (signedIn && returningFromLinkedIn) return { name: 'review', request };
  return { name: 'landing', request };
}

/** Load failures: an unknown or malformed link is the spec's invalid-link view; the others can be retried. */
export function viewForLoadFailure(failure: CallFailure): PortalView {
  if (failure.kind === 'status' && [400, 404, 410].includes(failure.status)) return INVALID_LINK;
  return LOAD_FAILED;
}

/** What a failed submission toasts, if anything (409, 410 and 404 show a view instead). */
export function submitFailureToast(failure: CallFailure): string | null {
  if (failure.kind === 'timeout') return portal.submitTimeout;
  if (failure.status === 403) return portal.linkedinRequired;
  if ([404, 409, 410].includes(failure.status)) return null;
  return portal.submitFailed;
}

function afterSubmitFailure(state: PortalState, failure: CallFailure): PortalState {
  const settled = { ...state, submitting: false };
  if (state.view.name !== 'review' || failure.kind === 'timeout') return settled;
  const { request } = state.view;
  switch (failure.status) {
    case 403:
      return { ...settled, submitProblem: { kind: 'linkedinRequired', message: portal.linkedinRequired } };
    case 409:
      return { ...settled, view: { name: 'completed', request, status: null } };
    case 410:
      return { ...settled, view: { name: 'expired', request } };
    case 404:
      return { ...settled, view: INVALID_LINK };
    default:
      return settled;
  }
}

export function portalReducer(state: PortalState, event: PortalEvent): PortalState {
  switch (event.type) {
    case 'opened':
      return { ...state, loadKey: event.loadKey, view: viewForRequest(event.request, event.signedIn, event.returningFromLinkedIn) };
    case 'loadFailed':
      return { ...state, loadKey: event.loadKey, view: viewForLoadFailure(event.failure) };
    case 'continued':
      return state.view.name === 'landing' ? { ...state, view: { name: 'review', request: state.view.request } } : state;
    case 'submitted':
      return state.view.name === 'review' && !state.submitting ? { ...state, submitting: true, submitProblem: null } : state;
    case 'decided':
      if (state.view.name !== 'review') return { ...state, submitting: false };
      return { ...state, submitting: false, view: { name: 'success', request: state.view.request, decision: event.decision } };
    case 'submitFailed':
      return afterSubmitFailure(state, event.failure);
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
