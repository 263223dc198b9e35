// `npm start`: runs Provenly on this machine. PORT (default 3000) and DATA_DIR (default .data/).
// LOCAL_THROTTLE=off turns the route table's throttles off (benchmarks); LOCAL_DEMO=off skips the
// demo portfolio on an empty table; LOCAL_SCHEDULE=off runs the scheduled jobs only when the
// clock is moved (tests that compare the table before and after a request); LOCAL_EDGE_CACHE=off
// turns off the stand-in for CloudFront's caches (to measure the handlers themselves).
// `--build` builds the web app first (`npm start` does), into WEB_DIST_DIR (default dist/web),
// which is what the runtime serves. LOG_FORMAT=pretty|json: one readable line per log entry, or
// the JSON lines the cloud writes; the default is pretty on a terminal, JSON anywhere else.
import { resolve } from 'node:path';
import { inspect } from 'node:util';
import { PRODUCT_NAME } from '../domain/product';
import { buildWeb } from './build-web';
import { DataDirInUseError } from './data-dir-lock';
import { chooseLogFormat, prettyLogLine } from './log-format';
import { complain, isClosedOutputError, say, tolerateClosedOutput } from './output';
import { ROOT_DIR, startRuntime, type Runtime } from './runtime';

// First of all: output that goes away must not stop the runtime (local/output.ts).
tolerateClosedOutput();

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const dataDir = resolve(process.env.DATA_DIR ?? resolve(ROOT_DIR, '.data'));
const dev = process.argv.includes('--dev');
const build = process.argv.includes('--build') && !dev;
const webDir = resolve(process.env.WEB_DIST_DIR ?? resolve(ROOT_DIR, 'dist/web'));

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  complain(`PORT must be a port number between 1 and 65535 (got "${process.env.PORT}").`);
  process.exit(2);
}

const logFormat = chooseLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY === true);
if (!logFormat) {
  complain(`LOG_FORMAT must be pretty or json (got "${process.env.LOG_FORMAT}").`);
  process.exit(2);
}
const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
const logSink = logFormat === 'pretty' ? (line: string) => say(prettyLogLine(line, { color })) : say;

let runtime: Runtime | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await runtime?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    say(`\nStopping ${PRODUCT_NAME}...`);
    void shutdown(0);
  });
}
process.on('uncaughtException', (error) => {
  // A write to a closed output is no reason to stop, and reporting it would only write there again.
  if (isClosedOutputError(error)) return;
  complain(inspect(error));
  void shutdown(1);
});

if (build) {
  try {
    await buildWeb(webDir);
  } catch (error) {
    complain(error instanceof Error ? error.message : inspect(error));
    process.exit(1);
  }
}

try {
  runtime = await startRuntime({
    port,
    dataDir,
    dev,
    webDir,
    logSink,
    throttle: process.env.LOCAL_THROTTLE !== 'off',
    seedDemo: process.env.LOCAL_DEMO !== 'off',
    schedule: process.env.LOCAL_SCHEDULE !== 'off',
    edgeCache: process.env.LOCAL_EDGE_CACHE !== 'off',
  });
  say(`${PRODUCT_NAME} is running at ${runtime.url}`);
  say(`Data: ${dataDir}   Inbox: ${runtime.url}/__local/mail   Stop: Ctrl-C`);
} catch (error) {
  if (error instanceof DataDirInUseError) complain(error.message);
  else complain(`${PRODUCT_NAME} could not start: ${inspect(error)}`);
  process.exit(1);
}
