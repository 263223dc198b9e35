// The names the product's logs are found by: data only, so the CDK stack and the server code
// cannot disagree.

/** `service` of every log line. */
export const SERVICE_NAME = 'provenly';
