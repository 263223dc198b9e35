import { contentReportBodySchema, type ContentReportReceipt } from '../../domain/api/admin/moderation';
import { reportContent } from '../../core/moderation/reports';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

/** A visitor reports a public proof, project or portfolio page (rate-limited per address, client and route). */
export const handler = endpoint(routeNamed('ReportContent'), { body: contentReportBodySchema }, async ({ body }) =>
  respond(201, (await reportContent(body)) satisfies ContentReportReceipt),
);
