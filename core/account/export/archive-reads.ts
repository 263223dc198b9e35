// What the person reads of their archive (docs/data-rights.md, "Download your data"): its state,
// and a link to it made for them that lives a few minutes. Apart from the building
// (archive-service.ts), which draws cards: these functions do not carry the renderer.
import type { ArchiveDownload, ArchiveStatus } from '../../../domain/api/account-archive';
import { archiveMessages as m } from '../../../domain/messages/data-rights';
import { clock } from '../../clock';
import { getArchive, type StoredArchive } from '../../data/archives/archives';
import { notFound } from '../../errors';
import { ARCHIVE_LINK_SECONDS, archiveLink } from '../../storage/archives';

const HOUR_MS = 3600_000;
/** One archive an hour: building one reads the whole account. */
export const ARCHIVE_INTERVAL_MS = HOUR_MS;

/** Ready and not yet past its week: what can be downloaded. */
const downloadable = (archive: StoredArchive): archive is StoredArchive & { objectKey: string; expiresAt: string } =>
  archive.state === 'ready' && archive.objectKey !== null && archive.expiresAt !== null && archive.expiresAt > clock.nowIso();

function statusOf(archive: StoredArchive | null): ArchiveStatus {
  // A ready archive past its week is as none: the bucket deletes it.
  if (!archive || (archive.state === 'ready' && !downloadable(archive))) return { archive: null };
  const { state, requestedAt, progress, readyAt, expiresAt } = archive;
  return { archive: { state, requestedAt, progress, readyAt, expiresAt, nextAllowedAt: new Date(Date.parse(requestedAt) + ARCHIVE_INTERVAL_MS).toISOString() } };
}

export async function archiveStatus(userId: string): Promise<ArchiveStatus> {
  return statusOf(await getArchive(userId));
}

/** A link to the person's ready archive, for a few minutes; none ready is not found. */
export async function archiveDownload(userId: string): Promise<ArchiveDownload> {
  const archive = await getArchive(userId);
  if (!archive || !downloadable(archive)) throw notFound(m.noneReady);
  return { url: await archiveLink(archive.objectKey, archive.fileName ?? 'archive.zip'), expiresInSeconds: ARCHIVE_LINK_SECONDS };
}

