// How every function is bundled, in one place: the CDK functions and bench/lambda-bundles.ts use
// the same settings, so the benchmark measures what is deployed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/** The repository root (this file lives in lib/). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const RUNTIME = Runtime.NODEJS_24_X;
export const ARCHITECTURE = Architecture.ARM_64;
export const NODE_TARGET = 'node24';

/**
 * ES module output needs `require` for the CommonJS packages esbuild inlines (they may require
 * Node built-ins at run time); the alias avoids clashing with names in the bundled code.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __provenlyCreateRequire } from 'node:module'; const require = __provenlyCreateRequire(import.meta.url);";

/** Settings shared by CDK's NodejsFunction and the bundle benchmark. */
export const BUNDLE_SETTINGS = {
  target: NODE_TARGET,
  format: 'esm',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  /** The AWS SDK is bundled, so each function runs the version the lock file pins. */
  external: [] as string[],
} as const;

/**
 * Compile-time constants of every bundle. Libraries that ship a development and a production build
 * (React, react-dom's server renderer) choose by `process.env.NODE_ENV`; left undefined, esbuild
 * cannot tell which branch runs and bundles both (about 200 KB more in the page functions). Product
 * code never reads NODE_ENV.
 */
export const BUNDLE_DEFINES: Readonly<Record<string, string>> = { 'process.env.NODE_ENV': '"production"' };

/**
 * Packages replaced in every bundle, by path relative to the project root. jsonld's built-in
 * network document loader (and with it undici, about 430 KB) is never used: the product passes
 * its own loader to every JSON-LD call (core/credentials/document-loader.ts), so the bundles carry
 * a client that refuses instead (lib/bundle-stubs/no-remote-documents.ts).
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  '@digitalbazaar/http-client': './lib/bundle-stubs/no-remote-documents.ts',
};

/**
 * The image function keeps resvg's loader external: it picks its native binary at run time, and
 * lib/images.ts copies it, with the arm64 binary, into the bundle's node_modules.
 */
export const IMAGE_BUNDLE_EXTERNALS = ['@resvg/resvg-js'] as const;

/** The same settings for esbuild's own API (the bundle benchmark and test), outside CDK. */
export function esbuildOptions(external: readonly string[] = []): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: BUNDLE_SETTINGS.target,
    format: BUNDLE_SETTINGS.format,
    minify: BUNDLE_SETTINGS.minify,
    sourcemap: BUNDLE_SETTINGS.sourcemap,
    sourcesContent: BUNDLE_SETTINGS.sourcesContent,
    mainFields: [...BUNDLE_SETTINGS.mainFields],
    banner: { js: BUNDLE_SETTINGS.banner },
    external: [...BUNDLE_SETTINGS.external, ...external],
    define: { ...BUNDLE_DEFINES },
    alias: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([name, file]) => [name, path.join(PROJECT_ROOT, file)])),
  };
}

/** NodejsFunction bundling options; `extra` adds function-specific parts (externals, hooks). */
export function cdkBundling(extra: Partial<BundlingOptions> = {}): BundlingOptions {
  return {
    target: BUNDLE_SETTINGS.target,
    format: OutputFormat.ESM,
    minify: BUNDLE_SETTINGS.minify,
    sourceMap: BUNDLE_SETTINGS.sourcemap,
    sourcesContent: BUNDLE_SETTINGS.sourcesContent,
    mainFields: [...BUNDLE_SETTINGS.mainFields],
    banner: BUNDLE_SETTINGS.banner,
    bundleAwsSDK: true,
    externalModules: [...BUNDLE_SETTINGS.external],
    forceDockerBundling: false,
    define: { ...BUNDLE_DEFINES },
    ...extra,
    // Resolved from the project root, where CDK runs esbuild (local bundling).
    esbuildArgs: { '--alias': Object.entries(BUNDLE_ALIASES).map(([name, file]) => `${name}=${file}`), ...extra.esbuildArgs },
  };
}

/**
 * Bundling of a function that reads data packages on first use (`dataPackages` in
 * lambdas/routes.ts): the packages stay external, so their `import()` is left for run time, and are
 * copied whole into the asset's node_modules, where that import finds them. Nothing is installed or
 * downloaded: the copy comes from the project's node_modules, as package-lock.json pinned it.
 */
export function dataPackageBundling(packages: readonly string[]): Partial<BundlingOptions> {
  return {
    externalModules: [...BUNDLE_SETTINGS.external, ...packages],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) =>
        packages.map((name) => `mkdir -p "${outputDir}/node_modules/${path.posix.dirname(name)}" && cp -RL "${inputDir}/node_modules/${name}" "${outputDir}/node_modules/${name}"`),
    },
  };
}

/** Absolute path of a handler entry, failing with a clear message when the file is missing. */
export function resolveEntry(entry: string, owner: string): string {
  const absolute = path.resolve(PROJECT_ROOT, entry);
  if (!existsSync(absolute)) {
    throw new Error(
      `${owner}: handler file ${entry} does not exist. Create it (exporting \`handler\`) or fix its entry in lambdas/routes.ts.`,
    );
  }
  return absolute;
}
