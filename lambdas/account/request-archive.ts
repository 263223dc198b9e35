import type { ArchiveStatus } from '../../domain/api/account-archive';
import { requestArchive } from '../../core/account/export/archive-service';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Starts the archive of everything held about the signed-in person: 409 while one is built, 429 within the hour. */
export const handler = endpoint(routeNamed('RequestArchive'), {}, ({ caller }): Promise<ArchiveStatus> => requestArchive(caller.id));
