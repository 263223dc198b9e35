// Synthesises the app as `cdk deploy` would, offline, with a fixed dummy account and region so
// every run writes the same templates: functions bundled (the moto phase deploys the bundles),
// cdk-nag on, and a stand-in for the web build (the rehearsal checks the stacks, not the SPA;
// `npm run build:web` is the SPA's own check).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { tableDefinition } from '../../core/data/table-definition';
import { routes, scheduledJobs } from '../../lambdas/routes';
import { PROJECT_ROOT } from '../../lib/bundling';
import { provenlyStacks } from '../../lib/provenly-app';
import { readSettings } from '../../lib/settings';
import type { CfnTemplate, StackTemplate } from './template';

export const REHEARSAL_ACCOUNT = '123456789012';
export const REHEARSAL_REGION = 'eu-west-1';

export interface Synthesis {
  /** The cloud assembly (what `cdk deploy --app <dir>` deploys). */
  readonly assemblyDir: string;
  /** Top-level stacks first, then the nested stacks' templates. */
  readonly templates: readonly StackTemplate[];
}

function standInWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'provenly-rehearse-web-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const page of ['index.html', 'public-page.html']) writeFileSync(path.join(dir, page), '<!doctype html><title>Provenly</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-rehearse.js'), 'console.log("rehearsal")');
  return dir;
}

export function synthesize(): Synthesis {
  const assemblyDir = mkdtempSync(path.join(tmpdir(), 'provenly-rehearse-cdk-'));
  const cdkContext = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
  const webDistDir = standInWebBuild();
  const app = new App({ outdir: assemblyDir, context: { ...cdkContext, linkedinClientId: 'rehearsal-linkedin-client', webDistDir } });
  provenlyStacks(app, {
    stackName: 'Provenly',
    settings: readSettings(app),
    routes,
    scheduledJobs,
    tableDefinition,
    env: { account: REHEARSAL_ACCOUNT, region: REHEARSAL_REGION },
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  app.synth();
  // The assembly holds its own copy of the stand-in build (an asset).
  rmSync(webDistDir, { recursive: true, force: true });
  return readAssembly(assemblyDir);
}

/** The templates of a cloud assembly: top-level stacks (from its manifest) first, then nested ones. */
export function readAssembly(assemblyDir: string): Synthesis {
  const manifest = JSON.parse(readFileSync(path.join(assemblyDir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile: string; stackName?: string } }>;
  };
  const read = (file: string, name: string): StackTemplate =>
    ({ name, file, template: JSON.parse(readFileSync(file, 'utf8')) as CfnTemplate, bytes: statSync(file).size });
  const top = Object.entries(manifest.artifacts)
    .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
    .map(([id, artifact]) => read(path.join(assemblyDir, artifact.properties?.templateFile as string), artifact.properties?.stackName ?? id));
  const nested = readdirSync(assemblyDir)
    .filter((file) => file.endsWith('.nested.template.json'))
    .map((file) => read(path.join(assemblyDir, file), `nested/${file.replace('.nested.template.json', '')}`));
  return { assemblyDir, templates: [...top, ...nested] };
}
