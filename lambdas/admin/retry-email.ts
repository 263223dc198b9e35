import { mailIdPathSchema, type MailRecord } from '../../domain/api/admin/emails';
import { retryMail } from '../../core/admin/emails';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Sends a failed mail again (recorded in the admin action log). */
export const handler = endpoint(routeNamed('AdminRetryEmail'), { path: mailIdPathSchema }, ({ caller, path }): Promise<MailRecord> => retryMail(caller, path.id));
