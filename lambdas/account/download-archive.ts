import type { ArchiveDownload } from '../../domain/api/account-archive';
import { archiveDownload } from '../../core/account/export/archive-reads';
import { endpoint, routeNamed } from '../shared/endpoint';

/** A link to the signed-in person's ready archive that lives a few minutes; nobody else's. */
export const handler = endpoint(routeNamed('DownloadArchive'), {}, ({ caller }): Promise<ArchiveDownload> => archiveDownload(caller.id));
