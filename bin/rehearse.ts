// `npm run rehearse`: a deploy rehearsal with no AWS account (docs/deploy.md, "Deploy rehearsal").
// Synthesises with a fixed dummy account and region, runs the static gates and cfn-lint over every
// template, then deploys into moto when moto_server is installed. Exits non-zero on any failure.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/bundling';
import { runCfnLint } from './rehearse/cfn-lint';
import { formatGates, staticGates } from './rehearse/gates';
import { motoPhase } from './rehearse/moto';
import { readAssembly, REHEARSAL_REGION, synthesize } from './rehearse/synthesize';
import type { GateResult } from './rehearse/template';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

// `--assembly DIR` reuses a cloud assembly an earlier run kept (`--keep`; it prints where), to
// repeat the later phases without synthesising again (the moto phase adapts a copy of it).
const reuse = process.argv.indexOf('--assembly');
console.log(`Synthesising (account 123456789012, ${REHEARSAL_REGION}, functions bundled, cdk-nag on)...`);
const synthesis = reuse > 0 ? readAssembly(process.argv[reuse + 1] as string) : synthesize();
console.log(`  ${synthesis.templates.length} templates, ${synthesis.templates.reduce((sum, stack) => sum + Object.keys(stack.template.Resources).length, 0)} resources, in ${synthesis.assemblyDir} (${elapsed()})\n`);

const results: GateResult[] = staticGates(synthesis.templates, {
  today: new Date(),
  deployDoc: readFileSync(path.join(PROJECT_ROOT, 'docs/deploy.md'), 'utf8'),
});
// `--no-lint` leaves cfn-lint out (about 25 s), when repeating the moto phase.
const lint = process.argv.includes('--no-lint') ? undefined : runCfnLint(synthesis.templates, REHEARSAL_REGION);
if (lint) results.push(lint);
console.log(formatGates(results));
if (!lint) console.log(`SKIP cfn-lint: ${process.argv.includes('--no-lint') ? '--no-lint given' : 'not installed (Python cfn-lint)'}`);
console.log(`(${elapsed()})\n`);

const moto = await motoPhase(synthesis);
if (moto) {
  results.push(moto);
  console.log(formatGates([moto]));
}
// The assembly (about 270 MB with its bundles) is deleted unless it was given, or `--keep` asks to
// keep it for `--assembly`.
if (reuse < 0 && !process.argv.includes('--keep')) rmSync(synthesis.assemblyDir, { recursive: true, force: true });
else console.log(`Assembly kept: ${synthesis.assemblyDir}`);
const failed = results.filter((result) => result.failures.length > 0);
console.log(`\n${failed.length === 0 ? 'Rehearsal passed' : `Rehearsal FAILED: ${failed.map((result) => result.gate).join('; ')}`} (${elapsed()})`);
process.exit(failed.length === 0 ? 0 : 1);
