// The share dialog's three checks (Diagnostics, Debug Account, Verify Post) in plain words.
import type { DebugResult, DiagnoseResult, VerifyPostResult } from '../../../../domain/api/linkedin';
import { sharing } from '../../../../domain/messages/sharing';
import { formatLongDay } from '../../../lib/format-date-time';

export interface CheckReport {
  readonly heading: string;
  readonly lines: readonly string[];
  /** A link to open, e.g. the post itself when LinkedIn does not let apps read it back. */
  readonly link?: { readonly href: string; readonly label: string };
  readonly tone: 'ok' | 'problem';
}

const TOKEN_STATUS: Record<string, string> = {
  active: 'active',
  expired: 'expired',
  revoked: 'revoked',
  missing: 'missing',
  invalid: 'not valid',
};

function expiryWords(hours: number | null): string | null {
  if (hours === null) return null;
  if (hours <= 0) return 'It has expired.';
  if (hours < 48) return `It expires in ${Math.floor(hours)} hours.`;
  return `It expires in ${Math.floor(hours / 24)} days.`;
}

export function diagnosisReport(result: DiagnoseResult): CheckReport {
  const lines = [
    result.connected ? 'LinkedIn is connected.' : 'LinkedIn is not connected.',
    `The posting token is ${TOKEN_STATUS[result.tokenStatus] ?? result.tokenStatus}.`,
    expiryWords(result.hoursUntilExpiry),
    result.hasRequiredScope ? 'The w_member_social permission is granted.' : 'The w_member_social permission is missing: reconnect LinkedIn.',
    result.ugcCapability ? 'Posting works.' : 'Posting does not work right now.',
    result.error ?? null,
    result.ugcError ?? null,
    result.hint ?? null,
  ].filter((line): line is string => !!line);
  const ok = result.connected && result.hasRequiredScope && result.ugcCapability;
  return { heading: 'Diagnostics', lines, tone: ok ? 'ok' : 'problem' };
}

export function debugReport({ debug }: DebugResult): CheckReport {
  const name = debug.profile ? `${debug.profile.localizedFirstName} ${debug.profile.localizedLastName}`.trim() : null;
  const token = debug.tokenInfo;
  const posts = debug.recentPosts.elements.length + debug.ugcPosts.elements.length;
  const lines = [
    name ? `LinkedIn account: ${name}.` : 'LinkedIn did not share the account profile.',
    token?.personId ? `Member id: ${token.personId}.` : null,
    token ? `Permissions: ${token.scope.split(/\s+/).filter(Boolean).join(', ') || 'none'}.` : 'No posting token is stored.',
    token?.expires ? `The token expires on ${formatLongDay(token.expires)}.` : null,
    `Posts made from Provenly: ${posts}.`,
    ...debug.recommendations,
  ].filter((line): line is string => !!line);
  return { heading: 'Account', lines, tone: token ? 'ok' : 'problem' };
}

export function verifyReport(result: VerifyPostResult, knownWebUrl: string | null): CheckReport {
  const webUrl = result.webUrl ?? knownWebUrl;
  const post = result.post;
  const lines = [
    result.message,
    post?.status ? `Status: ${post.status.toLowerCase()}.` : null,
    post?.visibility ? `Visibility: ${post.visibility.toLowerCase()}.` : null,
    post?.created ? `Posted on ${new Date(post.created).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}.` : null,
  ].filter((line): line is string => !!line);
  return {
    heading: result.verified ? 'Post verified on LinkedIn' : result.message === sharing.postNotFound ? sharing.postNotFound : 'LinkedIn did not confirm the post',
    lines: result.message === sharing.postNotFound ? lines.slice(1) : lines,
    link: webUrl ? { href: webUrl, label: 'Open the post on LinkedIn' } : undefined,
    tone: result.verified ? 'ok' : 'problem',
  };
}
