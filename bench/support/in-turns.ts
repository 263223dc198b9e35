// Two loads compared in the same run, measured in turns (a b, b a, a b, b a) rather than one after
// the other: on a shared machine whose speed drifts during a run, each side then sees the same
// machine (the order flips every turn, so a steady drift favours neither), and the ratio between
// them holds still where two back-to-back runs could differ by a third. Both sides are warmed up
// first (DynamoDB Local's JIT included).
import type { LoadFigures } from './load';

export type TimedLoad = (durationS: number) => Promise<LoadFigures>;

export const TURNS = 4;
const TURN_S = 2;
const WARM_UP_S = 1;

export async function inTurns(a: TimedLoad, b: TimedLoad): Promise<[LoadFigures, LoadFigures]> {
  await a(WARM_UP_S);
  await b(WARM_UP_S);
  const turns: [LoadFigures[], LoadFigures[]] = [[], []];
  for (let turn = 0; turn < TURNS; turn += 1) {
    if (turn % 2 === 0) {
      turns[0].push(await a(TURN_S));
      turns[1].push(await b(TURN_S));
    } else {
      turns[1].push(await b(TURN_S));
      turns[0].push(await a(TURN_S));
    }
  }
  return [combine(turns[0]), combine(turns[1])];
}

/** Equal turns: the mean throughput, the turns' median p50, the worst turn's p99, every error. */
function combine(turns: readonly LoadFigures[]): LoadFigures {
  const sum = (pick: (figures: LoadFigures) => number) => turns.reduce((total, figures) => total + pick(figures), 0);
  const p50s = turns.map((figures) => figures.p50).sort((x, y) => x - y);
  const middle = p50s.length / 2;
  return {
    requestsPerSecond: Math.round(sum((figures) => figures.requestsPerSecond) / turns.length),
    p50: p50s.length % 2 === 1 ? p50s[Math.floor(middle)]! : (p50s[middle - 1]! + p50s[middle]!) / 2,
    p99: Math.max(...turns.map((figures) => figures.p99)),
    errors: sum((figures) => figures.errors),
    non2xx: sum((figures) => figures.non2xx),
  };
}

/** How the figures were taken, for the line above the table. */
export const IN_TURNS = `in ${TURNS} turns of ${TURN_S} s each, alternating (p50: the turns' median; p99: the worst turn's), after a warm-up of each`;
