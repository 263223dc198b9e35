// Structured JSON logs, one line per entry, always carrying the request id when there is one.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? 'info') as LogLevel;
  return ORDER[level] ?? ORDER.info;
}

export type LogSink = (line: string) => void;
let sink: LogSink = (line) => process.stdout.write(`${line}\n`);

/** Redirects log lines (the local runtime sends them to its own output; tests capture them). */
export function setLogSink(next: LogSink): void {
  sink = next;
}

export function createLogger(base: LogFields = {}): Logger {
  const write = (level: LogLevel, message: string, fields?: LogFields) => {
    if (ORDER[level] < threshold()) return;
    sink(JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields }, errorReplacer));
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export const logger = createLogger();
