// Packaging, with real bundling (as `npm run synth` does): every function is one ES module; the
// image function also carries resvg's loader, the arm64 Linux binary and the Inter fonts.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER, PROJECT_ROOT } from '../../lib/bundling';
import { CARD_FONT_WEIGHTS } from '../../core/images/fonts';
import { routes, type RouteDefinition } from '../../lambdas/routes';
import { arm64Resvg, IMAGE_FONT_WEIGHTS } from '../../lib/images';
import { functionLogicalId, resourcesOf, synth, type Synthesized } from './synth';

let built: Synthesized;

const imageRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.rendersImages);

// Bundling every function (about 90) takes minutes on two cores.
beforeAll(() => {
  built = synth({ bundle: true });
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
