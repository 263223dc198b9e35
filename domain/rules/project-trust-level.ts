// The computed trust level of a project, and the validation portal's trust (spec section 4).
import { TRUST_SCORE_THRESHOLD } from '../constants';
import type { Validation } from '../entities';

export const PROJECT_TRUST_LEVELS = ['self', 'domain', 'manager', 'company'] as const;
export type ProjectTrustLevel = (typeof PROJECT_TRUST_LEVELS)[number];

/** `role` is a string because the rule also reads free-text roles such as 'Team Lead'. */
export interface TrustValidator {
  role: string;
  status: Validation['status'];
  trustScore: number | null;
  verificationConfidence: Validation['verificationConfidence'] | null;
}

/** Whole-word, case-insensitive: 'Engineering Manager' and 'Team Lead' match, 'Leadership coach' does not. */
const SENIOR_ROLE = /\b(manager|supervisor|lead)\b/i;

/**
 * Only approved validations are validators of the project. The two conditions of the first rule
 * may be met by different validators, as the spec words it ("any ... AND any ...").
 */
export function projectTrustLevel(validators: readonly TrustValidator[], orgName: string | null): ProjectTrustLevel {
  const approved = validators.filter((v) => v.status === 'approved');
  if (approved.length === 0) return 'self';
  const hasOrg = Boolean(orgName?.trim());
  const anyHighConfidence = approved.some((v) => v.verificationConfidence === 'high');
  const anySenior = approved.some((v) => SENIOR_ROLE.test(v.role));
  const anyTrusted = approved.some((v) => (v.trustScore ?? 0) >= TRUST_SCORE_THRESHOLD);
  if (anySenior && anyTrusted) return anyHighConfidence && hasOrg ? 'company' : 'manager';
  return anyHighConfidence && hasOrg ? 'domain' : 'self';
}

export type PortalTrustLevel = Extract<ProjectTrustLevel, 'self' | 'domain'>;

/**
 * Trust shown in the validation portal: 'domain' when the validator is signed in and the first
 * label of their e-mail domain ('acme' in jane@acme.com) begins the organisation name, compared
 * case-insensitively on letters and digits only ('Acme Corp.' -> 'acmecorp'). Display only: the
 * server's company-domain check decides the stored trust.
 */
export function portalTrustLevel(input: { signedIn: boolean; email: string | null; orgName: string | null }): PortalTrustLevel {
  if (!input.signedIn || !input.email || !input.orgName) return 'self';
  const domain = input.email.trim().toLowerCase().split('@')[1] ?? '';
  const firstLabel = alphanumeric(domain.split('.')[0] ?? '');
  const org = alphanumeric(input.orgName.toLowerCase());
  return firstLabel !== '' && org.startsWith(firstLabel) ? 'domain' : 'self';
}

function alphanumeric(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '');
}
