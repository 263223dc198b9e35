#!/usr/bin/env node
// Runs one stage's command and writes, to the file named first, its exit status and its CPU
// seconds: user + system of every process it ran and waited for (/proc/self/stat's cutime and
// cstime, as /usr/bin/time counts them). Stages run side by side; each is measured on its own.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [resultFile, command, ...args] = process.argv.slice(2);
const run = spawnSync(command, args, { stdio: 'inherit' });
writeFileSync(resultFile, JSON.stringify({ status: run.status ?? 1, cpu: childrenCpuSeconds() }));
process.exit(run.status ?? 1);

function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // clock ticks of 1/100 s on Linux
  } catch {
    return null; // not Linux: wall time only
  }
}
