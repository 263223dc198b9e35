// The moto phase (to come): returns undefined when moto_server is not installed.
import { spawnSync } from 'node:child_process';
import type { Synthesis } from './synthesize';
import type { GateResult } from './template';

export function motoPhase(_synthesis: Synthesis): Promise<GateResult | undefined> {
  const probe = spawnSync('moto_server', ['--help'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    console.log('SKIP moto phase: moto_server is not installed (it comes with Python moto[server]); the static gates above still ran.');
  } else {
    console.log('SKIP moto phase: not built yet.');
  }
  return Promise.resolve(undefined);
}
