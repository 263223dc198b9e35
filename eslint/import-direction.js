// ESLint rule: relative imports must follow the architecture's direction (DESIGN.md section 2).
// Each import is resolved to the top-level folder it lands in, so `web/lib/x` is not mistaken for
// the CDK app's `lib/`.
import { dirname, relative, resolve, sep } from 'node:path';

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

const withoutExtension = (path) => path.replace(/\.(d\.)?(ts|tsx|js|mjs|cjs)$/, '');

export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between layers' },
    messages: { forbidden: "'{{source}}' is not allowed here: {{why}}." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename);
    const layer = file.split(sep)[0];
    if (!(layer in ALLOWED)) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source));
      const parts = target.split(sep);
      const targetLayer = parts[0];
      if (ALLOWED[layer].includes(targetLayer)) return;
      if ((layer === 'lib' || layer === 'bin') && CDK_READS.has(withoutExtension(parts.join('/')))) return;
      context.report({ node, messageId: 'forbidden', data: { source, why: WHY[layer] } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
