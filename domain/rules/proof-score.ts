// The proof score (docs/proof-score.md): how complete the proof is, plus how strongly it is
// co-signed. Deterministic: the same proof and approvals always give the same score.
import type { ProjectContent } from '../project-form';
import type { Validation } from '../entities';

export const SCORE_WEIGHTS = {
  title: 10,
  role: 10,
  organisation: 15,
  startDate: 5,
  /** One point per 10 characters of description, up to 40. */
  descriptionPer10Chars: 1,
  descriptionMax: 40,
  skillEach: 8,
  skillsCounted: 5,
  outcomeEach: 15,
  outcomeMetricBonus: 5,
  outcomesCounted: 3,
  linkEach: 5,
  linksCounted: 3,
  managerApproval: 120,
  peerApproval: 60,
  /** Half the validator's trust score (0-100) is added per approval. */
  trustScoreFactor: 0.5,
  domainVerifiedBonus: 20,
  approvalsCounted: 3,
} as const;

export const MAX_CONTENT_SCORE = 195;
export const MAX_PROOF_SCORE = 500;

export type ScoredApproval = Pick<Validation, 'role' | 'trustScore' | 'domainVerificationMethod'>;

/** Points for what the proof says (at most 195). */
export function contentScore(content: ProjectContent): number {
  const w = SCORE_WEIGHTS;
  const outcomes = content.outcomes.filter((outcome) => outcome.description.trim() !== '').slice(0, w.outcomesCounted);
  return (
    (content.title.trim() ? w.title : 0) +
    (content.role.trim() ? w.role : 0) +
    (content.orgName?.trim() ? w.organisation : 0) +
    (content.startDate ? w.startDate : 0) +
    Math.min(w.descriptionMax, Math.floor(content.description.trim().length / 10) * w.descriptionPer10Chars) +
    Math.min(w.skillsCounted, content.skills.length) * w.skillEach +
    outcomes.length * w.outcomeEach +
    outcomes.filter((outcome) => outcome.metric?.trim()).length * w.outcomeMetricBonus +
    Math.min(w.linksCounted, content.links.length) * w.linkEach
  );
}

/** Points for one approval: its role, half the validator's trust score, and a verified domain. */
export function approvalScore(approval: ScoredApproval): number {
  const w = SCORE_WEIGHTS;
  const base = approval.role === 'manager' ? w.managerApproval : w.peerApproval;
  const trust = Math.round(Math.min(100, Math.max(0, approval.trustScore)) * w.trustScoreFactor);
  const domain = approval.domainVerificationMethod !== 'unknown' ? w.domainVerifiedBonus : 0;
  return base + trust + domain;
}

/**
 * The score: content points plus the strongest three approvals of the current content, capped
 * at 500. Only approvals of the content as it is now may count (callers pass those only).
 */
export function proofScore(content: ProjectContent, approvals: readonly ScoredApproval[]): number {
  const strongest = approvals
    .map(approvalScore)
    .sort((a, b) => b - a)
    .slice(0, SCORE_WEIGHTS.approvalsCounted);
  return Math.min(MAX_PROOF_SCORE, contentScore(content) + strongest.reduce((sum, points) => sum + points, 0));
}
