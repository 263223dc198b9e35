import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Unit and DOM test files share their worker's modules (isolate: false): starting a module graph
// per file cost about three quarters of these projects' time. A file that replaces a module
// (vi.mock) or sets an environment variable the configuration reads (config() is read once per
// process) would leak into the files after it, so such files run isolated, found by what they do.
const SHARED_STATE = /\bvi\.mock\(|process\.env\.\w+\s*=[^=]/;
const PURE_ROOTS = ['domain', 'core', 'lambdas', 'local', 'web', 'tests/unit'];
const sourceFiles = PURE_ROOTS.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`));
const isolatedFiles = sourceFiles.filter((file) => /\.test\.tsx?$/.test(file) && SHARED_STATE.test(readFileSync(file, 'utf8')));

// Four layers: unit (pure code, beside it or under tests/unit), web (React hooks and components in
// happy-dom with Testing Library), infra (CDK assertions) and integration (real DynamoDB Local,
// real HTTP against a private local runtime).
const UNIT_FILES = ['domain/**/*.test.ts', 'core/**/*.test.ts', 'lambdas/**/*.test.ts', 'local/**/*.test.ts', 'web/**/*.test.ts', 'tests/unit/**/*.test.ts'];

export default defineConfig({
  test: {
    // The machine's Node may be older than the cloud's Node 22; the SDK's notice about it is noise here.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
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
          include: isolatedFiles.filter((file) => !file.includes('.dom.test.')),
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          // Files that need a DOM say so in their name: `*.dom.test.ts(x)`.
          include: ['web/**/*.dom.test.{ts,tsx}'],
          exclude: isolatedFiles,
          environment: 'happy-dom',
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          sequence: { groupOrder: 0 },
          include: isolatedFiles.filter((file) => file.includes('.dom.test.')),
          environment: 'happy-dom',
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
          // (loading and compiling CDK and cdk-nag), so the files share their workers' modules.
          isolate: false,
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'integration',
          // Runs after the others: each file starts its own runtime, or makes its own table on one
          // shared DynamoDB Local.
          sequence: { groupOrder: 2 },
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/dynamodb-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two runtimes at a time fit a 2-core machine.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
