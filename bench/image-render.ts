// The proof card rendered by Satori + resvg (what the image function does) beside a headless
// Chromium screenshot of the same element tree as HTML/CSS, in the same run: cold first render,
// then warm p50 and p95. Chromium is measured two ways: a fresh page per card (how a screenshot
// service keeps one request's content away from the next; the target is checked against it) and
// one page reused for every card (Chromium's best case, printed beside it).
// Target: Satori + resvg at least 5x faster than a fresh-page screenshot (warm p50).
// Run alone with `npx tsx bench/image-render.ts`.
import { chromium, type Page } from 'playwright';
import { DEMO_PROJECTS } from '../core/demo/demo-content';
import type { ProofCard } from '../core/images/proof-card';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/browser/chromium.mjs';
import { cardPage } from './support/tree-to-html';

const WARM_RUNS = 40;
const CHROMIUM_RUNS = 20;
const TARGET_RATIO = 5;

const project = DEMO_PROJECTS[DEMO_PROJECTS.length - 1]!.content;
const card: ProofCard = {
  title: project.title,
  role: project.role,
  orgName: project.orgName,
  startDate: project.startDate,
  endDate: project.endDate,
  outcomes: project.outcomes,
  ownerName: 'Jordan Rivera',
  proofNumber: 'PJ-7KQ2MX',
  proofScore: 312,
  trustLevel: 'Manager Verified',
  sealVariant: 'manager',
};

interface Figures {
  coldMs: number;
  p50: number;
  p95: number;
  bytes: number;
}

const at = (sorted: number[], q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

async function timeRuns(render: () => Promise<Buffer>, runs = WARM_RUNS): Promise<{ p50: number; p95: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: at(times, 0.5), p95: at(times, 0.95), bytes };
}

const dimensions = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

async function satoriResvg(): Promise<Figures> {
  const started = performance.now();
  // Cold: loading the renderer (Satori's layout engine, resvg's addon), the fonts, the first card.
  const { renderPng } = await import('../core/images/render');
  const { proofCardTree } = await import('../core/images/card-tree');
  const first = await renderPng(proofCardTree(card));
  const coldMs = Math.round(performance.now() - started);
  if (dimensions(first) !== '1200x627') throw new Error(`Satori + resvg drew ${dimensions(first)}`);
  return { coldMs, ...(await timeRuns(() => renderPng(proofCardTree(card)))) };
}

interface ChromiumFigures {
  readonly fresh: Figures;
  readonly reused: Figures;
}

async function chromiumScreenshot(): Promise<ChromiumFigures | null> {
  const executablePath = chromiumPath();
  if (!executablePath) return null;
  const { proofCardTree } = await import('../core/images/card-tree');
  const viewport = { width: 1200, height: 627 };
  const shootOn = async (page: Page) => {
    await page.setContent(cardPage(proofCardTree(card)), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page.screenshot({ type: 'png' });
  };
  const started = performance.now();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const reusedPage = await browser.newPage({ viewport });
    const first = await shootOn(reusedPage);
    const coldMs = Math.round(performance.now() - started);
    if (dimensions(first) !== '1200x627') throw new Error(`Chromium drew ${dimensions(first)}`);
    const reused = await timeRuns(() => shootOn(reusedPage), CHROMIUM_RUNS);
    const fresh = await timeRuns(async () => {
      const page = await browser.newPage({ viewport });
      try {
        return await shootOn(page);
      } finally {
        await page.close();
      }
    }, CHROMIUM_RUNS);
    return { fresh: { coldMs, ...fresh }, reused: { coldMs, ...reused } };
  } finally {
    await browser.close();
  }
}

export async function main(): Promise<boolean> {
  const satori = await satoriResvg();
  const browser = await chromiumScreenshot();
  console.log(`Proof card 1200x627, same element tree and Inter fonts: ${WARM_RUNS} warm Satori renders, ${CHROMIUM_RUNS} per Chromium mode`);
  const row = (figures: Figures) => ({ 'cold first (ms)': figures.coldMs, 'warm p50 (ms)': figures.p50, 'warm p95 (ms)': figures.p95, 'PNG bytes': figures.bytes });
  console.table({
    'Satori + resvg (cold = import + fonts + first card)': row(satori),
    ...(browser
      ? {
          'Chromium, fresh page per card (cold = launch + first card)': row(browser.fresh),
          'Chromium, one page reused for every card': row(browser.reused),
        }
      : {}),
  });
  if (!browser) {
    console.log('No Chromium found (CHROMIUM_PATH or /usr/bin/chromium): comparison skipped.');
    return true;
  }
  const ratio = browser.fresh.p50 / satori.p50;
  const ok = ratio >= TARGET_RATIO;
  const times = (a: number, b: number) => `${(a / b).toFixed(1)}x`;
  console.log(
    `Ratio at p50: Satori + resvg is ${times(browser.fresh.p50, satori.p50)} faster than a fresh-page screenshot ` +
      `(p95 ${times(browser.fresh.p95, satori.p95)}, cold ${times(browser.fresh.coldMs, satori.coldMs)}) and ` +
      `${times(browser.reused.p50, satori.p50)} faster than a reused page. Target >= ${TARGET_RATIO}x against a fresh page: ${ok ? 'met' : 'MISSED'}.`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
