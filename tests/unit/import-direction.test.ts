// The import rule of the architecture bites: each layer refuses what it may not import, inside
// web/ too, wherever ESLint runs from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = new Set(['no-restricted-imports', 'provenly/import-direction']);

async function problems(file: string, source: string, cwd = ROOT): Promise<string[]> {
  // ESLint finds eslint.config.js from the file, as `npx eslint` does in any folder of the project.
  const eslint = new ESLint({ cwd });
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && RULES.has(message.ruleId)).map((message) => message.message);
}

// ESLint's first run loads its configuration and plugins (seconds on a busy machine): done once
// here, so no single case pays for it within its own time limit.
beforeAll(async () => {
  await problems('domain/x.ts', '');
}, 60_000);

describe('the import direction between layers', () => {
  it.each([
    ['domain/x.ts', "import { db } from '../core/data/client';"],
    ['domain/x.ts', "import { readFileSync } from 'node:fs';"],
    ['domain/x.ts', "import { useState } from 'react';"],
    ['core/x.ts', "import { routes } from '../lambdas/routes';"],
    ['core/x.ts', "import type { APIGatewayProxyEventV2 } from 'aws-lambda';"],
    ['lambdas/x.ts', "import { startRuntime } from '../local/runtime';"],
    ['local/x.ts', "import { App } from '../web/app/App';"],
    ['web/features/x/y.ts', "import { db } from '../../../core/data/client';"],
    ['web/features/x/y.ts', "import { routes } from '../../../lambdas/routes';"],
    ['lib/x.ts', "import { handler } from '../lambdas/health';"],
    ['lib/x.ts', "import { checkHealth } from '../core/health';"],
    ['lib/x.ts', "export { handler } from '../lambdas/health';"],
    ['core/x.ts', "const load = () => import('../local/runtime');"],
    ['lambdas/pages/x.ts', "import { App } from '../../web/app/App';"],
    ['core/pages/x.ts', "import { renderPublicPage } from '../../web/ssr/render-public-page';"],
  ])('%s may not %s', async (file, source) => {
    expect(await problems(file, source)).toHaveLength(1);
  });

  it.each([
    ['core/x.ts', "import { PRODUCT_NAME } from '../domain/product';"],
    ['lambdas/x.ts', "import { checkHealth } from '../core/health';"],
    ['local/x.ts', "import { routes } from '../lambdas/routes';"],
    ['local/x.ts', "import { PRODUCT_NAME } from '../domain/product';"],
    ['local/x.ts', "import { clock } from '../core/clock';"],
    ['web/features/x/y.ts', "import { PRODUCT_NAME } from '../../../domain/product';"],
    ['lib/x.ts', "import { routes } from '../lambdas/routes';"],
    ['lib/x.ts', "import { tableDefinition } from '../core/data/table-definition';"],
    ['lib/x.ts', "import { WebConstruct } from './web';"],
    ['lib/x.ts', "import type { RuntimeConfig } from '../domain/api/config';"],
    ['lambdas/pages/x.ts', "import { renderPublicPage } from '../../web/ssr/render-public-page';"],
  ])('%s may %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });
});

describe('the layers inside web/', () => {
  it.each([
    ['web/features/dashboard/x.ts', "import { useSession } from '../../app/auth/AuthLayout';"],
    ['web/features/dashboard/x.ts', "import { ProofPage } from '../public/ProofPage';"],
    ['web/features/dashboard/x.ts', "export { ProofPage } from '../public/ProofPage';"],
    ['web/features/dashboard/x.ts', "const load = () => import('../public/ProofPage');"],
    ['web/components/x.ts', "import { MyProofs } from '../features/dashboard/MyProofs';"],
    ['web/components/x.ts', "import { router } from '../app/router';"],
    ['web/lib/x.ts', "import { Logo } from '../components/Logo';"],
    ['web/lib/x.ts', "import { myProofsQuery } from '../features/dashboard/api/my-proofs';"],
    ['web/lib/session/x.ts', "import { router } from '../../app/router';"],
    ['web/features/dashboard/x.ts', "import { fakeApi } from '../../test/fake-api';"],
    ['web/test/x.ts', "import { MyProofs } from '../features/dashboard/MyProofs';"],
  ])('%s may not %s', async (file, source) => {
    expect(await problems(file, source)).toHaveLength(1);
  });

  it.each([
    ['web/app/router.tsx', "import { prefetchPublic } from '../features/public/prefetch';"],
    ['web/app/x.ts', "import { useSession } from '../lib/session/session';"],
    ['web/main.tsx', "import { App } from './app/App';"],
    ['web/features/dashboard/x.ts', "import { MyProofs } from './MyProofs';"],
    ['web/features/dashboard/api/x.ts', "import { ProjectCard } from '../ProjectCard';"],
    ['web/features/dashboard/x.ts', "import { useApi } from '../../lib/session/useApi';"],
    ['web/features/dashboard/x.ts', "import { Logo } from '../../components/Logo';"],
    ['web/components/x.ts', "import { useDocumentTitle } from '../lib/useDocumentTitle';"],
    ['web/lib/session/x.ts', "import { apiFetch } from '../api';"],
    ['web/lib/x.ts', "import { VALIDATION_UPDATES } from '../../domain/api/live-updates';"],
    ['web/features/dashboard/x.dom.test.tsx', "import { fakeApi } from '../../test/fake-api';"],
    ['web/test/x.tsx', "import { ToastProvider } from '../components/toast/ToastProvider';"],
  ])('%s may %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });
});

describe('project imports', () => {
  it.each([
    ['web/features/dashboard/x.ts', "import { apiFetch } from 'web/lib/api';"],
    ['web/features/dashboard/x.ts', "import { db } from 'core/data/client';"],
    ['core/x.ts', "import { PRODUCT_NAME } from 'domain/product';"],
    ['tests/unit/x.ts', "import { routes } from 'lambdas/routes';"],
    ['web/features/dashboard/x.ts', `import { db } from '${path.join(ROOT, 'core/data/client')}';`],
  ])('%s may not name project code by a non-relative path: %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([expect.stringContaining('import it by a relative path')]);
  });

  it('are checked against the repository root whatever directory ESLint runs from', async () => {
    const fromWeb = path.join(ROOT, 'web');
    expect(await problems('web/features/dashboard/x.ts', "import { ProofPage } from '../public/ProofPage';", fromWeb)).toHaveLength(1);
    expect(await problems('domain/x.ts', "import { db } from '../core/data/client';", fromWeb)).toHaveLength(1);
  });
});
