// The names the product's logs and metrics are found by: data only, so the CDK stack's alarms
// (lib/alarms.ts) and the code that emits the metrics (core/metrics.ts) cannot disagree.

/** `service` of every log line and the `service` dimension of every metric. */
export const SERVICE_NAME = 'provenly';

/** CloudWatch namespace of the product's own metrics. */
export const METRIC_NAMESPACE = 'Provenly';

export const METRIC = {
  /** Invitation mails that went out (one per validator invited). */
  invitationsSent: 'InvitationsSent',
  /** A validator approved or declined (dimension `decision`). */
  validationDecisions: 'ValidationDecisions',
  /** Mails SES refused or that could not be handed to it. */
  mailFailures: 'MailFailures',
  /** Requests the product refused for one of its own limits (daily invites, reminders, new links). */
  throttles: 'Throttles',
  /** From the HTTP API's access log: requests API Gateway itself throttled (never reached a function). */
  gatewayThrottles: 'GatewayThrottles',
} as const;

export const DIMENSION = {
  service: 'service',
  route: 'route',
  decision: 'decision',
} as const;
