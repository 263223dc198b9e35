import { describe, expect, it } from 'vitest';
import type { PortalDecision, PortalRequest } from '../../../domain/api/validation';
import { portal } from '../../../domain/messages/portal';
import {
  currentView,
  initialPortalState,
  portalReducer,
  recordedDecision,
  submitFailureToast,
  type CallFailure,
  type PortalEvent,
  type PortalState,
} from './portal-machine';
import { pendingPortalRequest } from '../../test/portal-requests';

const request = pendingPortalRequest;

/** A used link, as the server answers it: the decision it recorded, no proof content. */
const closed = (decision: Partial<PortalDecision> = {}): Partial<PortalRequest> => ({
  status: decision.status ?? 'approved',
  recognition: null,
  contentHash: null,
  decision: { status: 'approved', decidedAt: '2026-11-24T09:00:00.000Z', proofTitle: 'Modest claim', signerName: 'Jane Manager', withdrawnAt: null, ...decision },
});

const run = (...events: PortalEvent[]): PortalState => events.reduce(portalReducer, initialPortalState(true));
const opened = (overrides: Partial<PortalRequest> = {}, signedIn = false, returningFromLinkedIn = false): PortalEvent => ({
  type: 'opened',
  loadKey: 'k1',
  request: request(overrides),
  signedIn,
  returningFromLinkedIn,
});
const status = (code: number): CallFailure => ({ kind: 'status', status: code });
const onReview = () => run(opened(), { type: 'continued' });

describe('the validation portal: loading', () => {
  it('starts loading for a well-formed link, and on the invalid-link error for any other', () => {
    expect(initialPortalState(true).view).toEqual({ name: 'loading' });
    expect(initialPortalState(false).view).toEqual({ name: 'error', message: portal.invalidOrExpiredLink, canRetry: false });
  });

  it('leads a pending request to the landing view, or straight to the review when back from LinkedIn signed in', () => {
    expect(run(opened()).view.name).toBe('landing');
    expect(run(opened({}, true, false)).view.name).toBe('landing');
    expect(run(opened({}, false, true)).view.name).toBe('landing');
    expect(run(opened({}, true, true)).view.name).toBe('review');
  });

  it('leads an expired request to the expired view, with no proof content', () => {
    const view = run(opened({ status: 'expired', recognition: null, contentHash: null })).view;
    expect(view).toEqual({ name: 'expired', ownerName: 'Olivia Owner' });
  });

  it('leads a used link to the completed view with the decision it recorded, never the current content', () => {
    expect(run(opened(closed({ status: 'declined' }))).view).toEqual({
      name: 'completed',
      ownerName: 'Olivia Owner',
      decision: { status: 'declined', decidedAt: '2026-11-24T09:00:00.000Z', proofTitle: 'Modest claim', signerName: 'Jane Manager', withdrawnAt: null },
    });
    const withdrawn = run(opened(closed({ withdrawnAt: '2026-11-25T09:00:00.000Z' }))).view;
    expect(withdrawn).toMatchObject({ name: 'completed', decision: { status: 'approved', withdrawnAt: '2026-11-25T09:00:00.000Z' } });
    expect(JSON.stringify(withdrawn)).not.toContain('Payments platform migration');
  });

  it('reads a pending answer without the proof or its hash as an unexpected state', () => {
    for (const broken of [{ recognition: null }, { contentHash: null }]) {
      expect(run(opened(broken)).view).toEqual({ name: 'error', message: portal.unexpectedState, canRetry: false });
    }
  });

  it('says plainly when the owner opens their own link, or the link belongs to another LinkedIn account', () => {
    const refused = (reason: 'self_validation' | 'signed_by_another') =>
      run({ type: 'loadFailed', loadKey: 'k1', failure: { kind: 'status', status: 403, reason } }).view;
    expect(refused('self_validation')).toEqual({ name: 'error', message: portal.ownProof, canRetry: false });
    expect(refused('signed_by_another')).toEqual({ name: 'error', message: portal.signedByAnother, canRetry: false });
  });

  it('says an unexpected error occurred for a status it does not know', () => {
    expect(run(opened({ status: 'archived' as PortalRequest['status'] })).view).toEqual({ name: 'error', message: portal.unexpectedState, canRetry: false });
  });

  it('reads an unknown or malformed link as invalid, and anything else as worth another try', () => {
    for (const code of [400, 404, 410]) {
      expect(run({ type: 'loadFailed', loadKey: 'k1', failure: status(code) }).view).toEqual({ name: 'error', message: portal.invalidOrExpiredLink, canRetry: false });
    }
    for (const failure of [status(0), status(500), status(503), { kind: 'timeout' } as const]) {
      expect(run({ type: 'loadFailed', loadKey: 'k1', failure }).view).toEqual({ name: 'error', message: portal.requestLoadFailed, canRetry: true });
    }
  });

  it('shows the spinner until the load it is waiting for has settled', () => {
    const state = run(opened());
    expect(currentView(state, 'k1').name).toBe('landing');
    expect(currentView(state, 'k2').name).toBe('loading');
  });
});

describe('the validation portal: landing and review', () => {
  it('continues from the landing view to the review, and from nowhere else', () => {
    expect(onReview().view.name).toBe('review');
    const expired = run(opened({ status: 'expired', recognition: null, contentHash: null }), { type: 'continued' });
    expect(expired.view.name).toBe('expired');
  });

  it('submits once at a time, and only from the review', () => {
    const submitting = portalReducer(onReview(), { type: 'submitted' });
    expect(submitting.submitting).toBe(true);
    expect(portalReducer(submitting, { type: 'submitted' })).toBe(submitting);
    const landing = run(opened());
    expect(portalReducer(landing, { type: 'submitted' })).toBe(landing);
  });

  it('shows the decision the server recorded', () => {
    const done = run(opened(), { type: 'continued' }, { type: 'submitted' }, { type: 'decided', decision: 'approved' });
    expect(done.view).toMatchObject({ name: 'success', decision: 'approved', request: { id: 'req-1' } });
    expect(done.submitting).toBe(false);
    expect(recordedDecision({ status: 'declined' }, 'approved')).toBe('declined');
    expect(recordedDecision({ status: 'maybe' }, 'approved')).toBe('approved');
    expect(recordedDecision(null, 'declined')).toBe('declined');
  });
});

describe('the validation portal: a submission that fails', () => {
  const failed = (failure: CallFailure) => run(opened(), { type: 'continued' }, { type: 'submitted' }, { type: 'submitFailed', failure });

  it('403: stays on the review and asks for LinkedIn beside the form, and toasts it', () => {
    const state = failed(status(403));
    expect(state.view.name).toBe('review');
    expect(state.submitProblem).toEqual({ kind: 'linkedinRequired', message: portal.linkedinRequired });
    expect(state.submitting).toBe(false);
    expect(submitFailureToast(status(403))).toBe(portal.linkedinRequired);
  });

  it('409 link_used: the completed view, without a decision it does not know', () => {
    expect(failed({ kind: 'status', status: 409, reason: 'link_used' }).view).toEqual({ name: 'completed', ownerName: 'Olivia Owner', decision: null });
    expect(failed(status(409)).view.name).toBe('completed');
    expect(submitFailureToast(status(409))).toBeNull();
  });

  it('409 content_changed: stays on the review until the new content arrives, then shows it with the notice', () => {
    const refused = failed({ kind: 'status', status: 409, reason: 'content_changed' });
    expect(refused.view.name).toBe('review');
    const changed = request({ recognition: { ...request().recognition!, title: 'Bolder claim' }, contentHash: 'b'.repeat(64) });
    const again = portalReducer(run(opened(), { type: 'continued' }, { type: 'submitted' }), { type: 'contentChanged', request: changed });
    expect(again.submitting).toBe(false);
    expect(again.view).toEqual({ name: 'review', request: changed, notice: portal.contentChanged });
  });

  it('content changed, and the link closed meanwhile: what the link says now', () => {
    const state = portalReducer(run(opened(), { type: 'continued' }, { type: 'submitted' }), { type: 'contentChanged', request: request(closed()) });
    expect(state.view).toMatchObject({ name: 'completed', decision: { status: 'approved' } });
  });

  it('refusals no retry can mend: the owner, another LinkedIn account, a person who co-signed already', () => {
    const cases = [
      [403, 'self_validation', portal.ownProof],
      [403, 'link_paused', portal.linkPaused],
      [403, 'signed_by_another', portal.signedByAnother],
      [409, 'already_cosigned', portal.alreadyCosigned],
    ] as const;
    for (const [code, reason, message] of cases) {
      const failure: CallFailure = { kind: 'status', status: code, reason };
      expect(failed(failure).view).toEqual({ name: 'error', message, canRetry: false });
      expect(submitFailureToast(failure)).toBeNull();
    }
  });

  it('403 linkedin_required: stays on the review and asks for LinkedIn', () => {
    const state = failed({ kind: 'status', status: 403, reason: 'linkedin_required' });
    expect(state.submitProblem).toEqual({ kind: 'linkedinRequired', message: portal.linkedinRequired });
    expect(submitFailureToast({ kind: 'status', status: 403, reason: 'linkedin_required' })).toBe(portal.linkedinRequired);
  });

  it('410: the expired view', () => {
    expect(failed(status(410)).view).toEqual({ name: 'expired', ownerName: 'Olivia Owner' });
    expect(submitFailureToast(status(410))).toBeNull();
  });

  it('404: the invalid-link view', () => {
    expect(failed(status(404)).view).toEqual({ name: 'error', message: portal.invalidOrExpiredLink, canRetry: false });
  });

  it('a timeout: stays on the review and says the validation may still be processing', () => {
    const state = failed({ kind: 'timeout' });
    expect(state.view.name).toBe('review');
    expect(state.submitting).toBe(false);
    expect(submitFailureToast({ kind: 'timeout' })).toBe(portal.submitTimeout);
  });

  it('anything else: stays on the review and says to try again', () => {
    for (const failure of [status(0), status(500), status(429)]) {
      expect(failed(failure).view.name).toBe('review');
      expect(submitFailureToast(failure)).toBe(portal.submitFailed);
    }
  });
});
