// A person asks for the archive of their data, watches it being made, and downloads it
// (docs/data-rights.md, "Download your data"). One archive at a time, at most one asked for an hour.
// The request starts the build and goes on with it for a while; what is left then (a large
// account), or what a failure stopped, the builder job finishes from the queue. The file goes to
// the private archives bucket; the download is a link made for the signed-in owner that lives a
// few minutes. A mail says when it is ready; the archive is kept a week. A build is tried at most
// three times, each under a lease, so a killed one neither blocks the person nor runs twice at once.
import { randomUUID } from 'node:crypto';
import type { ArchiveStatus } from '../../../domain/api/account-archive';
import { archiveMessages as m } from '../../../domain/messages/data-rights';
import { goOnFor } from '../../background';
import { clock } from '../../clock';
import { config } from '../../config';
import { claimArchiveTry, dropQueuedArchive, endArchive, getArchive, listQueuedArchives, recordArchiveProgress, releaseArchiveTry, startArchive, type StoredArchive } from '../../data/archives/archives';
import { conflict, rateLimited } from '../../errors';
import type { JobOutcome } from '../../jobs/catalogue';
import { createLogger } from '../../log';
import { archiveReadyMail } from '../../mail/archive-mails';
import { sendMail } from '../../mail/mailer';
import { putArchive } from '../../storage/archives';
import { ARCHIVE_INTERVAL_MS, archiveStatus } from './archive-reads';
import { zipArchive } from './archive';
import { gatherAccountArchive } from './gather';
import { renderArchiveImages } from './images';
import { utcDateTime } from '../../../domain/messages/dates';

const log = createLogger({ component: 'archives' });

const HOUR_MS = 3600_000;
/** How long a ready archive can be downloaded (the bucket deletes it a day later). */
export const ARCHIVE_KEPT_MS = 7 * 24 * HOUR_MS;
/** How long the request goes on building before it answers; the builder job finishes the rest. */
const BUILD_IN_REQUEST_MS = 12_000;
/** A build a failure stopped this many times is given up (the person may ask again at once). */
const MAX_TRIES = 3;
/** How long a try holds the build: longer than the builder job's function may run. */
const ARCHIVE_LEASE_MS = 6 * 60_000;
/** A build still queued after this long stopped: the builder job takes it up. */
export const ARCHIVE_BUILD_STALE_MS = 2 * 60_000;

export async function requestArchive(userId: string): Promise<ArchiveStatus> {
  const now = clock.now();
  const archive: StoredArchive = {
    id: randomUUID(),
    userId,
    state: 'building',
    requestedAt: now.toISOString(),
    progress: null,
    objectKey: null,
    fileName: null,
    readyAt: null,
    expiresAt: null,
    attempts: 0,
  };
  const started = await startArchive(archive, new Date(now.getTime() - ARCHIVE_INTERVAL_MS).toISOString());
  if (started === 'building') throw conflict(m.building);
  if (started === 'too-soon') {
    const previous = await getArchive(userId);
    throw rateLimited(m.tooSoon(utcDateTime(new Date(Date.parse(previous?.requestedAt ?? archive.requestedAt) + ARCHIVE_INTERVAL_MS).toISOString())));
  }
  await goOnFor(BUILD_IN_REQUEST_MS, buildArchive(archive), 'archive left for the builder');
  return archiveStatus(userId);
}

/**
 * One try of the build, under a lease: claimed and counted first (a function killed mid-build has
 * still used its try), then gathered, drawn, zipped, stored under this try's own key (a late try
 * never overwrites another's file), and ended as ready. False when the build was not free or another
 * run ended it. A failure frees the build for the next run, or ends it as failed after the last try.
 */
async function buildArchive(archive: StoredArchive): Promise<boolean> {
  const now = clock.now();
  const tries = await claimArchiveTry(archive, now.toISOString(), new Date(now.getTime() + ARCHIVE_LEASE_MS).toISOString());
  if (tries === null) return false;
  try {
    const contents = await gatherAccountArchive(archive.userId);
    let reported = 0;
    const images = await renderArchiveImages(contents, async (done, total) => {
      if (done - reported >= 10 || done === total) {
        reported = done;
        await recordArchiveProgress(archive.userId, archive.id, { done, total });
      }
    });
    const zip = zipArchive(contents, images);
    const objectKey = `archives/${archive.userId}/${archive.id}-${tries}.zip`;
    await putArchive(objectKey, zip);
    const readyAt = clock.nowIso();
    const expiresAt = new Date(Date.parse(readyAt) + ARCHIVE_KEPT_MS).toISOString();
    const fileName = `${contents.profile.username}-${readyAt.slice(0, 10)}.zip`;
    if (!(await endArchive(archive, { state: 'ready', objectKey, fileName, readyAt, expiresAt }))) return false;
    if (contents.profile.email) {
      const mail = archiveReadyMail({ to: contents.profile.email, name: contents.profile.displayName, settingsUrl: `${config().publicOrigin}/dashboard/settings`, until: utcDateTime(expiresAt) });
      await sendMail(mail).catch((error: unknown) => log.error('archive mail not sent', { error }));
    }
    return true;
  } catch (error) {
    if (tries >= MAX_TRIES) await endAsFailed(archive);
    else await releaseArchiveTry(archive);
    throw error;
  }
}

const endAsFailed = (archive: StoredArchive) => endArchive(archive, { state: 'failed', objectKey: null, fileName: null, readyAt: null, expiresAt: null });

/**
 * The builder job: takes up builds queued longer than a request goes on, oldest first. An entry
 * whose build is gone, ended or replaced leaves the queue; a build whose last try was killed ends
 * as failed once its lease is over, so nobody waits on it for ever.
 */
export async function finishQueuedArchives(): Promise<JobOutcome> {
  const now = clock.now();
  const due = (await listQueuedArchives()).filter((queued) => now.getTime() - Date.parse(queued.requestedAt) >= ARCHIVE_BUILD_STALE_MS);
  let built = 0;
  const errors: string[] = [];
  for (const queued of due) {
    const archive = await getArchive(queued.userId);
    if (!archive || archive.id !== queued.archiveId || archive.state !== 'building') {
      await dropQueuedArchive(queued.requestedAt, queued.userId);
      continue;
    }
    const leaseOver = !archive.leaseUntil || archive.leaseUntil <= now.toISOString();
    if (archive.attempts >= MAX_TRIES && leaseOver) {
      await endAsFailed(archive);
      errors.push(`An archive was given up after ${MAX_TRIES} tries`);
      continue;
    }
    try {
      if (await buildArchive(archive)) built += 1;
    } catch (error) {
      log.error('queued archive not built', { error });
      errors.push(`An archive was not built (try ${archive.attempts + 1} of ${MAX_TRIES}); the next run tries again`);
    }
  }
  return { items: built, errors, details: { due: due.length, built } };
}
