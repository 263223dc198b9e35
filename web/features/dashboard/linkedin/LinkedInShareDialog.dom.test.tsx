// The LinkedIn share dialog against a fake API: what it shows for each connection, the preview
// (text exactly as posted, image states), posting and its failures, and the three checks.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebugResult, DiagnoseResult, LinkedinPostFailure, LinkedinStatus, SharedPost } from '../../../../domain/api/linkedin';
import type { OwnProof } from '../../../../domain/api/proofs';
import { sharing } from '../../../../domain/messages/sharing';
import { buildSharePostText } from '../../../../domain/rules/share-post-text';
import { fakeApi, type FakeApi } from '../../../test/fake-api';
import { ALL_SCOPES } from '../../../test/linkedin';
import { meWith } from '../../../test/profile';
import { verifiedProof } from '../../../test/proof';
import { withProviders } from '../../../test/providers';
import { LinkedInShareDialog } from './LinkedInShareDialog';

const CONNECTED: LinkedinStatus = { state: 'connected', connected: true, scopes: ALL_SCOPES, expiresAt: new Date(Date.now() + 40 * 86_400_000).toISOString(), personId: 'member-1' };
const NOT_CONNECTED: LinkedinStatus = { state: 'notConnected', connected: false, scopes: [], expiresAt: null, personId: null };
const JPEG = { raw: { body: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), contentType: 'image/jpeg' } };
const debugWith = (posts: SharedPost[]): DebugResult => ({
  debug: { recommendations: [], tokenInfo: { expires: null, scope: ALL_SCOPES.join(' '), personId: 'member-1' }, profile: null, recentPosts: { elements: posts }, ugcPosts: { elements: [] } },
});
const failure = (details: LinkedinPostFailure['details']): LinkedinPostFailure => ({
  error: { code: 'bad_gateway', message: details.message, reason: details.reconnect ? 'linkedin_reconnect' : 'linkedin_failed' },
  success: false,
  shareUrn: null,
  webUrl: null,
  details,
});
const POSTED = { success: true, shareUrn: 'urn:li:share:7001', webUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7001/', alreadyShared: false };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/me': { body: meWith({ linkedinConnected: true, linkedinScopes: ALL_SCOPES }) },
    'GET /api/linkedin/status': { body: CONNECTED },
    'GET /api/linkedin/card-image/proof-1': JPEG,
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:card');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function openDialog(proof: OwnProof = verifiedProof()) {
  render(<LinkedInShareDialog open proof={proof} onClose={() => undefined} />, { wrapper: withProviders({ serverState: true }) });
  return screen.getByRole('dialog', { name: 'Share on LinkedIn' });
}

const postButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Post to LinkedIn|Posting/ });
/** The dialog's failure block (a toast says the title too). */
const failureIn = async (dialog: HTMLElement) => (await within(dialog).findByText(/^Stage: /)).closest<HTMLElement>('[role="alert"]')!;
const previewText = () => screen.getByTestId('post-preview-text').textContent;

describe('before posting', () => {
  it('asks to connect when there is no posting token, and will not post', async () => {
    api.on('GET /api/linkedin/status', { body: NOT_CONNECTED });
    const dialog = openDialog();
    expect(await within(dialog).findByRole('heading', { name: sharing.notConnected })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Connect LinkedIn' })).toBeTruthy();
    expect(postButton(dialog).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(postButton(dialog));
    expect(api.count('POST /api/linkedin/post')).toBe(0);
  });

  it('asks to reconnect when the token lacks the posting permission', async () => {
    api.on('GET /api/linkedin/status', { body: { ...CONNECTED, state: 'limited', scopes: ['openid', 'profile', 'email'] } });
    const dialog = openDialog();
    expect(await within(dialog).findByRole('button', { name: 'Reconnect LinkedIn' })).toBeTruthy();
  });

  it('shows the integration status and its three checks when connected', async () => {
    const dialog = openDialog();
    const status = await within(dialog).findByRole('region', { name: 'LinkedIn integration' });
    for (const name of ['Diagnostics', 'Debug Account', 'Verify Post', 'Disconnect']) expect(within(status).getByRole('button', { name })).toBeTruthy();
    expect(within(status).getByText(/valid for 3\d more days/)).toBeTruthy();
  });

  it('previews the exact text the post will carry, with the default message when blank', async () => {
    const proof = verifiedProof();
    const dialog = openDialog(proof);
    const expected = (message: string) =>
      buildSharePostText({ message, title: proof.title, outcomes: proof.outcomes, skills: proof.skills, proofNumber: 'PJ-7KQ2MX', origin: window.location.origin });
    expect(previewText()).toBe(expected(''));
    expect(previewText()).toContain('Excited to share my verified achievement!');
    expect(previewText()).toContain('/proof/PJ-7KQ2MX');
    expect(previewText()).toContain('#TypeScript #Payments #Webperformance');
    expect(previewText()).not.toContain('#Leadership');
    await userEvent.type(within(dialog).getByLabelText('Your message (optional)'), 'Proud of this one');
    expect(previewText()).toBe(expected('Proud of this one'));
  });

  it('says an unverified proof cannot be shared', () => {
    const dialog = openDialog(verifiedProof({ verified: false, proofNumber: null }));
    expect(within(dialog).getByRole('alert').textContent).toBe(sharing.unverifiedProject);
    expect(within(dialog).queryByRole('button', { name: 'Post to LinkedIn' })).toBeNull();
  });
});

describe('the preview image', () => {
  const imageState = () => document.querySelector('[data-image-state]')?.getAttribute('data-image-state');

  it('is generated, then shown', async () => {
    openDialog();
    await waitFor(() => expect(imageState()).toBe('success'));
    expect(screen.getByRole('img', { name: 'Proof card image for Checkout rewrite' }).getAttribute('src')).toBe('blob:card');
  });

  it('falls back to the public card of a published proof', async () => {
    api.on('GET /api/linkedin/card-image/proof-1', { status: 500, body: { message: 'render failed' } });
    openDialog(verifiedProof({ status: 'published' }));
    await waitFor(() => expect(imageState()).toBe('fallback'));
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/^\/og\/proof\/PJ-7KQ2MX\.png\?v=a{12}$/);
  });

  it('says the post goes out as text only when no image can be made', async () => {
    api.on('GET /api/linkedin/card-image/proof-1', { status: 500, body: { message: 'render failed' } });
    openDialog();
    await waitFor(() => expect(imageState()).toBe('failed'));
    expect(screen.getByText('The image could not be generated. The post will be shared as text only.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('posting', () => {
  it('posts the proof with the message and links the new post', async () => {
    api.on('POST /api/linkedin/post', { body: POSTED });
    const dialog = openDialog();
    await within(dialog).findByRole('region', { name: 'LinkedIn integration' });
    await userEvent.type(within(dialog).getByLabelText('Your message (optional)'), 'Shipped!');
    await userEvent.click(postButton(dialog));
    const link = await within(dialog).findByRole('link', { name: /View your post on LinkedIn/ });
    expect(link.getAttribute('href')).toBe(POSTED.webUrl);
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(api.calls.find((call) => call.path === '/api/linkedin/post')?.body).toMatchObject({ recognitionId: 'proof-1', message: 'Shipped!', shareType: 'achievement' });
  });

  it('a refusal says Failed to share to LinkedIn, why, at which stage and with which status', async () => {
    api.on('POST /api/linkedin/post', { status: 502, body: failure({ stage: 'post', status: 422, code: null, message: sharing.shareFailedByStatus[422], reconnect: false }) });
    const dialog = openDialog();
    await within(dialog).findByRole('region', { name: 'LinkedIn integration' });
    await userEvent.click(postButton(dialog));
    const alert = await failureIn(dialog);
    expect(alert.textContent).toContain(sharing.shareFailed);
    expect(alert.textContent).toContain('invalid or duplicate');
    expect(alert.textContent).toContain('Stage: post creation · LinkedIn status 422');
    expect(within(alert).queryByRole('button', { name: 'Reconnect LinkedIn' })).toBeNull();
  });

  it('says when LinkedIn already has this post, and links it', async () => {
    api.on('POST /api/linkedin/post', { body: { ...POSTED, alreadyShared: true } });
    const dialog = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Post to LinkedIn' }));
    expect(await within(dialog).findByText('Already on LinkedIn')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /View your post on LinkedIn/ }).getAttribute('href')).toBe(POSTED.webUrl);
  });

  it('the product refusing because LinkedIn is not connected offers to reconnect', async () => {
    api.on('POST /api/linkedin/post', { status: 409, body: { error: { code: 'conflict', message: sharing.notConnected, reason: 'linkedin_not_connected' } } });
    const dialog = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Post to LinkedIn' }));
    const alert = (await within(dialog).findByRole('button', { name: 'Reconnect LinkedIn' })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain(sharing.shareFailed);
    expect(alert.textContent).toContain(sharing.notConnected);
  });

  it('an expired token asks to reconnect and shows the account disconnected', async () => {
    api.on('POST /api/linkedin/post', { status: 502, body: failure({ stage: 'image-upload', status: 401, code: 'REVOKED_ACCESS_TOKEN', message: sharing.shareFailedByStatus[401], reconnect: true }) });
    const dialog = openDialog();
    await within(dialog).findByRole('region', { name: 'LinkedIn integration' });
    api.on('GET /api/linkedin/status', { body: NOT_CONNECTED });
    await userEvent.click(postButton(dialog));
    const alert = await failureIn(dialog);
    expect(alert.textContent).toContain('token expired');
    expect(alert.textContent).toContain('Stage: image upload · LinkedIn status 401 · REVOKED_ACCESS_TOKEN');
    expect(within(alert).getByRole('button', { name: 'Reconnect LinkedIn' })).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { name: sharing.notConnected })).toBeTruthy();
  });
});

describe('the checks', () => {
  it('Verify Post without any post of this proof says there is none', async () => {
    api.on('POST /api/linkedin/debug-account', { body: debugWith([{ recognitionId: 'another-proof', proofNumber: 'PJ-222222', shareUrn: 'urn:li:share:1', webUrl: 'https://x.test/1', sharedAt: '2026-11-01T00:00:00.000Z' }]) });
    const dialog = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Verify Post' }));
    expect(await screen.findByText(sharing.noRecentPost)).toBeTruthy();
    expect(api.count('POST /api/linkedin/verify-post')).toBe(0);
  });

  it('Verify Post says plainly when LinkedIn will not let the app read the post, and links it', async () => {
    api.on('POST /api/linkedin/post', { body: POSTED });
    api.on('POST /api/linkedin/verify-post', { body: { verified: false, message: 'LinkedIn does not let apps read posts back. Open the post to check it.', webUrl: POSTED.webUrl } });
    const dialog = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Post to LinkedIn' }));
    await within(dialog).findByRole('link', { name: /View your post/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Post' }));
    expect(await within(dialog).findByText('LinkedIn does not let apps read posts back. Open the post to check it.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Open the post on LinkedIn/ }).getAttribute('href')).toBe(POSTED.webUrl);
    expect(api.calls.find((call) => call.path === '/api/linkedin/verify-post')?.body).toEqual({ shareUrn: POSTED.shareUrn });
  });

  it("Verify Post finds this proof's earlier post when none was made here", async () => {
    api.on('POST /api/linkedin/debug-account', { body: debugWith([{ recognitionId: 'proof-1', proofNumber: 'PJ-7KQ2MX', shareUrn: 'urn:li:share:42', webUrl: 'https://www.linkedin.com/feed/update/urn:li:share:42/', sharedAt: '2026-11-01T00:00:00.000Z' }]) });
    api.on('POST /api/linkedin/verify-post', { body: { verified: true, message: 'LinkedIn shows the post.', post: { status: 'PUBLISHED', visibility: 'PUBLIC' } } });
    const dialog = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Verify Post' }));
    expect(await within(dialog).findByText('Post verified on LinkedIn')).toBeTruthy();
    expect(within(dialog).getByText('Visibility: public.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/linkedin/verify-post')?.body).toEqual({ shareUrn: 'urn:li:share:42' });
  });

  it('Diagnostics reports the token in plain words', async () => {
    api.on('POST /api/linkedin/diagnose', { body: { connected: true, tokenStatus: 'active', hoursUntilExpiry: 960, ugcCapability: true, hasRequiredScope: true } satisfies DiagnoseResult });
    const dialog = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Diagnostics' }));
    expect(await within(dialog).findByText('It expires in 40 days.')).toBeTruthy();
    expect(within(dialog).getByText('The w_member_social permission is granted.')).toBeTruthy();
  });

  it('a failed check toasts the spec words', async () => {
    api.on('POST /api/linkedin/debug-account', { status: 502, body: { message: 'LinkedIn did not answer' } });
    const dialog = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Debug Account' }));
    expect(await screen.findByText(sharing.debugFailed)).toBeTruthy();
  });
});
