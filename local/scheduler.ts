// The local stand-in for EventBridge schedules: each scheduled job's handler on an interval.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScheduledJobDefinition } from '../lambdas/routes';

type JobHandler = (event: unknown) => Promise<unknown>;

export interface Scheduler {
  /** Runs every job now (after the clock moves, expiry should not wait for the next tick). */
  runAll(): Promise<void>;
  stop(): void;
}

export function startScheduler(
  jobs: readonly ScheduledJobDefinition[],
  rootDir: string,
  onError: (error: unknown, job: string) => void,
  options: { readonly intervals?: boolean } = {},
): Scheduler {
  const handlers = new Map<string, Promise<JobHandler>>();
  const handlerFor = (job: ScheduledJobDefinition) => {
    let handler = handlers.get(job.name);
    if (!handler) {
      handler = import(pathToFileURL(resolve(rootDir, job.entry)).href).then((module: { handler: JobHandler }) => module.handler);
      handlers.set(job.name, handler);
    }
    return handler;
  };
  const run = async (job: ScheduledJobDefinition) => {
    try {
      const handler = await handlerFor(job);
      await handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString(), detail: {} });
    } catch (error) {
      onError(error, job.name);
    }
  };
  const timers = options.intervals === false ? [] : jobs.map((job) => setInterval(() => void run(job), job.everyMinutes * 60_000));
  return {
    runAll: async () => {
      await Promise.all(jobs.map(run));
    },
    stop: () => timers.forEach(clearInterval),
  };
}
