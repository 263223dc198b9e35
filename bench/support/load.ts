// One autocannon run, reduced to the figures the benchmarks print.
import autocannon from 'autocannon';

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
}

export interface LoadOptions {
  readonly connections: number;
  readonly durationS: number;
  readonly headers?: Record<string, string>;
  /** A one-second run first, so the figures are of a warm server. */
  readonly warmUp?: boolean;
}

export async function measureLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const { connections, durationS, headers = {} } = options;
  if (options.warmUp) await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: durationS, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
