// The admin's validations page: recent decisions, pending and expired requests, and the integrity
// signals, each one page of a bounded read. Rows of requests are filled in from the request items
// themselves (one BatchGetItem per page).
import type { AdminSignal, AdminValidationRow, SignalKind } from '../../domain/api/admin/moderation';
import type { PageResult } from '../../domain/api/paging';
import { clock } from '../clock';
import { listFeed, type FeedEntry } from '../data/read-models/admin-feed';
import { listPendingEntries } from '../data/read-models/admin-validations';
import type { PageOptions } from '../data/plumbing/items';
import { getValidationRequestsByRefs, type RequestWithTitle } from '../data/validation-requests/validation-requests';
import { getValidationsByRefs } from '../data/validations/validations';

async function requestsById(refs: readonly { recognitionId: string; requestId: string }[]): Promise<Map<string, RequestWithTitle>> {
  if (refs.length === 0) return new Map();
  const requests = await getValidationRequestsByRefs(refs);
  return new Map(requests.map((request) => [request.id, request]));
}

/** Decisions newest first, each as it is now (a withdrawn approval says so): one BatchGetItem a page. */
export async function recentDecisions(options: PageOptions): Promise<PageResult<AdminValidationRow>> {
  const page = await listFeed('decision', options);
  const stored = await getValidationsByRefs(
    page.items.flatMap((entry) => (entry.recognitionId && entry.detail.validationCreatedAt ? [{ recognitionId: entry.recognitionId, createdAt: entry.detail.validationCreatedAt, validationId: entry.id }] : [])),
  );
  const validations = new Map(stored.map((validation) => [validation.id, validation]));
  return {
    items: page.items.map((entry) => {
      const validation = validations.get(entry.id);
      return {
        recognitionId: entry.recognitionId ?? '',
        requestId: entry.detail.requestId ?? '',
        proofTitle: validation?.recognitionTitle ?? entry.proofTitle,
        inviteeEmail: validation?.validatorEmail ?? null,
        status: validation ? (validation.withdrawnAt ? 'withdrawn' : validation.status) : 'unknown',
        at: entry.at,
        role: validation?.role ?? null,
      };
    }),
    cursor: page.cursor,
  };
}

/** Pending requests, soonest expiry first (one page: the next few days' expiry buckets). */
export async function pendingRequests(options: PageOptions): Promise<PageResult<AdminValidationRow>> {
  const entries = await listPendingEntries(clock.now(), { limit: options.limit });
  const requests = await requestsById(entries);
  return {
    items: entries.map((entry) => {
      const request = requests.get(entry.requestId);
      return {
        recognitionId: entry.recognitionId,
        requestId: entry.requestId,
        proofTitle: request?.recognitionTitle ?? null,
        inviteeEmail: request?.inviteeEmail ?? null,
        status: request?.status ?? 'pending',
        at: entry.expiresAt,
        role: request?.role ?? null,
      };
    }),
    cursor: null,
  };
}

export async function expiredRequests(options: PageOptions): Promise<PageResult<AdminValidationRow>> {
  const page = await listFeed('expired', options);
  const requests = await requestsById(page.items.map((entry) => ({ recognitionId: entry.recognitionId ?? '', requestId: entry.id })));
  return {
    items: page.items.map((entry) => {
      const request = requests.get(entry.id);
      return {
        recognitionId: entry.recognitionId ?? '',
        requestId: entry.id,
        proofTitle: request?.recognitionTitle ?? null,
        inviteeEmail: request?.inviteeEmail ?? null,
        status: 'expired',
        at: entry.at,
        role: request?.role ?? null,
      };
    }),
    cursor: page.cursor,
  };
}

function summaryOf(entry: FeedEntry): string {
  const d = entry.detail;
  switch (entry.kind) {
    case 'self_validation_refused':
      return `The owner tried to co-sign their own proof (${d.stage ?? 'unknown step'}${d.email ? `, as ${d.email}` : ''})`;
    case 'signed_by_other':
      return `Sent to ${d.inviteeEmail ?? 'unknown'}, ${d.decision ?? 'decided'} by ${[d.signerName, d.signerEmail ? `(${d.signerEmail})` : null].filter(Boolean).join(' ') || 'another LinkedIn account'}`;
    case 'withdrawal':
      return `${d.validatorEmail ?? 'A co-signer'} withdrew: ${d.reason ?? ''}`.trim();
    case 'mutual_cosigning':
      return `${d.signerName ?? d.signerUserId ?? 'A user'} and ${d.ownerName ?? d.ownerUserId ?? 'a user'} co-sign each other’s proofs`;
    case 'owner_session':
      return `${d.validatorEmail ?? 'A co-signer'} ${d.decision ?? 'decided'} from a browser the owner signed in with lately: it verifies nothing`;
    case 'shared_network':
      return `${d.validatorEmail ?? 'A co-signer'} ${d.decision ?? 'decided'} from a network the owner used lately`;
    case 'throwaway_domain':
      return `${d.validatorEmail ?? 'A co-signer'} ${d.decision ?? 'decided'} with a throwaway mail domain`;
    case 'lookalike_domain':
      return `${d.validatorEmail ?? 'A co-signer'} ${d.decision ?? 'decided'} with a domain that looks like the organisation’s`;
    default:
      return '';
  }
}

export async function signals(kind: SignalKind, options: PageOptions): Promise<PageResult<AdminSignal>> {
  const page = await listFeed(kind, options);
  return {
    items: page.items.map((entry) => ({
      id: entry.id,
      kind,
      at: entry.at,
      recognitionId: entry.recognitionId,
      proofTitle: entry.proofTitle,
      summary: summaryOf(entry),
      detail: entry.detail,
    })),
    cursor: page.cursor,
  };
}
