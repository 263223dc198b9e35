import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './tests/support/long-files-first';

// Unit and DOM test files share their worker's modules (isolate: false): starting a module graph
// per file cost about three quarters of these projects' time. A file that replaces a module
// (vi.mock) or sets an environment variable (vi.stubEnv, process.env.X =) would leak into the files
// after it, or find the configuration already read (config() reads it once per process, SDK
// clients are built once), so such files run isolated, found by what they do.
const SHARED_STATE = /\bvi\.(mock|stubEnv)\(|process\.env\.\w+\s*=[^=]/;
const PURE_ROOTS = ['domain', 'core', 'lambdas', 'local', 'web', 'tests/unit'];
const sourceFiles = PURE_ROOTS.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`));
/**
 * DOM tests type and click as a person does (user-event, a keystroke at a time): one that takes 1 s
 * alone took over 5 s while the whole suite shared a 2-core machine, so they get 15 s.
 */
const DOM_TEST_TIMEOUT_MS = 15_000;
const isolatedFiles = sourceFiles.filter((file) => /\.test\.tsx?$/.test(file) && SHARED_STATE.test(readFileSync(file, 'utf8')));

// The tiers of docs/testing.md: unit (pure code, beside it or under tests/unit), web (React hooks
// and components in happy-dom with Testing Library), infra (CDK assertions), integration (the
// handler tier: the real handlers through the local runtime in the test's process, on real
// DynamoDB Local) and runtime (whole `npm start` processes).
const UNIT_FILES = ['domain/**/*.test.ts', 'core/**/*.test.ts', 'lambdas/**/*.test.ts', 'local/**/*.test.ts', 'web/**/*.test.ts', 'tests/unit/**/*.test.ts'];

export default defineConfig({
  test: {
    // The machine's Node may be older than the cloud's Node 24; the SDK's notice about it is noise here.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Known long files first when there are no timings yet (a fresh clone): tests/support/long-files-first.ts.
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // Both cores (the group's projects share one setting): a single worker, the default on
          // two cores, left one idle for most of this group.
          maxWorkers: 2,
          include: UNIT_FILES,
          exclude: ['web/**/*.dom.test.{ts,tsx}', ...isolatedFiles],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: isolatedFiles.filter((file) => !file.includes('.dom.test.')),
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          // Files that need a DOM say so in their name: `*.dom.test.ts(x)`.
          include: ['web/**/*.dom.test.{ts,tsx}'],
          exclude: isolatedFiles,
          environment: 'happy-dom',
          isolate: false,
          testTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'web-isolated',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: isolatedFiles.filter((file) => file.includes('.dom.test.')),
          environment: 'happy-dom',
          testTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'infra',
          sequence: { groupOrder: 1 },
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file synthesizes the stacks. The first synthesis in a process costs about 7 s more
          // (loading and compiling CDK and cdk-nag), so the files share their worker's modules,
          // and one worker shares the two builds most files read (synthAsConfigured,
          // synthFullyConfigured): less CPU than two workers, and no longer.
          isolate: false,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'integration',
          // The handler tier (docs/testing.md): runs after the others; each file runs the local
          // runtime in its test process, or works on the data layer, with a table of its own on one
          // shared DynamoDB Local. Files share their worker's modules one after another (loading
          // the runtime's module graph per file was about half of a file's cost); what a file
          // changes in the process is put back after it (tests/support/file-isolation.ts).
          sequence: { groupOrder: 2 },
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/dynamodb-global-setup.ts'],
          setupFiles: ['tests/support/web-build-ready.ts', 'tests/support/file-isolation.ts'],
          isolate: false,
          // As the runtimes the tests start log: warnings and errors (a request line costs CPU).
          env: { LOG_LEVEL: 'warn' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'runtime',
          // The runtime tier: what only a whole `npm start` process shows (start-up, kill -9,
          // output closed, its log, migrations when it starts again on old data).
          sequence: { groupOrder: 3 },
          include: ['tests/runtime/**/*.test.ts'],
          setupFiles: ['tests/support/web-build-ready.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
