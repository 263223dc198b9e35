// Packaging, with real bundling (as `npm run synth` does): every function is one ES module; the
// image function also carries resvg's loader, the arm64 Linux binary and the Inter fonts.
// CDK bundles one function per esbuild process (about 1.5 s each, minutes for all of them), so it
// bundles here the routes these tests open and the functions every stack has; a sample of the
// functions is built with the same settings in one esbuild run of its own, and every function by
// the bundle benchmark (npm run bench).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { esbuildOptions, ESM_REQUIRE_BANNER, PROJECT_ROOT } from '../../lib/bundling';
import { externalsOf, functionEntries, type FunctionEntry } from '../../lib/function-entries';
import { CARD_FONT_WEIGHTS } from '../../core/images/fonts';
import { DECISION_DATA_PACKAGES, routes, type RouteDefinition } from '../../lambdas/routes';
import { arm64Resvg, IMAGE_FONT_WEIGHTS } from '../../lib/images';
import { SIZE_BUDGET_BYTES } from '../../bench/lambda-bundles';
import { functionLogicalId, resourcesOf, synth, type Synthesized } from './synth';

let built: Synthesized;

const imageRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.rendersImages);
const signingRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.signsCredentials).map((route) => route.name);

const healthRoute = (routes as readonly RouteDefinition[]).filter((route) => route.name === 'Health');

/** A function that signs credentials, bundled by CDK as deployed. */
const signingRoute = (routes as readonly RouteDefinition[]).filter((route) => route.name === 'PublishProof');

/** A function that ships a data package beside its bundle. */
const decisionRoute = (routes as readonly RouteDefinition[]).filter((route) => route.name === 'DecideValidation');

beforeAll(() => {
  built = synth({ bundle: true, routes: [...healthRoute, ...signingRoute, ...decisionRoute, ...imageRoutes], scheduledJobs: [] });
}, 600_000);

function assetDir(constructPath: string): string {
  const fn = resourcesOf(built.template, 'AWS::Lambda::Function')[functionLogicalId(built, constructPath)];
  const key = (fn?.Properties.Code as { S3Key: string }).S3Key;
  return path.join(built.outdir, `asset.${key.replace(/\.zip$/, '')}`);
}

describe('function bundles', () => {
  it('bundles a route into one minified ES module with its source map and no node_modules', () => {
    const dir = assetDir('Api/RouteHealth');
    expect(existsSync(path.join(dir, 'index.mjs'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.mjs.map'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
    // Compare booleans: a failing match would print the whole bundle.
    expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8').startsWith(ESM_REQUIRE_BANNER)).toBe(true);
  });

  it.each(['Images/OgImage', ...imageRoutes.map((route) => `Api/Route${route.name}`)])('ships %s with resvg for arm64 Linux and the Inter fonts', (constructPath) => {
    const dir = assetDir(constructPath);
    const modules = path.join(dir, 'node_modules');
    const binary = path.join(modules, '@resvg/resvg-js-linux-arm64-gnu/resvgjs.linux-arm64-gnu.node');
    expect(statSync(binary).size).toBeGreaterThan(1_000_000);
    // ELF, 64-bit, machine type 0xB7 = AArch64.
    const header = readFileSync(binary).subarray(0, 20);
    expect(header.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
    expect(header.readUInt16LE(18)).toBe(0xb7);
    for (const file of ['package.json', 'index.js', 'js-binding.js']) expect(existsSync(path.join(modules, '@resvg/resvg-js', file))).toBe(true);
    for (const weight of IMAGE_FONT_WEIGHTS) {
      expect(existsSync(path.join(modules, `@fontsource/inter/files/inter-latin-${weight}-normal.woff`))).toBe(true);
    }
    expect(readFileSync(path.join(dir, 'index.mjs'), 'utf8').includes('from"@resvg/resvg-js"')).toBe(true);
  });
});

/**
 * The functions built here with the deployed settings: every image function, every function that
 * signs credentials (the largest bundles), and the first of each kind (route, job, realtime,
 * migrations). `npm run bench` builds every function the same way (bench/lambda-bundles.ts).
 */
function sampleOf(entries: readonly FunctionEntry[]): FunctionEntry[] {
  const kindOf = (fn: FunctionEntry) => fn.name.split(' ')[0];
  const isFirstOfKind = (fn: FunctionEntry) => entries.find((other) => kindOf(other) === kindOf(fn)) === fn;
  return entries.filter((fn) => fn.rendersImages || signingRoutes.includes(fn.name.replace(/^route /, '')) || isFirstOfKind(fn));
}

describe('a sample of the functions', () => {
  it('bundles with the deployed settings, into one ES module each', async () => {
    const entries = functionEntries();
    expect(entries.length).toBeGreaterThan(imageRoutes.length + 50);
    const sample = sampleOf(entries);
    expect(sample.length).toBeGreaterThan(signingRoutes.length + imageRoutes.length);
    for (const rendersImages of [false, true]) {
      const group = sample.filter((fn) => Boolean(fn.rendersImages) === rendersImages);
      const result = await build({
        ...esbuildOptions(externalsOf(group[0]!)),
        entryPoints: Object.fromEntries(group.map((fn, index) => [`${index}/index`, path.join(PROJECT_ROOT, fn.entry)])),
        outdir: mkdtempSync(path.join(tmpdir(), 'provenly-bundles-')),
        outExtension: { '.js': '.mjs' },
        write: false,
        logLevel: 'silent',
      });
      expect(result.errors).toEqual([]);
      const modules = result.outputFiles.filter((file) => file.path.endsWith('/index.mjs'));
      expect(modules).toHaveLength(group.length);
      for (const module of modules) expect(module.text.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    }
  }, 120_000);
});

describe('the credential code in a bundle', () => {
  it('is deployed without jsonld\'s network client (undici), within the 1 MiB bundle budget', () => {
    const bundle = readFileSync(path.join(assetDir('Api/RoutePublishProof'), 'index.mjs'), 'utf8');
    expect(Buffer.byteLength(bundle)).toBeLessThanOrEqual(SIZE_BUDGET_BYTES);
    expect(bundle.includes('never fetches remote JSON-LD documents')).toBe(true);
    expect(/undici/i.test(bundle)).toBe(false);
  });

  it('signs and verifies without jsonld\'s network loader, which refuses instead of fetching', async () => {
    const outfile = path.join(mkdtempSync(path.join(tmpdir(), 'provenly-signing-')), 'index.mjs');
    const result = await build({
      ...esbuildOptions(),
      entryPoints: [path.join(PROJECT_ROOT, 'tests/infra/fixtures/sign-and-verify-entry.ts')],
      outfile,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((file) => file.includes('node_modules/undici/'))).toBe(false);
    expect(inputs.some((file) => file.includes('node_modules/@digitalbazaar/http-client/'))).toBe(false);
    expect(inputs.some((file) => file.endsWith('lib/bundle-stubs/no-remote-documents.ts'))).toBe(true);
    const output = execFileSync(process.execPath, [outfile], { encoding: 'utf8', timeout: 30_000 });
    const { verified, remote } = JSON.parse(output) as { verified: boolean; remote: string };
    expect(verified).toBe(true);
    expect(remote).toContain('Provenly never fetches remote JSON-LD documents');
  }, 60_000);
});

describe('data packages', () => {
  it('are shipped beside the decision function\'s bundle, read at run time, not bundled', () => {
    expect(decisionRoute[0]?.dataPackages).toEqual(DECISION_DATA_PACKAGES);
    const dir = assetDir('Api/RouteDecideValidation');
    const bundle = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    expect(Buffer.byteLength(bundle)).toBeLessThanOrEqual(SIZE_BUDGET_BYTES);
    for (const name of DECISION_DATA_PACKAGES) {
      expect(bundle.includes(`import("${name}"`)).toBe(true);
      const shipped = path.join(dir, 'node_modules', name);
      const pkg = JSON.parse(readFileSync(path.join(shipped, 'package.json'), 'utf8')) as { main: string; version: string };
      expect(pkg.version).toBe(JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version);
      expect(statSync(path.join(shipped, pkg.main)).size).toBeGreaterThan(1_000_000);
    }
    // Run from the asset: the import the bundle leaves resolves to the shipped copy.
    const script = `const m = await import('disposable-email-domains', { with: { type: 'json' } }); process.stdout.write(String(m.default.includes('mailinator.com')));`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' })).toBe('true');
  });

  it('are kept out of the bundle by the benchmark too (the function entries say which)', () => {
    const entry = functionEntries().find((fn) => fn.name === 'route DecideValidation');
    expect(entry && externalsOf(entry)).toEqual([...DECISION_DATA_PACKAGES]);
  });
});

describe('the fonts', () => {
  it('are the weights the card renderer loads', () => {
    expect([...IMAGE_FONT_WEIGHTS]).toEqual([...CARD_FONT_WEIGHTS]);
  });
});

describe('the vendored arm64 tarball', () => {
  it('matches the integrity package-lock.json records', () => {
    expect(arm64Resvg().tarball).toMatch(/^lib\/vendor\/resvg-js-linux-arm64-gnu-\d+\.\d+\.\d+\.tgz$/);
  });

  it('is refused when it does not match the lock', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'provenly-lock-'));
    const lock = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package-lock.json'), 'utf8'));
    lock.packages['node_modules/@resvg/resvg-js-linux-arm64-gnu'].integrity = 'sha512-AAAA';
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    const { tarball } = arm64Resvg();
    mkdirSync(path.join(root, path.dirname(tarball)), { recursive: true });
    copyFileSync(path.join(PROJECT_ROOT, tarball), path.join(root, tarball));
    expect(() => arm64Resvg(root)).toThrow(/does not match the integrity/);
  });
});
