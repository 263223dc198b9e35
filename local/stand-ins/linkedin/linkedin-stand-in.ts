// The local LinkedIn: an OpenID Connect provider (oidc-provider) mounted at /__local/linkedin of
// the one local server. It plays the part that Cognito's hosted UI + LinkedIn play in the cloud:
// a sign-in page that asks for name, e-mail and headline (no password, no consent screen), then
// standard authorization code + PKCE with ID, access and refresh tokens. Beside it, api/ plays
// LinkedIn's own API for posting (docs/linkedin-stand-in.md). It binds nothing and makes no
// outbound calls; the caller routes requests to handle().
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { JWK } from 'jose';
import type { LocalUserDirectory } from '../cognito/user-pool-api';
import { LINKEDIN_IDENTITY_PROVIDER } from '../../../domain/constants';
import { PRODUCT_NAME } from '../../../domain/product';
import { fileBackedAdapter, FileBackedStore } from './sign-in/adapter';
import { createLinkedInApi, type RefuseSignIn } from './api';
import { MemberSessions } from './members/member-session';
import { MemberDirectory, memberClaims } from './members/accounts';
import { ensureDir } from './members/files';
import { loadProviderClass } from './sign-in/oidc-loader';
import { FormTooLarge } from './sign-in/sign-in-form';
import { loadOrCreateSecrets, publicJwk } from './sign-in/signing-keys';
import type { KoaLikeContext, OidcClientLike, OidcTokenLike } from './sign-in/oidc-types';
import { createInteractionHandler } from './sign-in/interactions';
import { errorPage, logoutPage, messagePage, sendHtml } from './sign-in/pages';
import { LINKEDIN_STAND_IN_PATH } from './sign-in/path';

export interface LinkedInStandInOptions {
  /** e.g. 'http://localhost:3000': the SPA origin, also the issuer's origin. */
  origin: string;
  /** Keys, cookie keys, members and sessions are kept under `${dataDir}/linkedin/`. */
  dataDir: string;
  /** Default 'provenly-local': the sign-in client and the posting client (one LinkedIn app). */
  clientId?: string;
  /** The posting client's secret (client_secret_post). Default DEFAULT_LOCAL_CLIENT_SECRET. */
  clientSecret?: string;
  /** Exact redirect URIs for the posting authorization; default: any URI on `origin`. */
  postingRedirectUris?: string[];
  /**
   * Asked before the stand-in signs a member in or authorizes them (sign-in form, a remembered
   * session, the posting authorization): a message refuses, shown on the sign-in page; null lets
   * the member through, as Cognito refuses a disabled user. The local runtime refuses no one: a
   * suspended account signs in to read why and to appeal (docs/suspension.md).
   */
  refuseSignIn?: RefuseSignIn;
  /** Posts per member per UTC day before 429 (default 150) and image processing time (default 300 ms). */
  dailyPostLimit?: number;
  processingMs?: number;
}

export interface LinkedInStandIn {
  /** `${origin}/__local/linkedin` */
  readonly issuer: string;
  readonly clientId: string;
  /** The posting client's secret, for the product's LinkedIn configuration. */
  readonly clientSecret: string;
  /** Node http handler for any request whose path starts with /__local/linkedin (pass req/res untouched). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Public signing keys, for the local JWT authorizer (no HTTP round trip). */
  publicJwks(): { keys: JWK[] };
  /** The members as the local user pool sees them (local/stand-ins/cognito/user-pool-api.ts). */
  readonly users: LocalUserDirectory;
}

export { LINKEDIN_STAND_IN_PATH };
export const DEFAULT_LOCAL_CLIENT_ID = 'provenly-local';
export const DEFAULT_LOCAL_CLIENT_SECRET = 'provenly-local-linkedin-secret';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const TTL = {
  AccessToken: HOUR,
  AuthorizationCode: 60,
  IdToken: HOUR,
  RefreshToken: 14 * DAY,
  Interaction: HOUR,
  Session: 14 * DAY,
  Grant: 14 * DAY,
};
const SCOPES = ['openid', 'offline_access', 'profile', 'email', 'w_member_social'];
const SUPPORTED_SCOPES = new Set(SCOPES);
const CLOCK_TOLERANCE_SECONDS = 15;

const isSessionProblem = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'SessionNotFound' || (error as { error?: unknown }).error === 'invalid_request');

export async function createLinkedInStandIn(options: LinkedInStandInOptions): Promise<LinkedInStandIn> {
  const origin = new URL(options.origin).origin;
  const issuer = `${origin}${LINKEDIN_STAND_IN_PATH}`;
  const clientId = options.clientId ?? DEFAULT_LOCAL_CLIENT_ID;
  const dir = join(options.dataDir, 'linkedin');
  ensureDir(dir);

  const secrets = await loadOrCreateSecrets(dir);
  const members = new MemberDirectory(dir, secrets.subjectSecret);
  const store = new FileBackedStore(dir);
  const jwks = { keys: [publicJwk(secrets.signingKey)] };
  const clientName = `${PRODUCT_NAME} (local)`;
  const clientSecret = options.clientSecret ?? DEFAULT_LOCAL_CLIENT_SECRET;
  const refuseSignIn: RefuseSignIn = options.refuseSignIn ?? (async () => null);
  const sessions = new MemberSessions(secrets.cookieKeys[0]!, LINKEDIN_STAND_IN_PATH);
  const api = createLinkedInApi({
    origin,
    base: issuer,
    dir,
    client: { clientId, clientSecret, clientName: PRODUCT_NAME, redirectUris: options.postingRedirectUris ?? [] },
    members,
    sessions,
    refuseSignIn,
    settings: { dailyPostLimit: options.dailyPostLimit, processingMs: options.processingMs },
  });

  const Provider = await loadProviderClass();
  const provider = new Provider(issuer, {
    adapter: fileBackedAdapter(store, CLOCK_TOLERANCE_SECONDS),
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    clients: [
      {
        client_id: clientId,
        client_name: clientName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: [`${origin}/auth/callback`, `${origin}/validate/callback`],
        post_logout_redirect_uris: [`${origin}/`],
        scope: SCOPES.join(' '),
        // Every ID token says when the member signed in (auth_time), renewed ones too, as Cognito's do.
        require_auth_time: true,
        // The product knows a member by the user pool's subject, as Cognito's, not by the LinkedIn id.
        subject_type: 'pairwise',
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', path: LINKEDIN_STAND_IN_PATH },
      short: { httpOnly: true, sameSite: 'lax', path: LINKEDIN_STAND_IN_PATH },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: SCOPES,
    subjectTypes: ['public', 'pairwise'],
    pairwiseIdentifier: (_ctx: unknown, accountId: string) => members.get(accountId)?.poolSub ?? accountId,
    claims: {
      openid: ['sub', 'cognito:username', 'identities'],
      profile: ['name', 'given_name', 'family_name', 'picture', 'locale', 'headline'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    ttl: {
      ...TTL,
      // A rotated refresh token keeps the absolute expiry of the one it replaces.
      RefreshToken: (ctx: { oidc?: { entities?: { RotatedRefreshToken?: { remainingTTL?: number } } } } | undefined) => {
        const remaining = ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL;
        return typeof remaining === 'number' ? Math.max(1, remaining) : TTL.RefreshToken;
      },
      ClientCredentials: 10 * 60,
      DeviceCode: 10 * 60,
      BackchannelAuthenticationRequest: 10 * 60,
      PreAuthorizedCode: 10 * 60,
    },
    // expiresWithSession keeps oidc-provider's default: without offline_access, tokens live only
    // as long as the stand-in's session (persisted, 14 days), so signing out here revokes them.
    issueRefreshToken: (_ctx: unknown, client: OidcClientLike) => client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => requestOrigin === origin,
    // A member refused by refuseSignIn has no account here, so a remembered session cannot sign
    // them in silently and their codes and tokens stop working.
    findAccount: async (_ctx: unknown, sub: string) => {
      const found = members.get(sub);
      if (!found || (await refuseSignIn(found.email))) return undefined;
      return {
        accountId: sub,
        claims: () => {
          const member = members.get(sub);
          return member ? memberClaims(member) : { sub };
        },
      };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${LINKEDIN_STAND_IN_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      introspection: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: OidcClientLike, token: OidcTokenLike) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        // Like Cognito's /logout: no question asked. The page submits oidc-provider's form
        // (which carries its CSRF token) by itself; the buttons are the no-script fallback.
        logoutSource: (ctx: KoaLikeContext, form: string) => {
          const html = logoutPage(form, ctx.oidc?.client?.clientName ?? clientName).replace(
            '</main>',
            `</main><script>(function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();</script>`,
          );
          ctx.type = 'html';
          ctx.body = html;
        },
        postLogoutSuccessSource: (ctx: KoaLikeContext) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You are signed out of the local LinkedIn stand-in.', { href: `${origin}/`, text: `Back to ${PRODUCT_NAME}` });
        },
      },
    },
    renderError: (ctx: KoaLikeContext, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(out, `${origin}/`);
    },
  });
  provider.proxy = false;
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('[linkedin stand-in] server error:', error);
  });

  const callback = provider.callback();

  const handleInteraction = createInteractionHandler({ provider, members, sessions, refuseSignIn, origin, supportedScopes: SUPPORTED_SCOPES });

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const underMount = pathname === LINKEDIN_STAND_IN_PATH || pathname.startsWith(`${LINKEDIN_STAND_IN_PATH}/`);
    if (!underMount) {
      sendHtml(res, 404, messagePage('Not found', 'There is nothing at this address.'));
      return;
    }
    let rest = url.slice(LINKEDIN_STAND_IN_PATH.length);
    if (rest === '' || rest.startsWith('?')) rest = `/${rest}`;
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = rest;

    const restPath = pathname.slice(LINKEDIN_STAND_IN_PATH.length);
    if (api(req, res, restPath, new URL(url, origin))) return;
    // Signing out of the sign-in provider signs the member out of the stand-in as a whole.
    if (restPath === '/session/end/confirm' && req.method === 'POST') sessions.signOut(res);
    const interactionMatch = /^\/interaction\/([A-Za-z0-9_-]+)\/?$/.exec(restPath);
    if (interactionMatch?.[1]) {
      handleInteraction(req, res, interactionMatch[1]).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof FormTooLarge) {
          sendHtml(res, 413, messagePage('Too much data', 'The form sent more data than a sign-in needs.'));
        } else if (isSessionProblem(error)) {
          sendHtml(res, 400, messagePage('Sign-in expired', 'This sign-in attempt has expired or is already finished. Go back and sign in again.', { href: `${origin}/`, text: `Back to ${PRODUCT_NAME}` }));
        } else {
          console.error('[linkedin stand-in] interaction failed:', error);
          sendHtml(res, 500, messagePage('Something went wrong', 'The local LinkedIn stand-in could not finish the sign-in. Try again.'));
        }
      });
      return;
    }
    void callback(req, res);
  }

  /** A user pool username (`LinkedIn_<member id>`) to its member. */
  const memberNamed = (username: string) => {
    const prefix = `${LINKEDIN_IDENTITY_PROVIDER}_`;
    return username.startsWith(prefix) ? members.get(username.slice(prefix.length)) : undefined;
  };

  return {
    issuer,
    clientId,
    clientSecret,
    handle,
    publicJwks: () => structuredClone(jwks),
    users: {
      usernameOf: (poolSub) => {
        const member = members.byPoolSub(poolSub);
        return member ? `${LINKEDIN_IDENTITY_PROVIDER}_${member.sub}` : null;
      },
      exists: (username) => memberNamed(username) !== undefined,
      // As Cognito's global sign-out: no session signs the member in silently, no refresh token renews one.
      signOutEverywhere: (username) => {
        const sub = memberNamed(username)?.sub;
        const doomed = store.keysWhere(SIGNED_IN_MODELS, (payload) => payload.accountId === sub);
        store.delete(doomed);
        return doomed.length;
      },
    },
  };
}

/** What a member's signing in leaves in the provider's store, all of which a global sign-out ends. */
const SIGNED_IN_MODELS: ReadonlySet<string> = new Set(['Session', 'Grant', 'AccessToken', 'AuthorizationCode', 'RefreshToken']);

