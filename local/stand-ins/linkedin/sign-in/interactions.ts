// The stand-in's sign-in interaction: the page that asks for name, e-mail and headline, the
// member it signs in (or refuses), and the grant of the scopes the client asked for.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRODUCT_NAME } from '../../../../domain/product';
import type { RefuseSignIn } from '../api';
import type { LinkedInMember, MemberDirectory } from '../members/accounts';
import type { MemberSessions } from '../members/member-session';
import { requestedClaimNames } from './oidc-loader';
import type { InteractionResult, OidcInteraction, OidcProvider } from './oidc-types';
import { messagePage, sendHtml, signInPage, type SignInFormValues } from './pages';
import { EMAIL_PATTERN, MAX_HEADLINE, readForm, validate } from './sign-in-form';
import { LINKEDIN_STAND_IN_PATH } from './path';

export interface InteractionContext {
  readonly provider: OidcProvider;
  readonly members: MemberDirectory;
  readonly sessions: MemberSessions;
  readonly refuseSignIn: RefuseSignIn;
  /** The SPA's origin, which the pages link back to. */
  readonly origin: string;
  readonly supportedScopes: ReadonlySet<string>;
}

/** Handles GET and POST of `/interaction/{uid}`. */
export function createInteractionHandler({ provider, members, sessions, refuseSignIn, origin, supportedScopes }: InteractionContext) {
  async function grantFor(interaction: OidcInteraction, accountId: string): Promise<string> {
    let grant = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    if (!grant || grant.accountId !== accountId) {
      grant = new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    }
    const requested = String(interaction.params.scope ?? '')
      .split(' ')
      .filter((scope) => supportedScopes.has(scope));
    if (requested.length) grant.addOIDCScope(requested.join(' '));
    const claimNames = requestedClaimNames(interaction.params.claims);
    if (claimNames.length) grant.addOIDCClaims(claimNames);
    const missingResourceScopes = interaction.prompt.details.missingResourceScopes;
    if (missingResourceScopes && typeof missingResourceScopes === 'object') {
      for (const [resource, scopes] of Object.entries(missingResourceScopes)) {
        if (Array.isArray(scopes)) grant.addResourceScope(resource, scopes.join(' '));
      }
    }
    return grant.save();
  }

  function prefill(interaction: OidcInteraction): SignInFormValues {
    const current: LinkedInMember | undefined = interaction.session?.accountId ? members.get(interaction.session.accountId) : undefined;
    if (current) return { name: current.name, email: current.email, headline: current.headline ?? '' };
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint.trim() : '';
    return { name: '', email: EMAIL_PATTERN.test(hint) ? hint : '', headline: '' };
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST', 'Content-Length': 0 });
      res.end();
      return;
    }
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uid) {
      sendHtml(res, 400, messagePage('Sign-in link out of date', 'This sign-in page belongs to another sign-in attempt. Go back and start signing in again.', { href: `${origin}/`, text: `Back to ${PRODUCT_NAME}` }));
      return;
    }
    const action = `${LINKEDIN_STAND_IN_PATH}/interaction/${encodeURIComponent(uid)}`;

    if (req.method === 'GET') {
      // Already signed in here and only consent is missing: grant it silently, like LinkedIn
      // does for an app the member has approved before.
      const accountId = interaction.session?.accountId;
      const current = accountId ? members.get(accountId) : undefined;
      const refusal = current ? await refuseSignIn(current.email) : null;
      if (interaction.prompt.name === 'consent' && accountId && current && !refusal) {
        const grantId = await grantFor(interaction, accountId);
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return;
      }
      sendHtml(res, refusal ? 403 : 200, signInPage({ action, clientName: PRODUCT_NAME, values: prefill(interaction), refusal: refusal ?? undefined }));
      return;
    }

    const form = await readForm(req);
    if (form.get('action') === 'cancel') {
      const result: InteractionResult = { error: 'access_denied', error_description: 'The member cancelled the sign-in' };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    const values: SignInFormValues = {
      name: (form.get('name') ?? '').trim(),
      email: (form.get('email') ?? '').trim(),
      headline: (form.get('headline') ?? '').trim(),
    };
    const errors = validate(values);
    if (errors.name || errors.email) {
      sendHtml(res, 400, signInPage({ action, clientName: PRODUCT_NAME, values, errors }));
      return;
    }
    const refusal = await refuseSignIn(values.email);
    if (refusal) {
      sendHtml(res, 403, signInPage({ action, clientName: PRODUCT_NAME, values, refusal }));
      return;
    }
    const member = members.upsert({ email: values.email, name: values.name, headline: values.headline.slice(0, MAX_HEADLINE) || null });
    sessions.signIn(res, member.sub);
    const grantId = await grantFor(interaction, member.sub);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: member.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return handleInteraction;
}
