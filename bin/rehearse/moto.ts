// The moto phase of the rehearsal (docs/deploy.md, "Deploy rehearsal"): moto_server on a free
// loopback port; `cdk bootstrap` from a temporary directory (run inside the repository it would
// overwrite cdk.out); the LinkedIn secret created; the templates adapted (moto-transform.ts);
// `cdk deploy --all --method=direct`; then what moto can describe is asserted, and the Health,
// a public read and the data migrations run from their deployed bundles (fetched from moto's S3)
// under Node with their deployed environment, against the moto table. moto is stopped by its PID.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../lib/bundling';
import { adaptForMoto } from './moto-transform';
import { motoInstalled, startMoto, type Moto } from './moto-server';
import { REHEARSAL_ACCOUNT, REHEARSAL_REGION, type Synthesis } from './synthesize';
import type { GateResult } from './template';
import { runDeployedBundle } from './run-bundle';

const EDGE_REGION = 'us-east-1';

export async function motoPhase(synthesis: Synthesis): Promise<GateResult | undefined> {
  if (!motoInstalled()) {
    console.log('SKIP moto phase: moto_server is not installed (Python moto[server]); the static gates above still ran.');
    return undefined;
  }
  const started = performance.now();
  const moto = await startMoto();
  console.log(`moto_server on ${moto.endpoint} (PID ${moto.pid})`);
  try {
    const result = await rehearseIn(moto, synthesis);
    return { ...result, checked: [...result.checked, `moto phase ${((performance.now() - started) / 1000).toFixed(1)} s wall`] };
  } catch (error) {
    return { gate: 'Deploy into moto', checked: [], failures: [(error as Error).message] };
  } finally {
    moto.stop();
    console.log(`moto_server (PID ${moto.pid}) stopped`);
  }
}

function awsEnv(moto: Moto, region = REHEARSAL_REGION): NodeJS.ProcessEnv {
  const { AWS_PROFILE: _profile, AWS_SESSION_TOKEN: _token, ...inherited } = process.env;
  return {
    ...inherited,
    AWS_ACCESS_KEY_ID: 'rehearsal',
    AWS_SECRET_ACCESS_KEY: 'rehearsal',
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_ENDPOINT_URL: moto.endpoint,
    // The CDK CLI builds the template URL it passes to CloudFormation from this endpoint (aws-cdk
    // 2.1148, restUrlFromManifest); moto's get_stack_from_s3_url reads a URL path-style only when
    // it contains "localhost", else it takes the host's first label ("127") as the bucket.
    AWS_ENDPOINT_URL_S3_FOR_CLOUDFORMATION: `http://localhost:${moto.port}`,
    CDK_DISABLE_VERSION_CHECK: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv, cwd: string): string {
  const result = spawnSync(command, args, { env, cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`${command} ${args.slice(0, 3).join(' ')} ... exited ${String(result.status)}:\n${output}`);
  }
  return result.stdout;
}

const aws = (moto: Moto, args: readonly string[], region = REHEARSAL_REGION): unknown =>
  JSON.parse(run('aws', [...args, '--endpoint-url', moto.endpoint, '--region', region, '--output', 'json'], awsEnv(moto, region), tmpdir()) || '{}');

async function rehearseIn(moto: Moto, synthesis: Synthesis): Promise<GateResult> {
  const outside = mkdtempSync(path.join(tmpdir(), 'provenly-rehearse-bootstrap-'));
  const adaptedDir = mkdtempSync(path.join(tmpdir(), 'provenly-rehearse-moto-'));
  try {
    return await deployAndCheck(moto, synthesis, outside, adaptedDir);
  } finally {
    for (const dir of [outside, adaptedDir]) rmSync(dir, { recursive: true, force: true });
  }
}

async function deployAndCheck(moto: Moto, synthesis: Synthesis, outside: string, adaptedDir: string): Promise<GateResult> {
  const checked: string[] = [];
  const failures: string[] = [];
  const cdk = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'cdk');

  run(cdk, ['bootstrap', `aws://${REHEARSAL_ACCOUNT}/${REHEARSAL_REGION}`, `aws://${REHEARSAL_ACCOUNT}/${EDGE_REGION}`], awsEnv(moto), outside);
  checked.push(`bootstrapped ${REHEARSAL_REGION} and ${EDGE_REGION} (from ${outside}, outside the repository)`);

  aws(moto, ['secretsmanager', 'create-secret', '--name', 'provenly/linkedin-client-secret', '--secret-string', 'rehearsal-secret']);
  checked.push('created the LinkedIn client secret provenly/linkedin-client-secret');

  // The adapted templates go to a copy of the assembly: the synthesised one stays as the gates saw
  // it, so `--assembly <dir>` can use it again.
  cpSync(synthesis.assemblyDir, adaptedDir, { recursive: true });
  let droppedCount = 0;
  let keptCount = 0;
  for (const stack of synthesis.templates) {
    if (!stack.file) continue;
    const { template, dropped } = adaptForMoto(stack.template, { region: stack.name === 'Provenly-Edge' ? EDGE_REGION : REHEARSAL_REGION, account: REHEARSAL_ACCOUNT });
    droppedCount += dropped.length;
    keptCount += Object.keys(template.Resources).filter((id) => id !== 'RehearsalPlaceholder' && template.Resources[id]?.Type !== 'AWS::CloudFormation::Stack').length;
    writeFileSync(path.join(adaptedDir, path.relative(synthesis.assemblyDir, stack.file)), JSON.stringify(template, undefined, 1));
  }
  checked.push(`adapted a copy of the templates: ${droppedCount} resources of types moto lacks dropped, ${keptCount} kept`);

  const deployStarted = performance.now();
  run(cdk, ['deploy', '--app', adaptedDir, '--all', '--method=direct', '--require-approval', 'never', '--progress', 'events'], awsEnv(moto), outside);
  checked.push(`cdk deploy --all --method=direct: ${((performance.now() - deployStarted) / 1000).toFixed(1)} s`);

  // Stacks: the two top-level ones and every nested one, complete.
  const stacks = [
    ...((aws(moto, ['cloudformation', 'describe-stacks']) as { Stacks: { StackName: string; StackStatus: string }[] }).Stacks),
    ...((aws(moto, ['cloudformation', 'describe-stacks'], EDGE_REGION) as { Stacks: { StackName: string; StackStatus: string }[] }).Stacks),
  ].filter((stack) => !stack.StackName.startsWith('CDKToolkit'));
  const expected = synthesis.templates.length;
  const incomplete = stacks.filter((stack) => !/_COMPLETE$/.test(stack.StackStatus) || /ROLLBACK/.test(stack.StackStatus));
  if (stacks.length !== expected) failures.push(`expected ${expected} stacks in moto, found ${stacks.length}`);
  for (const stack of incomplete) failures.push(`stack ${stack.StackName}: ${stack.StackStatus}`);
  checked.push(`${stacks.length} stacks (${expected} expected), ${stacks.length - incomplete.length} complete`);

  const outputs = Object.fromEntries(((aws(moto, ['cloudformation', 'describe-stacks', '--stack-name', 'Provenly']) as { Stacks: { Outputs?: { OutputKey: string; OutputValue: string }[] }[] }).Stacks[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]));
  const tableName = outputs.TableName;
  if (!tableName) failures.push('no TableName output on Provenly');
  else {
    const table = (aws(moto, ['dynamodb', 'describe-table', '--table-name', tableName]) as { Table: { TableStatus: string; StreamSpecification?: { StreamEnabled: boolean }; GlobalSecondaryIndexes?: unknown[] } }).Table;
    checked.push(`table ${tableName}: ${table.TableStatus}, stream ${table.StreamSpecification?.StreamEnabled ? 'on' : 'OFF'}, ${table.GlobalSecondaryIndexes?.length ?? 0} indexes`);
    if (!table.StreamSpecification?.StreamEnabled) failures.push(`table ${tableName} has no stream`);
  }

  const functions = (aws(moto, ['lambda', 'list-functions']) as { Functions: { FunctionName: string; Runtime: string; Environment?: { Variables?: Record<string, string> } }[] }).Functions;
  const ownFunctions = functions.filter((fn) => fn.Environment?.Variables?.TABLE_NAME === tableName);
  checked.push(`${functions.length} functions, ${ownFunctions.length} with TABLE_NAME set to the table, runtimes ${[...new Set(functions.map((fn) => fn.Runtime))].join(', ')}`);
  const rules = (aws(moto, ['events', 'list-rules']) as { Rules: unknown[] }).Rules;
  const mappings = (aws(moto, ['lambda', 'list-event-source-mappings']) as { EventSourceMappings: { State?: string }[] }).EventSourceMappings;
  checked.push(`${rules.length} EventBridge rules, ${mappings.length} stream mapping(s)`);
  if (mappings.length < 1) failures.push('no event source mapping for the notifier');

  // The persons' keys (docs/data-rights.md): their own table, no stream and no point-in-time
  // recovery, and the wrapping key every table user is told of makes a data key for a person.
  const keyTable = ownFunctions[0]?.Environment?.Variables?.PERSON_KEYS_TABLE;
  const wrappingKey = ownFunctions[0]?.Environment?.Variables?.PERSONAL_DATA_KEY_ID;
  if (!keyTable || !wrappingKey) failures.push('the functions are not told where the persons\' keys are (PERSON_KEYS_TABLE, PERSONAL_DATA_KEY_ID)');
  else {
    const described = (aws(moto, ['dynamodb', 'describe-table', '--table-name', keyTable]) as { Table: { TableStatus: string; StreamSpecification?: { StreamEnabled: boolean } } }).Table;
    const backups = (aws(moto, ['dynamodb', 'describe-continuous-backups', '--table-name', keyTable]) as { ContinuousBackupsDescription?: { PointInTimeRecoveryDescription?: { PointInTimeRecoveryStatus?: string } } }).ContinuousBackupsDescription;
    const recovery = backups?.PointInTimeRecoveryDescription?.PointInTimeRecoveryStatus ?? 'DISABLED';
    if (described.StreamSpecification?.StreamEnabled || recovery !== 'DISABLED') failures.push(`person-key table ${keyTable}: stream ${described.StreamSpecification?.StreamEnabled ? 'on' : 'off'}, point-in-time recovery ${recovery}; both must be off`);
    const dataKey = aws(moto, ['kms', 'generate-data-key', '--key-id', wrappingKey, '--key-spec', 'AES_256', '--encryption-context', 'purpose=personal-data,keyId=rehearsal']) as { CiphertextBlob?: string };
    if (!dataKey.CiphertextBlob) failures.push(`the wrapping key ${wrappingKey} made no data key`);
    else checked.push(`person-key table ${keyTable}: ${described.TableStatus}, no stream, point-in-time recovery ${recovery}; the wrapping key makes a data key`);
  }

  const byName = (part: string) => functions.find((fn) => fn.FunctionName.includes(part));
  const invocations: [string, string, unknown, (answer: unknown) => string | undefined][] = [
    ['Health', 'RouteHealth', httpEvent('GET', '/api/health', {}), (answer) => statusOf(answer) === 200 ? undefined : `answered ${JSON.stringify(answer).slice(0, 300)}`],
    ['public read', 'RouteGetPublicPortfolio', httpEvent('GET', '/api/public/portfolios/{handle}', { handle: 'nobody-here' }), (answer) => statusOf(answer) === 404 ? undefined : `expected 404 for an unknown handle, answered ${JSON.stringify(answer).slice(0, 300)}`],
    ['data migrations', 'DataMigrations', {}, (answer) => ((answer as { complete?: boolean } | null)?.complete === true ? undefined : `did not complete: ${JSON.stringify(answer).slice(0, 400)}`)],
  ];
  for (const [label, part, event, judge] of invocations) {
    const fn = byName(part);
    if (!fn) {
      failures.push(`${label}: no deployed function named *${part}*`);
      continue;
    }
    const answer = runDeployedBundle({ functionName: fn.FunctionName, event, awsEnv: awsEnv(moto), aws: (args) => aws(moto, args), stackNames: stacks.map((stack) => stack.StackName) });
    const problem = answer.error ?? judge(answer.result);
    if (problem) failures.push(`${label} (${fn.FunctionName}): ${problem}`);
    else checked.push(`${label}: ran ${fn.FunctionName}'s deployed bundle with its deployed environment: ${JSON.stringify(answer.result).slice(0, 160)}`);
  }
  return { gate: 'Deploy into moto', checked, failures };
}

const statusOf = (answer: unknown): number | undefined => (answer as { statusCode?: number } | undefined)?.statusCode;

function httpEvent(method: string, routePath: string, pathParameters: Record<string, string>): unknown {
  const rawPath = routePath.replace(/\{(\w+)\+?\}/g, (_, name: string) => pathParameters[name] ?? name);
  return {
    version: '2.0',
    routeKey: `${method} ${routePath}`,
    rawPath,
    rawQueryString: '',
    headers: { host: 'rehearsal.example', 'user-agent': 'rehearsal' },
    pathParameters,
    isBase64Encoded: false,
    requestContext: {
      accountId: REHEARSAL_ACCOUNT, apiId: 'rehearsal', domainName: 'rehearsal.example', domainPrefix: 'rehearsal',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'rehearsal' },
      requestId: `rehearsal-${Date.now()}`, routeKey: `${method} ${routePath}`, stage: '$default',
      time: new Date().toUTCString(), timeEpoch: Date.now(),
    },
  };
}
