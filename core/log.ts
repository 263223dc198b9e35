// Structured JSON logs, one line per entry, written by Powertools Logger. Inside an invocation
// scope (withLogScope: every HTTP request and job) each line also carries the scope's fields (API
// Gateway's request id, route) and Lambda's context: function name, version, memory, Lambda's
// request id and cold start. Values under secret-looking keys, bearer tokens, JWTs and the tokens
// of private links (/validate/{token}, /withdraw/{token}) are replaced before a line is written.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger as PowertoolsLogger, type LogItem } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import { SERVICE_NAME } from './telemetry-names';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

export type LogSink = (line: string) => void;
let sink: LogSink | undefined;

/**
 * Redirects log lines and metric documents (the local runtime sends them to its own output; tests
 * capture them). Without a sink they go to stdout (errors and warnings to stderr), as in Lambda.
 */
export function setLogSink(next: LogSink | undefined): void {
  sink = next;
}

/** The sink set by setLogSink, if any: metric documents go there too. */
export function logSink(): LogSink | undefined {
  return sink;
}

/** Lambda's invocation context, as far as logs need it (core knows no aws-lambda types). */
export interface InvocationContext {
  readonly functionName: string;
  readonly functionVersion: string;
  readonly invokedFunctionArn: string;
  readonly memoryLimitInMB: string;
  readonly awsRequestId: string;
}

const SECRET_KEY = /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|password|token|[\w-]*(token|secret|link|verify)|html|text|content)$/i;
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
/** A private link's token in a path or URL: a validation, withdrawal or your-data link, a wallet offer's code, a bundle's id. */
const PRIVATE_LINK = /\/(validate|withdraw|your-data|wallet\/(?:offers|interactions|exchanges)|bundles?)\/[\w-]{16,}/g;
export const REDACTED = '[redacted]';

/** Keeps secrets out of log lines: tokens, private links, authorization headers, cookies and mail bodies. */
export function redact(key: string, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (SECRET_KEY.test(key)) return REDACTED;
  if (typeof value === 'string') return value.replace(BEARER, `Bearer ${REDACTED}`).replace(JWT, REDACTED).replace(PRIVATE_LINK, `/$1/${REDACTED}`);
  return value;
}

class ProvenlyLogger extends PowertoolsLogger {
  protected override printLog(logLevel: number, log: LogItem): void {
    if (!sink) return super.printLog(logLevel, log);
    log.prepareForPrint();
    sink(JSON.stringify(log.getAttributes(), this.getJsonReplacer()));
  }

  protected override createLogger(options?: ConstructorOptions): ProvenlyLogger {
    return new ProvenlyLogger(options);
  }
}

const root = new ProvenlyLogger({
  serviceName: SERVICE_NAME,
  // POWERTOOLS_LOG_LEVEL, else LOG_LEVEL, in any case; Lambda's own log-level control wins over both.
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || 'INFO').toUpperCase() as ConstructorOptions['logLevel'],
  jsonReplacerFn: redact,
});

interface Scope {
  readonly fields: Readonly<LogFields>;
  readonly context: InvocationContext | undefined;
  /** Made on the first line the scope writes: most requests write none below the level. */
  logger?: PowertoolsLogger;
}
const scopes = new AsyncLocalStorage<Scope>();
let invokedBefore = false;

const LEVELS: Record<string, number> = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 };
const WANTED: Record<LogLevel, number> = { debug: 8, info: 12, warn: 16, error: 20 };
const enabled = (level: LogLevel) => WANTED[level] >= (LEVELS[root.getLevelName()] ?? 12);

/** The scope's logger: its fields and its own copy of the Lambda context, made when first needed. */
function scopeLogger(scope: Scope): PowertoolsLogger {
  if (!scope.logger) {
    if (scope.context?.awsRequestId) root.addContext(scope.context as Parameters<PowertoolsLogger['addContext']>[0]);
    scope.logger = root.createChild({ persistentKeys: scope.fields });
  }
  return scope.logger;
}

/**
 * Runs `fn` in an invocation scope: every line logged inside it, from any module, carries `fields`
 * and the Lambda context (what Powertools' injectLambdaContext adds). The context is read into a
 * logger of this scope alone, so concurrent requests in the local runtime keep their own ids. That
 * logger is made only when the scope writes a line at an enabled level: a request that logs
 * nothing costs nothing here.
 */
export function withLogScope<T>(context: InvocationContext | undefined, fields: LogFields, fn: () => T): T {
  const scope: Scope = { fields, context };
  // The root keeps the cold-start flag: only the first invocation of this environment is cold, so
  // its logger is made at once (the flag is read when the context is first added).
  if (context?.awsRequestId && !invokedBefore) {
    invokedBefore = true;
    scopeLogger(scope);
  }
  return scopes.run(scope, fn);
}

/** The fields of the current invocation scope (empty outside one). */
export function scopeFields(): Readonly<LogFields> {
  return scopes.getStore()?.fields ?? {};
}

export function createLogger(base: LogFields = {}): Logger {
  const write = (level: LogLevel, message: string, fields?: LogFields) => {
    if (!enabled(level)) return;
    const scope = scopes.getStore();
    const target = scope ? scopeLogger(scope) : root;
    target[level](message, { ...base, ...fields });
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export const logger = createLogger();
