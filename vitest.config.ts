import { defineConfig } from 'vitest/config';

// Four layers: unit (pure code, beside it or under tests/unit), web (React hooks and components in
// happy-dom with Testing Library), infra (CDK assertions) and integration (real DynamoDB Local,
// real HTTP against a private local runtime).
export default defineConfig({
  test: {
    // The machine's Node may be older than the cloud's Node 22; the SDK's notice about it is noise here.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['domain/**/*.test.ts', 'core/**/*.test.ts', 'lambdas/**/*.test.ts', 'local/**/*.test.ts', 'web/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['web/**/*.dom.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          // Files that need a DOM say so in their name: `*.dom.test.ts(x)`.
          include: ['web/**/*.dom.test.{ts,tsx}'],
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
