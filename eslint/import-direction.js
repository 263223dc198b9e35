// ESLint rule: imports must follow the architecture's direction (docs/decisions.md, "Layers and
// the import rule"). Each relative import is resolved to the folder it lands in, so `web/lib/x` is
// not mistaken for the CDK app's `lib/`. The repository root is this file's parent folder, so the
// rule checks the same whatever directory ESLint runs from. Project code is imported by relative
// path only: a bare `web/lib/x` or an absolute path would slip past the check.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Which top-level folders each layer may import from. */
export const ALLOWED = {
  domain: ['domain'],
  core: ['domain', 'core'],
  lambdas: ['domain', 'core', 'lambdas'],
  local: ['domain', 'core', 'lambdas', 'local'],
  web: ['domain', 'web'],
  lib: ['domain', 'lib', 'bin'],
  bin: ['domain', 'lib', 'bin'],
};

/**
 * Inside web/: which parts each part may import (besides domain/). A feature may import only
 * itself. Test files (`*.test.ts(x)`) may also use the test helpers in web/test/, which see
 * lib/ and components/.
 */
export const WEB_ALLOWED = {
  main: ['main', 'app', 'lib', 'components'],
  app: ['main', 'app', 'lib', 'components', 'features'],
  features: ['lib', 'components'],
  components: ['lib', 'components'],
  lib: ['lib'],
  test: ['test', 'lib', 'components'],
  ssr: ['ssr', 'app', 'lib', 'components', 'features'],
};

/**
 * The one web module server code may import: the public pages' server rendering, called by the
 * page handler (docs/decisions.md, "Server-rendered public pages").
 */
const SERVER_RENDER = 'web/ssr/render-public-page';

/** Data-only files the CDK app reads from server code; it refers to handlers by path only. */
const CDK_READS = new Set(['lambdas/routes', 'lambdas/realtime-routes', 'core/data/table-definition', 'core/env-names', 'core/telemetry-names']);

const WHY = {
  domain: 'domain/ is pure and imports nothing from other layers',
  core: 'core/ imports only domain/',
  lambdas: 'lambdas/ imports only core/ and domain/',
  local: 'local/ runs the server layers; it does not import web/ or the CDK app',
  web: 'web/ imports only domain/',
  lib: 'the CDK app reads domain/ and the data-only lambdas/routes, lambdas/realtime-routes and core/data/table-definition; it refers to handlers by file path',
  bin: 'the CDK app reads domain/ and the data-only lambdas/routes, lambdas/realtime-routes and core/data/table-definition; it refers to handlers by file path',
};

const WEB_WHY = {
  main: 'web/main.tsx starts the app: it imports app/, lib/ and components/',
  app: 'app/ composes the rest of web/',
  features: 'a feature imports lib/, components/ and its own files, never app/ or another feature',
  components: 'components/ import lib/ and each other, never app/ or a feature',
  lib: 'web/lib/ imports only domain/ and itself',
  test: 'the test helpers see lib/ and components/ only',
  ssr: 'ssr/ renders the public routes of app/ on the server; it never imports main.tsx',
};

// (Not 'eslint': that is also the name of the package.)
const TOP_LEVEL = new Set([...Object.keys(ALLOWED), 'tests', 'bench']);

const TEST_FILE = /\.test\.tsx?$/;

const withoutExtension = (path) => path.replace(/\.(d\.)?(ts|tsx|js|mjs|cjs)$/, '');

/** `web/features/dashboard/x.tsx` -> { part: 'features', feature: 'dashboard' }; a file right under web/ is 'main'. */
function webPart(parts) {
  if (parts.length <= 2) return { part: 'main', feature: null };
  const part = parts[1];
  return { part, feature: part === 'features' ? (parts[2] ?? null) : null };
}

export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between layers, and inside web/' },
    messages: {
      forbidden: "'{{source}}' is not allowed here: {{why}}.",
      notRelative: "'{{source}}' is project code: import it by a relative path, so the import direction can be checked.",
    },
    schema: [],
  },
  create(context) {
    const file = relative(PROJECT_ROOT, context.filename);
    if (file.startsWith('..') || isAbsolute(file)) return {};
    const fileParts = file.split(sep);
    const layer = fileParts[0];
    const checked = layer in ALLOWED;

    const checkWeb = (node, source, targetParts) => {
      const from = webPart(fileParts);
      const to = webPart(targetParts);
      if (!(from.part in WEB_ALLOWED)) return;
      const allowed =
        WEB_ALLOWED[from.part].includes(to.part) ||
        (from.part === 'features' && to.part === 'features' && from.feature === to.feature) ||
        (to.part === 'test' && TEST_FILE.test(file));
      if (!allowed) context.report({ node, messageId: 'forbidden', data: { source, why: WEB_WHY[from.part] } });
    };

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (isAbsolute(source) || TOP_LEVEL.has(source.split('/')[0])) {
        context.report({ node, messageId: 'notRelative', data: { source } });
        return;
      }
      if (!checked || !source.startsWith('.')) return;
      const target = relative(PROJECT_ROOT, resolve(dirname(context.filename), source));
      const parts = target.split(sep);
      const targetLayer = parts[0];
      if (!ALLOWED[layer].includes(targetLayer)) {
        if ((layer === 'lib' || layer === 'bin') && CDK_READS.has(withoutExtension(parts.join('/')))) return;
        if (layer === 'lambdas' && withoutExtension(parts.join('/')) === SERVER_RENDER) return;
        context.report({ node, messageId: 'forbidden', data: { source, why: WHY[layer] } });
        return;
      }
      if (layer === 'web' && targetLayer === 'web') checkWeb(node, source, parts);
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
