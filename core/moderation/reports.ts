// Reports of public pages and the moderation queue. A visitor reports a proof, project or
// portfolio page that the public can see (anything else is not found, as on the page itself); each
// reporter address may send REPORTS_PER_DAY a day and each client address (IP)
// REPORTS_PER_CLIENT_PER_DAY, on top of the public routes' throttles. An
// admin dismisses a report or hides the proof it names; the reporter (and, on a hide, the owner)
// is e-mailed, and the decision goes into the admin log.
import { randomUUID } from 'node:crypto';
import type { ContentReport, ContentReportReceipt, ReportDecisionBody, ReportState } from '../../domain/api/admin/moderation';
import type { z } from 'zod';
import type { contentReportBodySchema } from '../../domain/api/admin/moderation';
import { moderation } from '../../domain/messages/moderation';
import { isOwnerPubliclyShown, isPubliclyShown } from '../../domain/rules/public-visibility';
import { clock } from '../clock';
import { config } from '../config';
import type { Page, PageOptions } from '../data/plumbing/items';
import { createCountedContentReport, getContentReport, listContentReports, reportDecisionUpdate, type ReportSender } from '../data/content-reports/content-reports';
import { RETRY_POLICIES, withRetry } from '../data/plumbing/retry';
import { TransactionCancelled } from '../data/plumbing/transact';
import { getProfile } from '../data/profiles/profiles';
import { getProof, getProofByNumber } from '../data/proofs/proofs';
import { conflict, notFound, rateLimited, badRequest } from '../errors';
import { createLogger } from '../log';
import { sendMail } from '../mail/mailer';
import { reportOutcomeMail } from '../mail/moderation-mails';
import { findProfileByHandle } from '../public/public-service';
import { recordAdminAction } from '../data/admin-log/admin-log';
import { hideProof } from './visibility';

const log = createLogger({ component: 'moderation' });

/** Reports one reporter address may send in a UTC day. */
export const REPORTS_PER_DAY = 5;

/** Reports one client address may send in a UTC day, whatever reporter addresses it gives. */
export const REPORTS_PER_CLIENT_PER_DAY = 20;

type ReportInput = z.output<typeof contentReportBodySchema>;

interface ReportTarget {
  readonly recognitionId: string | null;
  readonly proofTitle: string | null;
  readonly ownerUserId: string | null;
}

/** What the reported page shows the public; null when it shows nothing (not found there either). */
async function targetOf(page: string): Promise<ReportTarget | null> {
  const [, kind, raw = ''] = page.split('/');
  const key = decodeURIComponent(raw);
  if (kind === 'portfolio') {
    const profile = await findProfileByHandle(key);
    return profile && isOwnerPubliclyShown(profile) ? { recognitionId: null, proofTitle: null, ownerUserId: profile.id } : null;
  }
  const proof = kind === 'proof' ? await getProofByNumber(key) : await getProof(key);
  if (!proof || !isPubliclyShown(proof) || !proof.proofNumber || !isOwnerPubliclyShown(await getProfile(proof.ownerUserId))) return null;
  return { recognitionId: proof.id, proofTitle: proof.title, ownerUserId: proof.ownerUserId };
}

/**
 * Stores a report of a public page. `sender.clientIp` is the client's address as the HTTP API
 * gives it (the viewer's address behind CloudFront, else the connection's; docs/admin-moderation.md,
 * "Who a client is"); both daily limits apply, and past either one the
 * answer is the same 429 and nothing is stored.
 */
export async function reportContent(input: ReportInput, sender: Pick<ReportSender, 'clientIp'>): Promise<ContentReportReceipt> {
  let target: ReportTarget | null;
  try {
    target = await targetOf(input.page);
  } catch (error) {
    if (error instanceof URIError) throw badRequest(moderation.reportPageInvalid, { page: [moderation.reportPageInvalid] });
    throw error;
  }
  if (!target) throw notFound(moderation.reportPageNotFound);
  const report: ContentReport = {
    id: randomUUID(),
    state: 'open',
    reason: input.reason,
    details: input.details,
    page: input.page,
    reporterEmail: input.reporterEmail,
    ...target,
    createdAt: clock.nowIso(),
    decidedAt: null,
    decidedBy: null,
    decisionNote: null,
  };
  const limits = { perReporter: REPORTS_PER_DAY, perClient: REPORTS_PER_CLIENT_PER_DAY };
  const outcome = await withRetry(RETRY_POLICIES.creation, () => createCountedContentReport(report, { reporterEmail: input.reporterEmail, clientIp: sender.clientIp }, limits));
  if (outcome === 'limited') throw rateLimited(moderation.reportLimitReached);
  return { reportId: report.id };
}

export function listReports(state: ReportState, options: PageOptions): Promise<Page<ContentReport>> {
  return listContentReports(state, options);
}

/** What the admin log says of a report decision. */
export const REPORT_ACTIONS = { dismiss: 'dismiss-report', hide: 'hide-reported-proof' } as const;

export async function decideReport(reportId: string, body: ReportDecisionBody, adminUserId: string): Promise<ContentReport> {
  const report = await getContentReport(reportId);
  if (!report) throw notFound(moderation.reportNotFound);
  if (report.state !== 'open') throw conflict(moderation.reportAlreadyDecided);
  if (body.action === 'hide' && !report.recognitionId) throw badRequest(moderation.reportNoProof, { action: [moderation.reportNoProof] });
  if (body.action === 'hide' && report.recognitionId) {
    // The hide is the proof's own logged action (the owner is told why); it names the report.
    // It comes first: whatever happens to the report, the content the admin judged is hidden.
    await hideProof(report.recognitionId, body.note, { adminUserId, details: { reportId } });
  }
  const decision = { state: body.action === 'hide' ? ('actioned' as const) : ('dismissed' as const), decidedBy: adminUserId, decidedAt: clock.nowIso(), note: body.note };
  try {
    await recordAdminAction(
      { action: REPORT_ACTIONS[body.action], actor: adminUserId, target: `report:${reportId}`, reason: body.note, details: { page: report.page, recognitionId: report.recognitionId, reason: report.reason } },
      { report: reportDecisionUpdate(reportId, decision) },
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('report')) throw conflict(moderation.reportAlreadyDecided); // decided meanwhile
    throw error;
  }
  const mail = reportOutcomeMail({ to: report.reporterEmail, pageUrl: `${config().publicOrigin}${report.page}`, outcome: decision.state, reportedAt: report.createdAt });
  await sendMail(mail).catch((error: unknown) => log.error('report outcome mail not sent', { reportId, error }));
  return { ...report, ...decision, decisionNote: decision.note };
}
