// The public proof validation page (/proof, /proof/{number}) against the real runtime: what a
// recruiter checks. Every test makes its own data (another file may move the clock).
import { publicPages } from '../../domain/messages/public-pages';
import { verifyProofs } from '../../domain/messages/verify-proofs';
import { moderation } from '../../domain/messages/moderation';
import { trustWords } from '../../domain/messages/trust';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { scanQrCode } from './support/qr-code';
import { openNotingServerElements, serverElementsReplaced } from './support/hydration';
import { api, forbidDialogs, newOwner, publishVerifiedProof, visitor } from './support/public-proof';

// Making a verified proof (sign-in, invitation, mail, decision, publication) takes a few seconds.
test.describe.configure({ timeout: 60_000 });

test('a verified proof: the verdict, its summary, masked validators, the share popups and a QR code of its link; a co-signer who agreed is named', async ({ page, browser, baseURL, context }) => {
  const { owner, identity } = await newOwner(page, baseURL!, 'Katherine Johnson');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Orbital trajectory analysis');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await page.goto(`/proof/${proof.proofNumber}`);
  await expect(page.getByRole('heading', { name: 'Proof Validation', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proof Verified', level: 2 })).toBeVisible();
  await expect(page.getByText('This professional achievement has been validated')).toBeVisible();
  await expect(page).toHaveTitle(/Orbital trajectory analysis/);
  await expect(page.getByRole('link', { name: identity.displayName })).toHaveAttribute('href', `/portfolio/${identity.username}`);

  const summary = page.getByRole('region', { name: 'Proof Summary' });
  await expect(summary.getByRole('img', { name: /^Proof score \d+, \w+$/ })).toBeVisible();
  await expect(summary.getByRole('definition').nth(0)).toHaveText(proof.proofNumber);
  // The one trust scale of the public pages, with what it means.
  await expect(summary.getByRole('definition').nth(1)).toHaveText(`Domain Verified${trustWords.meaning['Domain Verified']}`);
  await expect(summary.getByRole('definition').nth(2)).toHaveText('Acme');
  await expect(summary.getByRole('definition').nth(3)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  const details = page.getByRole('region', { name: 'Validation Details' });
  await expect(details.getByRole('listitem')).toHaveCount(1);
  await expect(details).toContainText('p***@acme.com');
  await expect(details).toContainText('Peer');
  await expect(details).toContainText(trustWords.proven({ signedIn: false, companyDomain: 'acme.com' }));
  await expect(details).toContainText(/\d+ pts/);
  await expect(details).toContainText(/Verified on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(details).toContainText('“Solid work”');
  expect(await page.content()).not.toContain('peer@acme.com');
  await expectNoAxeViolations(page, 'a public proof page');

  // The share dialog: 600x400 popups, the proof link to copy, and a QR code made in the page.
  const cardSection = page.getByRole('region', { name: 'Detailed Proof Card' });
  await expect(cardSection.getByRole('heading', { name: 'Orbital trajectory analysis', level: 3 })).toBeVisible();
  await cardSection.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  // Whoever reads the page is asked to share this proof, not "your" proof.
  await expect(dialog.getByRole('heading', { name: 'Share this proof' })).toBeVisible();
  const url = `${baseURL}/proof/${proof.proofNumber}`;
  await page.evaluate(() => {
    const opened: string[][] = [];
    (window as unknown as { opened: string[][] }).opened = opened;
    window.open = (href?: string | URL, _name?: string, features?: string) => {
      opened.push([String(href), features ?? '']);
      return { opener: null } as unknown as Window;
    };
  });
  for (const name of ['LinkedIn', 'X', 'Facebook']) await dialog.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
  expect(opened.map(([href]) => new URL(href!).hostname)).toEqual(['www.linkedin.com', 'x.com', 'www.facebook.com']);
  for (const [href, features] of opened) {
    expect(href).toContain(encodeURIComponent(url));
    expect(features).toContain('width=600,height=400');
  }
  await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', new RegExp(`^mailto:.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const qr = dialog.getByRole('img', { name: `QR code for ${url}` });
  await expect(qr).toBeVisible();
  const scanned = await scanQrCode(qr);
  expect([scanned.width, scanned.height]).toEqual([200, 200]);
  expect(scanned.text).toBe(url);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Anyone can check it, signed in or not.
  const anonymous = await visitor(browser, baseURL!);
  await anonymous.goto(`/proof/${proof.proofNumber}`);
  await expect(anonymous.getByRole('heading', { name: 'Proof Verified' })).toBeVisible();

  // A co-signer who signed in with LinkedIn and agreed to be named appears by name (the demo's
  // manager); one who did not stays masked.
  const demo = (await (await fetch(`${baseURL}/api/public/portfolios/demo`)).json()) as { proofs: { proofNumber: string; title: string }[] };
  const checkout = demo.proofs.find((entry) => /checkout/i.test(entry.title))!;
  await anonymous.goto(`/proof/${checkout.proofNumber}`);
  const cosigners = anonymous.getByRole('region', { name: 'Validation Details' });
  await expect(cosigners.getByRole('listitem').filter({ hasText: 'Priya Shah' })).toContainText('Manager');
  await expect(cosigners.getByRole('listitem').filter({ hasText: 'm***@acmeretail.example' })).toContainText('Peer');
  const html = await anonymous.content();
  expect(html).not.toContain('marcus.lee@');
  expect(html).not.toContain('Marcus Lee');
  await anonymous.context().close();
});

test('a recruiter checks the proofs a CV names at once: one line each (a link to several, one per proof), what was proven and whose', async ({ page, browser, baseURL }) => {
  const { owner, identity } = await newOwner(page, baseURL!, 'Grace Hopper');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Compiler for business data');
  // And a link the owner made to another of their proofs, pasted as it is.
  const bundled = await publishVerifiedProof(baseURL!, owner, 'Nanosecond wire lengths');
  const bundle = await api<{ url: string }>(baseURL!, '/api/bundles', { method: 'POST', token: owner.token, body: { proofIds: [bundled.id] } });
  expect(bundle.status).toBe(201);
  const recruiter = await visitor(browser, baseURL!);
  await recruiter.goto('/proof');
  await recruiter.getByRole('link', { name: verifyProofs.linkFromProof }).click();
  await expect(recruiter.getByRole('heading', { name: verifyProofs.heading, level: 1 })).toBeVisible();
  await recruiter.getByRole('textbox', { name: verifyProofs.fieldLabel }).fill(`${baseURL}/proof/${proof.proofNumber}, PJ-ZZZZZZ\nhttps://elsewhere.example/proof/X ${bundle.body.url}`);
  await recruiter.getByRole('button', { name: verifyProofs.check }).click();

  const results = recruiter.getByRole('region', { name: verifyProofs.summary(2, 4) });
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect(results.getByRole('listitem').nth(0)).toContainText(`${verifyProofs.status.verified} · ${proof.proofNumber}`);
  await expect(results.getByRole('listitem').nth(0)).toContainText(`Compiler for business data`);
  await expect(results.getByRole('listitem').nth(0)).toContainText(verifyProofs.by(identity.displayName));
  await expect(results.getByRole('listitem').nth(0)).toContainText(`${verifyProofs.cosignedBy} p***@acme.com`);
  await expect(results.getByRole('listitem').nth(1)).toContainText(verifyProofs.status['not-found']);
  await expect(results.getByRole('listitem').nth(2)).toContainText(verifyProofs.status['not-recognised']);
  await expect(results.getByRole('listitem').nth(3)).toContainText(bundle.body.url);
  await expect(results.getByRole('listitem').nth(3)).toContainText(`${verifyProofs.status.verified} · ${bundled.proofNumber}`);
  await expect(results.getByRole('listitem').nth(3)).toContainText('Nanosecond wire lengths');
  await expectNoAxeViolations(recruiter, '/verify-proofs with results');
  await results.getByRole('link', { name: proof.proofNumber }).click();
  await expect(recruiter.getByRole('heading', { name: 'Proof Verified', level: 2 })).toBeVisible();
  await recruiter.context().close();
});

test('the search box trims and upper-cases the number; an unknown number is Proof Not Found', async ({ browser, baseURL }) => {
  const page = await visitor(browser, baseURL!);
  await page.goto('/proof');
  await expect(page.getByRole('heading', { name: 'Proof Validation', level: 1 })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Proof number' });
  await expect(input).toHaveAttribute('placeholder', 'Enter proof number (e.g., PJ-ABC123)');
  const validate = page.getByRole('button', { name: 'Validate' });
  await expect(validate).toBeDisabled();
  await input.fill('   ');
  await expect(validate).toBeDisabled();
  await input.fill('  pj-abc123 ');
  await expect(validate).toBeEnabled();
  await input.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/proof/PJ-ABC123`);
  await expect(page.getByRole('heading', { name: 'Proof Not Found', level: 2 })).toBeVisible();
  await expect(page.getByText('Proof number not found or not verified')).toBeVisible();
  await expect(input).toHaveValue('PJ-ABC123');

  // Other failures: the server not reached, or throttled (a retry helps).
  await page.route('**/api/public/proofs/**', (route) => route.abort());
  await page.goto('/proof/PJ-XYZ234');
  await expect(page.getByRole('heading', { name: 'Proof Not Found' })).toBeVisible();
  await expect(page.getByText('Failed to load proof data')).toBeVisible();
  await page.unroute('**/api/public/proofs/**');
  await page.route('**/api/public/proofs/**', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too Many Requests"}' }));
  await page.goto('/proof/PJ-XYZ234');
  await expect(page.getByText('Too many requests right now. Please wait a moment and try again.')).toBeVisible();
  await page.unroute('**/api/public/proofs/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Proof number not found or not verified')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.context().close();
});

test('a shared link of a proof whose attested content changed says it awaits re-validation, not that it does not exist', async ({ page, browser, baseURL }) => {
  const { owner, identity } = await newOwner(page, baseURL!, 'Annie Easley');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Centaur rocket software');
  const { body: stored } = await api<Record<string, unknown>>(baseURL!, `/api/proofs/${proof.id}`, { token: owner.token });
  const content = Object.fromEntries(['role', 'orgName', 'description', 'startDate', 'endDate', 'skills', 'outcomes', 'links'].map((key) => [key, stored[key]]));
  const edited = await api(baseURL!, `/api/proofs/${proof.id}`, { method: 'PUT', token: owner.token, body: { ...content, title: 'Centaur rocket software, all of it' } });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);

  const anonymous = await visitor(browser, baseURL!);
  await anonymous.goto(`/proof/${proof.proofNumber}`);
  const verdict = anonymous.getByRole('region', { name: 'Awaiting Re-validation' });
  await expect(verdict.getByRole('heading', { name: 'Awaiting Re-validation', level: 2 })).toBeVisible();
  await expect(verdict).toContainText(`Proof ${proof.proofNumber} by ${identity.displayName}`);
  await expect(verdict).toContainText(/Not verified since [A-Z][a-z]+ \d{1,2}, \d{4}: it is awaiting re-validation by its co-signers\./);
  await expect(verdict.getByRole('link', { name: identity.displayName })).toHaveAttribute('href', `/portfolio/${identity.username}`);
  await expect(anonymous.getByRole('heading', { name: 'Proof Not Found' })).toHaveCount(0);
  await expect(anonymous.getByRole('heading', { name: 'Proof Verified' })).toHaveCount(0);
  // Nothing of the unapproved content, nor of the approved one, is shown.
  expect(await anonymous.content()).not.toContain('Centaur rocket software');
  await expectNoAxeViolations(anonymous, 'a proof awaiting re-validation');
  await anonymous.context().close();
});

test('a title with a script tag and quotes is shown as text, and never runs', async ({ page, browser, baseURL }) => {
  const title = 'Payments <script>alert("x")</script> & "quotes"';
  const { owner, identity } = await newOwner(page, baseURL!, 'Mary Jackson');
  const proof = await publishVerifiedProof(baseURL!, owner, title);

  const anonymous = await visitor(browser, baseURL!);
  const fired: string[] = [];
  forbidDialogs(anonymous, fired);
  await anonymous.goto(`/proof/${proof.proofNumber}`);
  await expect(anonymous.getByRole('heading', { name: 'Proof Verified' })).toBeVisible();
  await expect(anonymous.getByRole('heading', { name: title, level: 3 })).toHaveText(title);
  await expect(anonymous).toHaveTitle(`${title} · Provenly`);
  await anonymous.goto(`/project/${proof.id}`);
  await expect(anonymous.getByRole('heading', { name: title, level: 1 })).toHaveText(title);
  await anonymous.goto(`/portfolio/${identity.username}`);
  await expect(anonymous.getByRole('heading', { name: title, level: 3 })).toHaveText(title);
  expect(await anonymous.locator('script:not([src])').count()).toBe(0);
  expect(fired).toEqual([]);
  await anonymous.context().close();
});

test('public pages arrive rendered: readable with JavaScript off, then hydrated in place, the server\'s nodes adopted', async ({ page, browser, baseURL }) => {
  const { owner, identity } = await newOwner(page, baseURL!, 'Dorothy Vaughan');
  const proof = await publishVerifiedProof(baseURL!, owner, 'FORTRAN for the West Area team');

  const noScript = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  await noScript.goto(`/proof/${proof.proofNumber}`);
  await expect(noScript.getByRole('heading', { name: 'Proof Verified', level: 2 })).toBeVisible();
  await expect(noScript.getByRole('heading', { name: 'FORTRAN for the West Area team', level: 3 })).toBeVisible();
  await expect(noScript.getByRole('link', { name: identity.displayName })).toHaveAttribute('href', `/portfolio/${identity.username}`);
  // Its portable credential and status come with the page, not from a request after it loads.
  await expect(noScript.getByRole('region', { name: 'Portable credential' }).getByText('Credential active')).toBeVisible();
  await noScript.goto(`/project/${proof.id}`);
  await expect(noScript.getByRole('heading', { name: 'FORTRAN for the West Area team', level: 1 })).toBeVisible();
  await noScript.goto(`/portfolio/${identity.username}`);
  await expect(noScript.getByRole('heading', { name: identity.displayName, level: 1 })).toBeVisible();
  await noScript.context().close();

  // A visitor whose calendar day is not the server's (UTC) right now: the page's dates must still
  // read the same in the browser as in the server's HTML.
  const timezoneId = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const anonymous = await visitor(browser, baseURL!, { timezoneId });
  const errors: string[] = [];
  anonymous.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  anonymous.on('pageerror', (error) => errors.push(error.message));
  // The stylesheet is written into the page: loading the file too would restyle the whole page.
  const stylesheets: string[] = [];
  anonymous.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  // The page's code is held back until the server's elements are noted: once the page works, they
  // must still be the page, adopted by hydration, not thrown away and built again.
  const entryRequests = await openNotingServerElements(anonymous, `/proof/${proof.proofNumber}`);
  // The server's Share button is the one that works once the page's code has taken it over.
  await anonymous.getByRole('region', { name: 'Detailed Proof Card' }).getByRole('button', { name: 'Share' }).click();
  await expect(anonymous.getByRole('dialog')).toBeVisible();
  await expect(anonymous.getByRole('button', { name: moderation.reportLink })).toBeEnabled();
  await anonymous.waitForLoadState('networkidle');
  expect(await serverElementsReplaced(anonymous)).toEqual([]);
  expect(entryRequests()).toBe(1); // the public pages' own entry, not the whole app
  expect(errors).toEqual([]);
  expect(stylesheets).toEqual([]);
  await anonymous.keyboard.press('Escape');

  // A search from the rendered page loads the page of the number searched.
  await anonymous.getByPlaceholder('Enter proof number (e.g., PJ-ABC123)').fill('  pj-zzzzzz ');
  await anonymous.getByRole('button', { name: 'Validate' }).click();
  await expect(anonymous).toHaveURL(`${baseURL}/proof/PJ-ZZZZZZ`);
  await expect(anonymous.getByRole('heading', { name: publicPages.proofNotFoundHeading })).toBeVisible();
  errors.length = 0; // the browser reports the unknown number's 404 in the console

  // The project and portfolio pages are adopted whole too.
  for (const [path, report] of [[`/project/${proof.id}`, moderation.reportLink], [`/portfolio/${identity.username}`, moderation.reportPortfolioLink]] as const) {
    await openNotingServerElements(anonymous, path);
    await expect(anonymous.getByRole('button', { name: report })).toBeEnabled();
    await anonymous.waitForLoadState('networkidle');
    expect(await serverElementsReplaced(anonymous), path).toEqual([]);
  }

  // A link to a page that is not a public one opens it with the whole app.
  await anonymous.goto(`/proof/${proof.proofNumber}`);
  await anonymous.getByRole('link', { name: 'Back to Home' }).click();
  await expect(anonymous).toHaveURL(`${baseURL}/`);
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  await anonymous.context().close();
});
