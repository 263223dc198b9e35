// The world the security tests act on, built through the product's own API on a private runtime:
// five personas (anonymous; the owner; another signed-in user; a validator holding link tokens,
// signed out; an admin) and the owner's data: a verified, published proof, a private draft, open
// validation links of several kinds, co-signers' withdrawal links, a pending request to remind,
// and a proof edited after its approval, whose co-signer can be asked again.
import { randomBytes } from 'node:crypto';
import { grantAdmin } from '../../../core/data/roles/user-roles';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { connectLinkedin, connectMessageOf } from '../../support/linkedin-connect';
import { proofFlow, type OwnProof } from '../../support/proof-flow';
import { tableChanges, type TableChanges } from '../../support/table-changes';
import { useRuntimeTable } from '../../support/table-snapshot';
import { validationMail } from '../../support/validation-mail';
import { buildOpsFixture, type OpsFixture } from './ops-fixture';
import { advanceClock } from '../../support/clock';
import type { WalletOfferAnswer } from '../../../domain/api/wallet';
import type { OwnBundle } from '../../../domain/api/bundles';

export type PersonaName = 'anonymous' | 'owner' | 'other' | 'validator' | 'admin';

export interface Persona {
  readonly name: PersonaName;
  /** The bearer token of a signed-in persona; null when signed out. */
  readonly idToken: string | null;
  readonly isOwner: boolean;
  readonly isAdmin: boolean;
  /** Holds the validator's link tokens (the validator, who is signed out). */
  readonly holdsLinks: boolean;
}

/** The validator's links, one per use, so that using one does not change what another cell sees. */
export interface Links {
  /** A pending link, opened by the matrix. */
  readonly open: string;
  /** A pending link, decided by the matrix. */
  readonly decide: string;
  /** An expired link (the expired view's "Request new link"). */
  readonly expired: string;
  /** A co-signer's withdrawal link, opened by the matrix (the withdrawal page only reads). */
  readonly withdrawal: string;
  /** Another co-signer's withdrawal link, used by the matrix to withdraw (once: then 409). */
  readonly withdraw: string;
  /** A co-signer's private link to what is held about their address, opened by the matrix. */
  readonly yourData: string;
  /** Another such link of theirs, used by the matrix to remove it (once: then 404). */
  readonly yourDataRemoval: string;
}

export interface Fixture {
  readonly personas: readonly Persona[];
  /** The owner's verified, published, public proof. */
  readonly proof: OwnProof & { proofNumber: string };
  /** The owner's draft: private, edited and shared by the matrix. */
  readonly draft: OwnProof;
  /** A draft of the owner's that the matrix deletes. */
  readonly deletable: OwnProof;
  readonly owner: { readonly id: string; readonly username: string; readonly productId: string };
  readonly links: Links;
  /** The content hash the `decide` link showed when opened: the portal sends it back with the decision. */
  readonly decideContentHash: string;
  /** The owner's proof, approved and then edited: its co-signer can be asked again, once. */
  readonly revalidate: OwnProof;
  /** A pending request of the proof, for the owner's reminder. */
  readonly remindRequestId: string;
  /** Portable credentials: the published proof's credential, one endorsement of it, its status list. */
  readonly credential: { readonly id: string; readonly endorsementValidationId: string; readonly statusListId: string };
  /** The owner's offer of the published proof's credential to a wallet: its id and its pre-authorized code. */
  readonly walletOffer: { readonly id: string; readonly code: string };
  /** Links holding the published proof: one read, one revoked by the matrix. */
  readonly bundles: { readonly read: string; readonly revocable: string };
  /** A signed-in member the admin routes act on: suspended then restored, granted then revoked admin. */
  readonly bystander: { readonly id: string; readonly email: string };
  /** The operations console's data: organisations of the domain registry to edit and to remove. */
  readonly ops: OpsFixture;
  /** An open report of the published proof, for the moderation queue. */
  readonly reportId: string;
  /** The open appeal of a member the admin suspended, for the appeal queue. */
  readonly appealId: string;
  /** Text only the owner may ever see: no refusal may echo it. */
  readonly secrets: readonly string[];
  /** Watches what requests write to the table from now on (a refusal must write nothing). */
  watchTable(): Promise<TableChanges>;
}

/** A token of the right shape that opens nothing. */
export const unknownLinkToken = (): string => randomBytes(32).toString('base64url');

export async function buildFixture(runtime: { readonly url: string }): Promise<Fixture> {
  const anonymous = apiClient(runtime.url);
  const [owner, other, admin, bystander, appellant] = await Promise.all([
    signedInClient(runtime.url, { name: 'Olive Owner', email: 'olive.owner@example.com' }),
    signedInClient(runtime.url, { name: 'Oscar Other', email: 'oscar.other@example.com' }),
    signedInClient(runtime.url, { name: 'Ada Admin', email: 'ada.admin@example.com' }),
    signedInClient(runtime.url, { name: 'Bea Bystander', email: 'bea.bystander@example.com' }),
    signedInClient(runtime.url, { name: 'Abe Appellant', email: 'abe.appellant@example.com' }),
  ]);
  const me = async (client: ApiClient) =>
    (await client.request<{ profile: { id: string; username: string; productId: string } }>('GET', '/me')).body.profile;
  const [ownerProfile, adminProfile, bystanderProfile, appellantProfile] = await Promise.all([me(owner), me(admin), me(bystander), me(appellant)]);

  const table = await useRuntimeTable(runtime.url);
  await grantAdmin({ userId: adminProfile.id, grantedBy: null });

  // A member the admin suspended, who appealed: the appeal queue's open appeal.
  const suspended = await admin.request('POST', `/admin/users/${appellantProfile.id}/suspend`, { reason: 'Suspended for the authorisation matrix' });
  if (suspended.status !== 200) throw new Error(`Suspending answered ${suspended.status}: ${JSON.stringify(suspended.body)}`);
  const appealed = await appellant.request<{ suspension: { appeal: { id: string } | null } | null }>('POST', '/account/appeal', { text: 'I appeal for the authorisation matrix.' });
  const appealId = appealed.body.suspension?.appeal?.id;
  if (appealed.status !== 201 || !appealId) throw new Error(`Appealing answered ${appealed.status}: ${JSON.stringify(appealed.body)}`);

  const flow = proofFlow(runtime.url, anonymous);
  const mail = validationMail(runtime.url);
  const invite = async (proof: OwnProof, email: string) => {
    const sent = await owner.request<{ requests: { id: string }[] }>('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email, role: 'peer' }] });
    if (sent.status !== 201) throw new Error(`Inviting ${email} answered ${sent.status}: ${JSON.stringify(sent.body)}`);
    return { requestId: sent.body.requests[0]!.id, token: await mail.linkTokenFor(email) };
  };
  /** Opens the link as the portal does; the answer's content hash is what a decision sends back. */
  const openLink = async (token: string) => {
    const opened = await anonymous.request<{ contentHash: string | null }>('POST', '/validation/open', { token });
    if (opened.status !== 200 || !opened.body.contentHash) throw new Error(`Opening a link answered ${opened.status}: ${JSON.stringify(opened.body)}`);
    return opened.body.contentHash;
  };
  /** Invites `email`, which approves without sign-in; returns the withdrawal link mailed after approving. */
  const cosign = async (proof: OwnProof, email: string) => {
    const { token } = await invite(proof, email);
    const decided = await anonymous.request('POST', '/validation/decide', { token, decision: 'approved', contentHash: await openLink(token) });
    if (decided.status !== 200) throw new Error(`Approving as ${email} answered ${decided.status}: ${JSON.stringify(decided.body)}`);
    return mail.withdrawTokenFor(email);
  };

  /** A co-signer who agrees to be named approves the proof; returns its credential's ids. */
  const namedCredentialOf = async (proof: OwnProof & { proofNumber: string }) => {
    const { token } = await invite(proof, 'named.cosigner@acme.com');
    const decided = await anonymous.request('POST', '/validation/decide', { token, decision: 'approved', nameInCredential: true, contentHash: await openLink(token) });
    if (decided.status !== 200) throw new Error(`Approving with consent answered ${decided.status}`);
    const answer = await anonymous.request<{ credential: { url: string } | null }>('GET', `/public/proofs/${proof.proofNumber}/credential`);
    const url = answer.body.credential?.url;
    if (!url) throw new Error(`The published proof has no credential: ${JSON.stringify(answer.body)}`);
    const document = (await (await fetch(url)).json()) as { endorsement?: { id: string }[]; credentialStatus: { statusListCredential: string } };
    const endorsementId = document.endorsement?.[0]?.id;
    if (!endorsementId) throw new Error('The credential carries no endorsement');
    return { id: url.split('/').at(-1)!, endorsementValidationId: endorsementId.split('/').at(-1)!, statusListId: document.credentialStatus.statusListCredential.split('/').at(-1)! };
  };

  // Set up before the clock moves, so that today's invitations leave room for the matrix's own
  // (10 a day). Withdrawal links do not expire; approved requests are not swept.
  const withdrawable = await flow.create(owner, { title: 'Co-signed twice at Acme' });
  const withdrawal = await cosign(withdrawable, 'withdrawal.cosigner@acme.com');
  const withdraw = await cosign(withdrawable, 'withdraw.cosigner@acme.com');
  const approvedThenEdited = await flow.verify(owner, await flow.create(owner, { title: 'Payments ledger at Acme' }));
  const revalidate = await flow.edit(owner, approvedThenEdited, { title: 'Payments ledger at Acme, revised' });
  if (revalidate.verified) throw new Error('The edited proof is still verified');

  // A link that expires: sent, then the clock moves past its 72 hours (the sweeper runs at once).
  const expiring = await flow.create(owner, { title: 'Expiring request proof' });
  const expired = await invite(expiring, 'late.validator@acme.com');
  await advanceClock(runtime.url, 73 * 3600 * 1000);

  const proof = await flow.published(owner, { title: 'Checkout rewrite at Acme' });
  if (!proof.proofNumber) throw new Error('The published proof has no number');
  const open = await invite(proof, 'open.validator@acme.com');
  const decide = await invite(proof, 'decide.validator@acme.com');
  const decideContentHash = await openLink(decide.token);
  const remind = await invite(proof, 'remind.validator@acme.com');
  const credential = await namedCredentialOf({ ...proof, proofNumber: proof.proofNumber });
  // The owner offers the proof's credential to a wallet: the offer's state and its credential offer are read.
  const offered = await owner.request<WalletOfferAnswer>('POST', `/proofs/${proof.id}/wallet-offers`);
  if (offered.status !== 200) throw new Error(`The wallet offer was refused: ${JSON.stringify(offered.body)}`);
  const walletOffer = { id: offered.body.offerId, code: new URL(new URL(offered.body.offerUrl).searchParams.get('credential_offer_uri')!).pathname.split('/').at(-1)! };
  // Two links holding the published proof: one read by the matrix, one it revokes.
  const bundleOf = async () => {
    const made = await owner.request<OwnBundle>('POST', '/bundles', { proofIds: [proof.id] });
    if (made.status !== 201) throw new Error(`The bundle was refused: ${JSON.stringify(made.body)}`);
    return made.body.bundleId;
  };
  const bundles = { read: await bundleOf(), revocable: await bundleOf() };
  const draft = await flow.create(owner, { title: 'Confidential merger plan', description: 'Private notes about the Zephyr acquisition.' });
  const deletable = await flow.create(owner, { title: 'Abandoned pricing study', description: 'Notes the owner decides to delete.' });
  // The owner connects LinkedIn for posting (the stand-in), so sharing their proof can succeed.
  const connected = await connectLinkedin(runtime.url, owner, { name: 'Olive Owner', email: 'olive.owner@example.com' });
  if (connectMessageOf(connected.page).status !== 'success') throw new Error(`Connecting LinkedIn failed: ${connected.page.slice(0, 300)}`);

  // A visitor reports the published proof: the moderation queue's open report.
  const reported = await anonymous.request<{ reportId: string }>('POST', '/public/reports', {
    reason: 'false_claim',
    page: `/proof/${proof.proofNumber}`,
    reporterEmail: 'rita.reporter@example.com',
    goodFaith: true,
  });
  if (reported.status !== 201) throw new Error(`Reporting the proof answered ${reported.status}: ${JSON.stringify(reported.body)}`);

  // The co-signer of the withdrawal link asks twice for the private link to their data (after the
  // clock moved: a link works an hour).
  const seenYourData = new Set<string>();
  const yourDataLink = async () => {
    const asked = await anonymous.request('POST', '/public/your-data/link', { email: 'withdrawal.cosigner@acme.com' });
    if (asked.status !== 202) throw new Error(`Asking for the your-data link answered ${asked.status}`);
    const mails = (await (await fetch(`${runtime.url}/__local/mail.json`)).json()) as { to: string[]; text: string }[];
    const token = mails.filter((mail) => mail.to.includes('withdrawal.cosigner@acme.com')).map((mail) => /\/your-data\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]).find((found) => found && !seenYourData.has(found));
    if (!token) throw new Error('No new your-data link was mailed');
    seenYourData.add(token);
    return token;
  };
  const yourData = await yourDataLink();
  const yourDataRemoval = await yourDataLink();

  const persona = (name: PersonaName, client: ApiClient | null, traits: Partial<Persona> = {}): Persona => ({
    name,
    idToken: client?.token ?? null,
    isOwner: false,
    isAdmin: false,
    holdsLinks: false,
    ...traits,
  });

  return {
    personas: [
      persona('anonymous', null),
      persona('owner', owner, { isOwner: true }),
      persona('other', other),
      persona('validator', null, { holdsLinks: true }),
      persona('admin', admin, { isAdmin: true }),
    ],
    proof: { ...proof, proofNumber: proof.proofNumber },
    draft,
    deletable,
    owner: ownerProfile,
    links: { open: open.token, decide: decide.token, expired: expired.token, withdrawal, withdraw, yourData, yourDataRemoval },
    decideContentHash,
    revalidate,
    remindRequestId: remind.requestId,
    credential,
    walletOffer,
    bundles,
    bystander: { id: bystanderProfile.id, email: 'bea.bystander@example.com' },
    ops: await buildOpsFixture(runtime.url, { admin, other }),
    reportId: reported.body.reportId,
    appealId,
    secrets: [
      'Confidential merger plan',
      'Zephyr acquisition',
      'Payments ledger at Acme, revised',
      'remind.validator@acme.com',
      'open.validator@acme.com',
      'withdraw.cosigner@acme.com',
      'olive.owner@example.com',
    ],
    // A refused self-validation leaves its integrity signal by design (core/validation/signals.ts);
    // nothing else may change.
    watchTable: () => tableChanges(table, (key) => key.pk === 'ADMINFEED#self_validation_refused'),
  };
}
