// The consent screen of the posting authorization: which member is signed in, which app asks,
// and what each requested permission allows, in LinkedIn's words. Allow or Cancel; LinkedIn lets
// a member accept or refuse the whole request, not single permissions.
import { escapeHtml, layout } from './pages';

const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  openid: 'Use your name and photo',
  profile: 'Use your name and photo',
  email: 'Use the primary email address associated with your LinkedIn account',
  w_member_social: 'Create, modify, and delete posts, comments, and reactions on your behalf',
  r_member_social: 'Retrieve your posts, comments, reactions, and other engagement data',
};

export function consentPage(input: {
  action: string;
  requestId: string;
  clientName: string;
  memberName: string;
  memberEmail: string;
  scopes: readonly string[];
  /** Scopes the member approved before: the others are marked as new. */
  approved: readonly string[];
}): string {
  const describe = (scope: string) => SCOPE_DESCRIPTIONS[scope] ?? scope;
  const approved = new Set(input.approved.map(describe));
  const items = [...new Set(input.scopes.map(describe))];
  const label = (item: string) => (approved.size > 0 && !approved.has(item) ? `${escapeHtml(item)} <strong>(new)</strong>` : escapeHtml(item));
  return layout(
    `${input.clientName} would like to access your LinkedIn account`,
    `<h1>${escapeHtml(input.clientName)} would like to:</h1>
<p class="note">Signed in as ${escapeHtml(input.memberName)} (${escapeHtml(input.memberEmail)}) on the local LinkedIn stand-in.</p>
<ul id="requested-permissions">${items.map((item) => `<li>${label(item)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">
<div class="actions">
<button class="primary" type="submit" name="action" value="allow">Allow</button>
<button class="secondary" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
<p class="small">You can remove this app's access at any time; nothing here leaves this machine.</p>`,
  );
}
