import type { ArchiveStatus } from '../../domain/api/account-archive';
import { archiveStatus } from '../../core/account/export/archive-reads';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The signed-in person's latest archive: building (how far), ready (until when), failed, or none. */
export const handler = endpoint(routeNamed('GetArchive'), {}, ({ caller }): Promise<ArchiveStatus> => archiveStatus(caller.id));
