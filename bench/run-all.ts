export {};

// `npm run bench`: every benchmark, each printing its figures. Exits non-zero if a budget is missed.
const benches: [string, () => Promise<{ main: () => Promise<boolean> }>][] = [
  ['Start-up', () => import('./startup')],
  ['Health throughput', () => import('./health-throughput')],
  ['List my proofs', () => import('./list-proofs')],
  ['Public proof lookup', () => import('./proof-lookup')],
  ['Fair throttling under attack', () => import('./fairness')],
  ['Proof image render', () => import('./image-render')],
  ['Validation', () => import('./validation')],
  ['Lambda bundles', () => import('./lambda-bundles')],
  ['Landing page', () => import('./landing')],
  ['Public pages', () => import('./public-pages')],
  ['LinkedIn share', () => import('./linkedin-share')],
  ['Portable credentials', () => import('./credentials')],
  ['Credential verification cost', () => import('./credential-verify')],
  ['Wallet claims and the bulk check', () => import('./wallet-claims')],
  ['Admin panel at scale', () => import('./admin-panel')],
  ['Account archive and erasure at scale', () => import('./account-export')],
];

let allOk = true;
for (const [name, load] of benches) {
  console.log(`\n##### ${name} #####`);
  const ok = await (await load()).main();
  allOk &&= ok;
}
process.exit(allOk ? 0 : 1);
