// The import rule of the architecture bites: each layer refuses what it may not import.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'provenly/import-direction')
    .map((message) => message.message);
}

describe('the import direction', () => {
  it.each([
    ['domain/x.ts', "import { db } from '../core/data/client';"],
    ['domain/x.ts', "import { readFileSync } from 'node:fs';"],
    ['domain/x.ts', "import { useState } from 'react';"],
    ['core/x.ts', "import { routes } from '../lambdas/routes';"],
    ['core/x.ts', "import type { APIGatewayProxyEventV2 } from 'aws-lambda';"],
    ['lambdas/x.ts', "import { startRuntime } from '../local/runtime';"],
    ['local/x.ts', "import { App } from '../web/app/App';"],
    ['web/features/x.ts', "import { db } from '../../core/data/client';"],
    ['web/features/x.ts', "import { routes } from '../../lambdas/routes';"],
    ['lib/x.ts', "import { handler } from '../lambdas/health';"],
    ['lib/x.ts', "import { checkHealth } from '../core/health';"],
    ['lib/x.ts', "export { handler } from '../lambdas/health';"],
    ['core/x.ts', "const load = () => import('../local/runtime');"],
  ])('%s may not %s', async (file, source) => {
    expect(await problems(file, `${source}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['core/x.ts', "import { PRODUCT_NAME } from '../domain/product';"],
    ['lambdas/x.ts', "import { checkHealth } from '../core/health';"],
    ['local/x.ts', "import { routes } from '../lambdas/routes';"],
    ['web/features/x.ts', "import { PRODUCT_NAME } from '../../domain/product';"],
    ['lib/x.ts', "import { routes } from '../lambdas/routes';"],
    ['lib/x.ts', "import { tableDefinition } from '../core/data/table-definition';"],
    ['lib/x.ts', "import { WebConstruct } from './web';"],
    ['web/features/x.ts', "import { safeReturnTo } from '../lib/return-to';"],
  ])('%s may %s', async (file, source) => {
    expect(await problems(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});
