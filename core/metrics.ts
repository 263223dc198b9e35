// The product's own metrics, written by Powertools Metrics in CloudWatch's embedded metric format
// (EMF): one JSON line per event in the log stream, which CloudWatch turns into metrics. Locally the
// lines go where log lines go (the runtime's output); POWERTOOLS_METRICS_DISABLED=true turns them off.
// Names and dimensions are in telemetry-names.ts, which the alarms read too.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DECISIONS } from '../domain/entities';
import { createLogger, logSink, scopeFields } from './log';
import { DIMENSION, METRIC, METRIC_NAMESPACE, SERVICE_NAME } from './telemetry-names';

class ProvenlyMetrics extends Metrics {
  /** Publishes through the log sink when one is set (the local runtime, tests), else to stdout. */
  override publishStoredMetrics(): this {
    const sink = logSink();
    if (!sink || this.isDisabled()) return super.publishStoredMetrics();
    try {
      if (this.hasStoredMetrics()) sink(JSON.stringify(this.serializeMetrics()));
    } finally {
      this.clearMetrics();
      this.clearDimensions();
      this.clearMetadata();
    }
    return this;
  }
}

type DimensionSet = Readonly<Record<string, string>>;
const log = createLogger({ component: 'metrics' });

/**
 * One EMF document at once, so an event is never lost to a function that ends early and no
 * request's dimensions mix with another's. Each set is published with the `service` dimension.
 */
function emit(name: string, value: number, dimensionSets: readonly DimensionSet[]): void {
  try {
    const metrics = new ProvenlyMetrics({ namespace: METRIC_NAMESPACE, serviceName: SERVICE_NAME });
    for (const set of dimensionSets) metrics.addDimensions(set);
    metrics.addMetric(name, MetricUnit.Count, value);
    metrics.publishStoredMetrics();
  } catch (error) {
    // Counting is never a reason to fail the request it counts.
    log.warn('metric not published', { metric: name, error });
  }
}

/** The service-wide series (what the alarms watch) and, inside a request, the route's series. */
function serviceAndRoute(route: string | undefined): DimensionSet[] {
  const current = route ?? scopeFields().route;
  return typeof current === 'string' && current ? [{}, { [DIMENSION.route]: current }] : [{}];
}

export type Decision = (typeof DECISIONS)[number];

export const metrics = {
  /** Invitation mails that went out. */
  invitationsSent(count: number): void {
    if (count > 0) emit(METRIC.invitationsSent, count, [{}]);
  },
  validationDecided(decision: Decision): void {
    emit(METRIC.validationDecisions, 1, [{ [DIMENSION.decision]: decision }]);
  },
  mailFailed(): void {
    emit(METRIC.mailFailures, 1, serviceAndRoute(undefined));
  },
  /** A request refused for one of the product's own limits; the route defaults to the current request's. */
  throttled(route?: string): void {
    emit(METRIC.throttles, 1, serviceAndRoute(route));
  },
};
