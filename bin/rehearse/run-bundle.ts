// Runs one deployed function's bundle under Node, as Lambda would start it: the zip CloudFormation
// deployed, fetched from moto's S3 (moto's Lambda invoke needs Docker, and its code location is
// not a URL it serves), unpacked, its handler called in a child process with the function's
// deployed environment plus moto's endpoint. The function's S3 location is read from its stack's
// deployed template; moto names a function `<stack name>-<logical id>-<suffix>`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BundleRun { readonly result?: unknown; readonly error?: string }

export function runDeployedBundle(options: {
  readonly functionName: string;
  readonly event: unknown;
  readonly awsEnv: NodeJS.ProcessEnv;
  readonly aws: (args: readonly string[]) => unknown;
  readonly stackNames: readonly string[];
}): BundleRun {
  const dir = mkdtempSync(path.join(tmpdir(), 'provenly-rehearse-bundle-'));
  try {
    return runIn(dir, options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runIn(dir: string, options: Parameters<typeof runDeployedBundle>[0]): BundleRun {
  const fn = options.aws(['lambda', 'get-function', '--function-name', options.functionName]) as {
    Configuration: { Handler: string; Environment?: { Variables?: Record<string, string> } };
  };
  const zip = path.join(dir, 'code.zip');
  const stack = [...options.stackNames].sort((a, b) => b.length - a.length).find((name) => options.functionName.startsWith(`${name}-`));
  if (!stack) return { error: 'no deployed stack holds it' };
  const logicalId = options.functionName.slice(stack.length + 1).split('-')[0] as string;
  const body = (options.aws(['cloudformation', 'get-template', '--stack-name', stack]) as { TemplateBody: unknown }).TemplateBody;
  const template = (typeof body === 'string' ? JSON.parse(body) : body) as { Resources: Record<string, { Properties?: { Code?: { S3Bucket?: unknown; S3Key?: unknown } } }> };
  const code = template.Resources[logicalId]?.Properties?.Code;
  if (typeof code?.S3Bucket !== 'string' || typeof code.S3Key !== 'string') return { error: `no S3 code location for ${logicalId} in ${stack}'s deployed template` };
  options.aws(['s3', 'cp', `s3://${code.S3Bucket}/${code.S3Key}`, zip, '--only-show-errors']);
  const unzip = spawnSync('python3', ['-m', 'zipfile', '-e', zip, path.join(dir, 'code')], { encoding: 'utf8' });
  if (unzip.status !== 0) return { error: `unzipping: ${unzip.stderr}` };
  const [file, exported] = fn.Configuration.Handler.split('.') as [string, string];
  const entry = readdirSync(path.join(dir, 'code')).find((name) => name === `${file}.mjs` || name === `${file}.js`);
  if (!entry) return { error: `no ${file}.mjs in the deployed bundle` };
  const runner = path.join(dir, 'run.mjs');
  writeFileSync(runner, [
    `const mod = await import(${JSON.stringify(path.join(dir, 'code', entry))});`,
    `const context = { awsRequestId: 'rehearsal', functionName: ${JSON.stringify(options.functionName)}, getRemainingTimeInMillis: () => 600000 };`,
    `const result = await mod[${JSON.stringify(exported)}](JSON.parse(process.env.REHEARSAL_EVENT), context);`,
    "process.stdout.write('\\nREHEARSAL_RESULT ' + JSON.stringify(result ?? null) + '\\n');",
  ].join('\n'));
  const child = spawnSync(process.execPath, ['--enable-source-maps', runner], {
    env: {
      ...options.awsEnv,
      ...fn.Configuration.Environment?.Variables,
      NODE_OPTIONS: '',
      AWS_LAMBDA_FUNCTION_NAME: options.functionName,
      REHEARSAL_EVENT: JSON.stringify(options.event),
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const line = child.stdout.split('\n').find((each) => each.startsWith('REHEARSAL_RESULT '));
  if (!line) return { error: `exited ${String(child.status)}: ${`${child.stderr}`.trim().split('\n').slice(-8).join(' | ')}` };
  return { result: JSON.parse(line.slice('REHEARSAL_RESULT '.length)) as unknown };
}
