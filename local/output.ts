// The runtime's own output (stdout, stderr) may go away while it runs: `npm start | head -n 1`, a
// closed terminal, a log collector that stops. Writing to a closed pipe fails with EPIPE, which a
// stream reports as an 'error' event; unheard, that event is an uncaught exception, and an
// exception handler that reports it to the same closed pipe fails again, forever. So the runtime
// listens for those errors itself, and writes only to a stream that is still open.

type Output = NodeJS.WriteStream;

const isOpen = (stream: Output) => stream.writable && !stream.destroyed;

/** Keeps write errors on stdout and stderr from ever becoming uncaught exceptions. */
export function tolerateClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    // The stream is destroyed by then; later writes are dropped quietly by Node.
    stream.on('error', () => undefined);
  }
}

function writeLine(preferred: Output, fallback: Output, line: string): void {
  const stream = isOpen(preferred) ? preferred : isOpen(fallback) ? fallback : null;
  stream?.write(line.endsWith('\n') ? line : `${line}\n`);
}

/** Lines for people and log collectors: stdout, or stderr once stdout is gone, or nowhere. */
export const say = (line: string): void => writeLine(process.stdout, process.stderr, line);

/** Problems: stderr, or stdout once stderr is gone, or nowhere. */
export const complain = (line: string): void => writeLine(process.stderr, process.stdout, line);

/** Whether an error is a write to an output that has gone away. */
export const isClosedOutputError = (error: unknown): boolean =>
  ['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');
