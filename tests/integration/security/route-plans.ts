// How to call each route of the table with real data, and what each persona must get back. The
// security tests take the routes from lambdas/routes.ts; the only thing written by hand per route
// is its plan below: which real ids fill its path, which body is valid, whether it names the
// owner's own data or needs a validator's link. A route without a plan fails the type-check and
// every security test that reaches it, with a message saying to add one.
import { randomBytes } from 'node:crypto';
import { imageRoute, routes, type RouteDefinition, type RouteName } from '../../../lambdas/routes';
import { signedInRecently } from '../../../core/identity/sessions';
import { proofContent } from '../../support/factories/proof-content';
import { decodeJwt } from '../../support/linkedin-sign-in';
import { unknownLinkToken, type Fixture, type Links, type Persona } from './fixture';

export interface RoutePlan {
  /** Every path parameter of the route, filled with a real value. */
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  /** A valid body (a link route's `token` is added per persona). */
  readonly body?: Readonly<Record<string, unknown>>;
  /** The request names the owner's own data (their proof, draft or request): only they may use it. */
  readonly ownerScoped?: true;
  /** The request carries this link of the validator's in `token`: only who holds it may use it. */
  readonly link?: keyof Links;
  /** Only a suspended account may make it (an appeal): every persona, none suspended, gets this refusal once signed in. */
  readonly onlySuspended?: 409;
  /**
   * A wallet's protocol route whose valid request needs what the matrix cannot hand every persona
   * (a single-use pre-authorized code; a wallet's access token and proof of possession): the plan's
   * request is refused alike for every persona, with this status in OAuth's shape, and nothing is
   * written. The claims themselves are tested end to end in tests/integration/wallet/.
   */
  readonly refusedAlike?: 400 | 401;
  /**
   * The valid request would end the persona's account (closing it): the plan's body names another
   * username, so a signed-in persona is refused, 400 (or 403 once its sign-in is no longer recent),
   * and nothing is written.
   */
  readonly endsTheAccount?: true;
}

type PlannedRoute = RouteName | typeof imageRoute.name;

const plans: { readonly [N in PlannedRoute]: (f: Fixture) => RoutePlan } = {
  Health: () => ({}),
  GetMe: () => ({}),
  ListMyProofs: () => ({ query: { limit: '5' } }),
  CreateProof: () => ({ body: proofContent({ title: 'Made by the authorisation matrix' }) }),
  GetProof: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  UpdateProof: (f) => ({ path: { id: f.draft.id }, body: proofContent({ title: f.draft.title, description: 'Private notes about the Zephyr acquisition, revised.' }), ownerScoped: true }),
  PublishProof: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  DeleteProof: (f) => ({ path: { id: f.deletable.id }, ownerScoped: true }),
  GenerateSuggestions: () => ({ body: { type: 'skills', context: { title: 'Checkout rewrite', role: 'Tech lead', orgName: 'Acme' } } }),
  VerifyCompanyDomain: () => ({ body: { validatorEmail: 'boss@acme.com', orgName: 'Acme', validatorRole: 'manager' } }),
  SendValidationRequests: (f) => ({ body: { recognitionId: f.draft.id, validators: [{ email: 'matrix.validator@acme.com', role: 'peer' }] }, ownerScoped: true }),
  ListValidationRequests: () => ({}),
  ListValidations: () => ({}),
  AskCosignersAgain: (f) => ({ path: { id: f.revalidate.id }, ownerScoped: true }),
  RemindValidator: (f) => ({ path: { id: f.proof.id, requestId: f.remindRequestId }, ownerScoped: true }),
  OpenValidationRequest: () => ({ link: 'open' }),
  OpenValidationRequestSignedIn: () => ({ link: 'open' }),
  DecideValidation: (f) => ({ link: 'decide', body: { decision: 'approved', comment: 'I was on this project.', contentHash: f.decideContentHash } }),
  DecideValidationSignedIn: (f) => ({ link: 'decide', body: { decision: 'approved', comment: 'I was on this project.', contentHash: f.decideContentHash } }),
  OpenWithdrawal: () => ({ link: 'withdrawal' }),
  WithdrawCosignature: () => ({ link: 'withdraw', body: { reason: 'I approved the wrong project.' } }),
  RequestNewValidationLink: () => ({ link: 'expired' }),
  RequestYourDataLink: () => ({ body: { email: 'nobody.held@example.com' } }),
  OpenYourData: () => ({ link: 'yourData' }),
  RemoveYourData: () => ({ link: 'yourDataRemoval' }),
  GetProofImagePreview: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  GetPublicPortfolio: (f) => ({ path: { handle: f.owner.username } }),
  GetPublicProject: (f) => ({ path: { id: f.proof.id } }),
  LookupPublicProof: (f) => ({ path: { number: f.proof.proofNumber } }),
  VerifyProofs: (f) => ({ body: { items: [f.proof.proofNumber, 'PJ-NOTHERE'] } }),
  VerifyProvenlyId: (f) => ({ path: { productId: f.owner.productId } }),
  ResolveProofCode: (f) => ({ path: { code: f.proof.proofNumber } }),
  ProofPageMeta: (f) => ({ path: { number: f.proof.proofNumber } }),
  ProjectPageMeta: (f) => ({ path: { id: f.proof.id } }),
  PortfolioPageMeta: (f) => ({ path: { handle: f.owner.username } }),
  OgImage: (f) => ({ path: { proxy: `proof/${f.proof.proofNumber}.png` } }),
  // Sharing on LinkedIn: the owner is connected to the stand-in (fixture.ts); others are not, and
  // their status, checks and disconnect answer about their own (absent) connection.
  LinkedinOauthStart: () => ({}),
  LinkedinOauthCallback: () => ({ query: { code: 'made-up-code', state: 'made-up-state' } }),
  LinkedinStatus: () => ({}),
  LinkedinPost: (f) => ({
    body: { recognitionId: f.proof.id, message: 'Shared by the authorisation matrix', shareType: 'achievement', includeProjectLink: true, useAICard: false, imageGenerationMethod: 'card' },
    ownerScoped: true,
  }),
  LinkedinVerifyPost: () => ({ body: { shareUrn: 'urn:li:share:7000000000000000001' } }),
  LinkedinDiagnose: () => ({}),
  LinkedinDebugAccount: () => ({}),
  LinkedinCardImage: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  LinkedinDisconnect: () => ({}),
  // Portable credentials.
  GetIssuerDidDocument: () => ({}),
  GetCredential: (f) => ({ path: { id: f.credential.id } }),
  GetEndorsement: (f) => ({ path: { id: f.credential.id, validationId: f.credential.endorsementValidationId } }),
  GetBakedBadge: (f) => ({ path: { id: f.credential.id } }),
  GetStatusList: (f) => ({ path: { id: f.credential.statusListId } }),
  GetPublicProofCredential: (f) => ({ path: { number: f.proof.proofNumber } }),
  VerifyCredential: () => ({ body: { credential: { '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential'], issuer: 'did:web:elsewhere.example' } } }),
  GetOwnProofCredential: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  RevokeOwnProofCredential: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  ReissueOwnProofCredential: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  // Wallets (docs/wallets.md).
  CreateWalletOffer: (f) => ({ path: { id: f.proof.id }, ownerScoped: true }),
  GetWalletOffer: (f) => ({ path: { id: f.proof.id, offerId: f.walletOffer.id }, ownerScoped: true }),
  GetCredentialIssuerMetadata: () => ({}),
  GetWalletAuthorizationServerMetadata: () => ({}),
  GetWalletCredentialOffer: (f) => ({ path: { code: f.walletOffer.code } }),
  WalletToken: () => ({ body: { grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code', 'pre-authorized_code': randomBytes(32).toString('base64url') }, refusedAlike: 400 }),
  WalletNonce: () => ({}),
  GetWalletInteraction: (f) => ({ path: { code: f.walletOffer.code } }),
  // Bundles.
  CreateBundle: (f) => ({ body: { proofIds: [f.proof.id] }, ownerScoped: true }),
  ListBundles: () => ({}),
  RevokeBundle: (f) => ({ path: { id: f.bundles.revocable }, ownerScoped: true }),
  GetPublicBundle: (f) => ({ path: { id: f.bundles.read } }),
  GetBundlePresentation: (f) => ({ path: { id: f.bundles.read } }),
  // Starting the exchange writes a challenge and claims nothing: anyone holding the offer may.
  WalletExchange: (f) => ({ path: { code: f.walletOffer.code }, body: {} }),
  WalletCredential: () => ({ body: { credential_configuration_id: 'ProvenlyProofCredential', proofs: { jwt: ['e30.e30.c2ln'] } }, refusedAlike: 401 }),
  // The admin panel: only the admin is allowed. The table's order suspends the bystander before
  // restoring them, and grants them admin before revoking it.
  AdminGetStats: () => ({}),
  AdminListUsers: () => ({ query: { q: 'oscar', limit: '5' } }),
  AdminGetUser: (f) => ({ path: { id: f.owner.id } }),
  AdminSuspendUser: (f) => ({ path: { id: f.bystander.id }, body: { reason: 'Checked by the authorisation matrix' } }),
  AdminRestoreUser: (f) => ({ path: { id: f.bystander.id }, body: { reason: 'Checked by the authorisation matrix' } }),
  AdminListRoles: () => ({ query: { limit: '5' } }),
  AdminGrantRole: (f) => ({ body: { email: f.bystander.email } }),
  AdminRevokeRole: (f) => ({ path: { userId: f.bystander.id } }),
  AdminListLog: () => ({ query: { limit: '5' } }),
  // Operations console (admins only): the registry, audit chains, mails, jobs, analytics, settings.
  AdminListDomains: () => ({ query: { limit: '5' } }),
  AdminAddDomain: () => ({ body: { name: 'Matrix Organisation', exactDomains: ['matrix-org.example'], reason: 'Added by the authorisation matrix' } }),
  AdminUpdateDomain: (f) => ({ path: { id: f.ops.organisationToEdit }, body: { name: 'Matrix Edited Organisation', exactDomains: ['matrix-edited.example'], reason: 'Edited by the authorisation matrix' } }),
  AdminDeleteDomain: (f) => ({ path: { id: f.ops.organisationToRemove }, query: { reason: 'Removed by the authorisation matrix' } }),
  AdminCheckDomain: () => ({ query: { email: 'sailor@navy.mil', orgName: 'US Navy' } }),
  AdminProofAudit: (f) => ({ path: { ref: f.proof.proofNumber } }),
  AdminVerifyProofChain: (f) => ({ path: { ref: f.proof.proofNumber } }),
  AdminVerifyActionLog: () => ({}),
  AdminListEmails: () => ({ query: { status: 'failed', limit: '5' } }),
  AdminRetryEmail: (f) => ({ path: { id: f.ops.failedMailId } }),
  AdminListJobs: () => ({}),
  AdminRunJob: () => ({ path: { name: 'ExpirySweeper' } }),
  AdminListDataRequests: () => ({}),
  AdminAnalytics: () => ({ query: { days: '90' } }),
  AdminSettings: () => ({}),
  // Moderation: a fresh reporter address per request (each address may report a few times a day);
  // the admin hides and shows again the edited proof, so the published one stays public for others.
  ReportContent: (f) => ({ body: { reason: 'other', page: `/proof/${f.proof.proofNumber}`, reporterEmail: `matrix.${randomBytes(4).toString('hex')}@example.com`, goodFaith: true } }),
  AdminSearchRecognitions: () => ({ query: { by: 'title', q: 'checkout' } }),
  AdminGetRecognition: (f) => ({ path: { id: f.proof.id } }),
  AdminHideRecognition: (f) => ({ path: { id: f.revalidate.id }, body: { reason: 'Hidden by the authorisation matrix.' } }),
  AdminUnhideRecognition: (f) => ({ path: { id: f.revalidate.id }, body: {} }),
  AdminListReports: () => ({ query: { state: 'open' } }),
  AdminDecideReport: (f) => ({ path: { id: f.reportId }, body: { action: 'dismiss', note: 'Dismissed by the authorisation matrix.' } }),
  AdminListValidations: () => ({ query: { feed: 'decisions' } }),
  AdminListSignals: () => ({ query: { kind: 'withdrawal' } }),
  // Suspensions: the signed-in personas are in good standing (an appeal is theirs to make only when
  // suspended); the admin upholds the open appeal of a suspended member of the fixture.
  // The archive routes run in the route table's order: each signed-in persona asks for their own
  // archive (built within the request), then downloads it.
  GetArchive: () => ({}),
  RequestArchive: () => ({}),
  DownloadArchive: () => ({}),
  RequestAccountClosure: () => ({ body: { confirmUsername: 'somebody-else', deleteLinkedinPosts: true }, endsTheAccount: true }),
  GetAccountStatus: () => ({}),
  AppealSuspension: () => ({ body: { text: 'Sent by the authorisation matrix.' }, onlySuspended: 409 }),
  AdminListAppeals: () => ({ query: { state: 'open' } }),
  AdminDecideAppeal: (f) => ({ path: { id: f.appealId }, body: { outcome: 'uphold', note: 'Upheld by the authorisation matrix.' } }),
};

/** Every HTTP route the product serves: the table and the image route beside it. */
export const allRoutes: readonly RouteDefinition[] = [...routes, imageRoute];

/** Routes with a plan that the table no longer has (a plan left behind). */
export const plansWithoutRoute = (): string[] => Object.keys(plans).filter((name) => !allRoutes.some((route) => route.name === name));

export const pathParameters = (path: string): string[] => [...path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1]!);

/** The route's plan; throws, naming the route, when it has none or leaves a path parameter out. */
export function planFor(route: RouteDefinition, fixture: Fixture): RoutePlan {
  const plan = (plans as Partial<Record<string, (f: Fixture) => RoutePlan>>)[route.name];
  if (!plan) {
    throw new Error(
      `${route.name} (${route.method} ${route.path}) has no plan in tests/integration/security/route-plans.ts. ` +
        'Add how to call it with real ids; the authorisation matrix and the fuzz tests then cover it.',
    );
  }
  const filled = plan(fixture);
  const missing = pathParameters(route.path).filter((name) => !filled.path?.[name]);
  if (missing.length) throw new Error(`The plan of ${route.name} does not fill {${missing.join('}, {')}} in ${route.path}.`);
  return filled;
}

/** What a persona must get: a 2xx when allowed, else the refusal that the access rules give. */
export function expectedOutcome(route: RouteDefinition, plan: RoutePlan, persona: Persona): 'allowed' | 400 | 401 | 403 | 404 | 409 {
  if (route.access !== 'public' && !persona.idToken) return 401;
  if (route.access === 'admin' && !persona.isAdmin) return 403;
  if (plan.onlySuspended) return plan.onlySuspended;
  if (plan.refusedAlike) return plan.refusedAlike;
  if (plan.endsTheAccount) return signedInRecently({ authTime: Number(decodeJwt(persona.idToken!).auth_time) }) ? 400 : 403;
  if (plan.link && !persona.holdsLinks) return 404;
  if (plan.ownerScoped && !persona.isOwner) return 404;
  return 'allowed';
}

export interface PlannedRequest {
  readonly method: string;
  /** Path and query, encoded. */
  readonly target: string;
  readonly headers: Record<string, string>;
  /** A JSON value, or raw text sent as it is. */
  readonly body?: unknown;
}

/** The plan as a request by `persona`, with path, query and body overridable (the fuzz tests). */
export function requestFor(
  route: RouteDefinition,
  plan: RoutePlan,
  persona: Persona,
  fixture: Fixture,
  overrides: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): PlannedRequest {
  const params = { ...plan.path, ...overrides.path };
  const path = route.path.replace(/\{(\w+)(\+?)\}/g, (_whole, name: string, greedy: string) =>
    greedy ? params[name]!.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(params[name]!),
  );
  const query = new URLSearchParams({ ...plan.query, ...overrides.query }).toString();
  const token = plan.link ? (persona.holdsLinks ? fixture.links[plan.link] : unknownLinkToken()) : undefined;
  const body = 'body' in overrides ? overrides.body : plan.body || token ? { ...plan.body, ...(token ? { token } : {}) } : undefined;
  return {
    method: route.method,
    target: `${path}${query ? `?${query}` : ''}`,
    headers: persona.idToken ? { authorization: `Bearer ${persona.idToken}` } : {},
    ...(body === undefined ? {} : { body }),
  };
}

export interface Answer {
  readonly status: number;
  readonly text: string;
}

export async function send(baseUrl: string, request: PlannedRequest): Promise<Answer> {
  const raw = typeof request.body === 'string';
  const response = await fetch(`${baseUrl}${request.target}`, {
    method: request.method,
    headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { body: raw ? (request.body as string) : JSON.stringify(request.body) }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, text: bytes.toString('utf8') };
}
