import { mailListQuerySchema, type MailPage } from '../../domain/api/admin/emails';
import { mailsPage } from '../../core/admin/emails';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Every mail sent, newest first (or only the failed ones): template, recipient, subject, time, status. */
export const handler = endpoint(routeNamed('AdminListEmails'), { query: mailListQuerySchema }, ({ query }): Promise<MailPage> => mailsPage(query.status, query));
