import { contentReportBodySchema, type ContentReportReceipt } from '../../domain/api/admin/moderation';
import { reportContent } from '../../core/moderation/reports';
import { endpoint, respond, routeNamed } from '../shared/endpoint';
import { clientIpOf } from '../shared/http';

/** A visitor reports a public proof, project or portfolio page (rate-limited per reporter address, client address and route). */
export const handler = endpoint(routeNamed('ReportContent'), { body: contentReportBodySchema }, async ({ body, event }) =>
  respond(201, (await reportContent(body, { clientIp: clientIpOf(event) })) satisfies ContentReportReceipt),
);
