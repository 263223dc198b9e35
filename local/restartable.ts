// A service the runtime stops and starts again as what it depends on comes and goes (the stream
// notifier follows DynamoDB Local through restarts). Transitions run one at a time, in order.
export interface Stoppable {
  stop(): Promise<void>;
}

export interface Restartable {
  /** Stops the running instance, if any, until the next `start`. */
  pause(): Promise<void>;
  /** Stops the running instance, if any, and starts a new one; rejects if that fails. */
  start(): Promise<void>;
  /** Stops for good. */
  stop(): Promise<void>;
}

export function restartable(launch: () => Promise<Stoppable>): Restartable {
  let running: Stoppable | undefined;
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (step: () => Promise<void>): Promise<void> => {
    const result = queue.then(step);
    queue = result.catch(() => undefined); // a failed step does not block the next one
    return result;
  };
  const halt = async () => {
    const current = running;
    running = undefined;
    await current?.stop();
  };
  return {
    pause: () => enqueue(halt),
    start: () =>
      enqueue(async () => {
        await halt();
        if (!stopped) running = await launch();
      }),
    stop: () => {
      stopped = true;
      return enqueue(halt);
    },
  };
}
