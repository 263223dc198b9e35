// The Data requests page (docs/data-rights.md, Operators): what people asked about their data and
// is not finished: proofs being deleted, accounts closing, archives being built. Ids and times only;
// each list one bounded Query of its queue, oldest first.
import { DATA_REQUESTS_SHOWN, type DataRequestsAnswer } from '../../domain/api/admin/data-requests';
import { clock } from '../clock';
import { listQueuedArchives } from '../data/archives/archives';
import { listClosures } from '../data/closures/closures';
import { listPendingErasures } from '../data/erasures/erasures';

/** The first `shown` of a list asked one longer, and whether it had more. */
const firstOf = <T>(items: readonly T[], shown: number) => ({ items: items.slice(0, shown), more: items.length > shown });

export async function listDataRequests(shown = DATA_REQUESTS_SHOWN): Promise<DataRequestsAnswer> {
  const [erasures, closures, archives] = await Promise.all([listPendingErasures(shown + 1), listClosures(shown + 1), listQueuedArchives(shown + 1)]);
  const now = clock.now().getTime();
  const deletions = firstOf(erasures.filter((erasure) => erasure.kind === 'proof'), shown);
  const closing = firstOf(closures, shown);
  const building = firstOf(archives, shown);
  return {
    proofDeletions: deletions.items.map((erasure) => ({ proofId: erasure.subjectId, ownerUserId: erasure.ownerUserId, requestedAt: erasure.requestedAt, toldAt: erasure.toldAt ?? null })),
    closures: closing.items.map((closure) => ({
      userId: closure.userId,
      requestedAt: closure.requestedAt,
      closesAt: closure.closesAt,
      state: Date.parse(closure.closesAt) <= now ? 'due' : 'waiting',
      deleteLinkedinPosts: closure.deleteLinkedinPosts,
    })),
    archives: building.items,
    more: { proofDeletions: deletions.more, closures: closing.more, archives: building.more },
  };
}
