// How a function that renders images is packaged (lib/images.ts's /og function and route-table
// entries with `rendersImages`): resvg is a native addon and the functions run on arm64 Linux.
// esbuild bundles everything else; @resvg/resvg-js stays external and is copied into the bundle's
// node_modules together with the arm64 binary, which comes from a vendored npm tarball
// (lib/vendor/resvg-js-linux-arm64-gnu-<version>.tgz). npm refuses to install a package built for
// another CPU (EBADPLATFORM), so the tarball is kept in the repository; its sha512 must equal the
// integrity package-lock.json records for that package, so it cannot drift from the lock. Nothing is
// installed or downloaded at synth: `cdk synth` stays offline and needs no Docker.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { IMAGE_BUNDLE_EXTERNALS, PROJECT_ROOT } from './bundling';

const RESVG = '@resvg/resvg-js';
const RESVG_ARM64 = '@resvg/resvg-js-linux-arm64-gnu';
/** Inter weights shipped with the function, for `@fontsource/inter/files/inter-latin-<w>-normal.woff` (core/images/fonts.ts). */
export const IMAGE_FONT_WEIGHTS = [400, 500, 600, 700, 800] as const;
/** Rendering grows memory with use (TOOLCHAIN.md): 1 GB. */
export const IMAGE_FUNCTION_MEMORY_MB = 1024;
export const IMAGE_FUNCTION_TIMEOUT = Duration.seconds(15);

/** Bundling of an image-rendering function: resvg external, its arm64 binary and the fonts copied in. */
export function imageBundling(): Partial<BundlingOptions> {
  const native = arm64Resvg();
  return {
    externalModules: [...IMAGE_BUNDLE_EXTERNALS],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string) => {
        const modules = `${outputDir}/node_modules`;
        const resvg = `${inputDir}/node_modules/${RESVG}`;
        const fonts = `${inputDir}/node_modules/@fontsource/inter`;
        return [
          `mkdir -p "${modules}/${RESVG}" "${modules}/${RESVG_ARM64}" "${modules}/@fontsource/inter/files"`,
          `cp "${resvg}/package.json" "${resvg}/index.js" "${resvg}/js-binding.js" "${modules}/${RESVG}/"`,
          `tar -xzf "${inputDir}/${native.tarball}" -C "${modules}/${RESVG_ARM64}" --strip-components=1 package/package.json package/${native.binary}`,
          `cp "${fonts}/package.json" "${fonts}/LICENSE" "${modules}/@fontsource/inter/"`,
          ...IMAGE_FONT_WEIGHTS.map(
            (weight) => `cp "${fonts}/files/inter-latin-${weight}-normal.woff" "${modules}/@fontsource/inter/files/"`,
          ),
        ];
      },
    },
  };
}

interface NativePackage {
  /** Tarball path relative to the project root. */
  readonly tarball: string;
  /** The .node file inside the tarball's package/ folder. */
  readonly binary: string;
}

/** Finds the vendored arm64 tarball and checks it against package-lock.json. */
export function arm64Resvg(root: string = PROJECT_ROOT): NativePackage {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages?: Record<string, { version?: string; integrity?: string }>;
  };
  const host = lock.packages?.[`node_modules/${RESVG}`];
  const arm64 = lock.packages?.[`node_modules/${RESVG_ARM64}`];
  if (!host?.version || !arm64?.version || !arm64.integrity) {
    throw new Error(`package-lock.json has no ${RESVG} / ${RESVG_ARM64} entry: run npm install`);
  }
  const version = arm64.version;
  const tarball = `lib/vendor/resvg-js-linux-arm64-gnu-${version}.tgz`;
  const refresh = `npm pack ${RESVG_ARM64}@${version} --pack-destination lib/vendor && mv lib/vendor/resvg-${path.basename(tarball)} ${tarball}`;
  if (host.version !== version) {
    throw new Error(`${RESVG} is ${host.version} but ${RESVG_ARM64} in the lock is ${version}: run npm install`);
  }
  const absolute = path.join(root, tarball);
  if (!existsSync(absolute)) {
    throw new Error(`The image function needs the arm64 resvg binary: ${tarball} is missing. Fetch it with: ${refresh}`);
  }
  const digest = `sha512-${createHash('sha512').update(readFileSync(absolute)).digest('base64')}`;
  if (digest !== arm64.integrity) {
    throw new Error(`${tarball} does not match the integrity package-lock.json records for ${RESVG_ARM64}@${version}. Replace it with: ${refresh}`);
  }
  return { tarball, binary: 'resvgjs.linux-arm64-gnu.node' };
}
