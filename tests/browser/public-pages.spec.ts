// The public pages recruiters see: portfolio, project, proof validation and the verify redirects,
// against the real runtime. Every test makes its own data (another file may move the clock).
import type { Browser, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from './fixtures';
import { newOwner, publishVerifiedProof } from './support/public-proof';

// Making a verified proof (sign-in, invitation, mail, decision, publication) takes a few seconds.
test.describe.configure({ timeout: 60_000 });

/** A visitor who is not signed in: a fresh browser context on the runtime. */
async function visitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Fails the test if any script opens an alert, confirm or prompt. */
function forbidDialogs(page: Page, fired: string[]) {
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
}

test('a verified proof: the verdict, its summary, masked validators, the share popups and a QR code of its link', async ({ page, browser, baseURL, context }) => {
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
  await expect(summary.getByRole('definition').nth(1)).toHaveText('Domain Verified');
  await expect(summary.getByRole('definition').nth(2)).toHaveText('Acme');
  await expect(summary.getByRole('definition').nth(3)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  const details = page.getByRole('region', { name: 'Validation Details' });
  await expect(details.getByRole('listitem')).toHaveCount(1);
  await expect(details).toContainText('p***@acme.com');
  await expect(details).toContainText('Peer');
  await expect(details).toContainText(/\d+ pts/);
  await expect(details).toContainText(/Verified on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(details).toContainText('“Solid work”');
  expect(await page.content()).not.toContain('peer@acme.com');

  // The share dialog: 600x400 popups, the proof link to copy, and a QR code made in the page.
  const cardSection = page.getByRole('region', { name: 'Detailed Proof Card' });
  await expect(cardSection.getByRole('heading', { name: 'Orbital trajectory analysis', level: 3 })).toBeVisible();
  await cardSection.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
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
  const pixels = await qr.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context2d = canvas.getContext('2d')!;
    context2d.drawImage(image, 0, 0);
    return { width: canvas.width, height: canvas.height, data: Array.from(context2d.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  expect([pixels.width, pixels.height]).toEqual([200, 200]);
  expect(jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data).toBe(url);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Anyone can check it, signed in or not.
  const anonymous = await visitor(browser, baseURL!);
  await anonymous.goto(`/proof/${proof.proofNumber}`);
  await expect(anonymous.getByRole('heading', { name: 'Proof Verified' })).toBeVisible();
  await anonymous.context().close();
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

test('a portfolio lists verified projects with a count; an empty one says so; an unknown one is not found', async ({ page, browser, baseURL, context }) => {
  const { owner, identity } = await newOwner(page, baseURL!, 'Dorothy Vaughan');
  const proof = await publishVerifiedProof(baseURL!, owner, 'FORTRAN for the IBM 7090');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // Signed in: the call to action goes to the dashboard.
  await page.goto(`/portfolio/${identity.username}`);
  await expect(page.getByRole('heading', { name: identity.displayName, level: 1 })).toBeVisible();
  await expect(page.getByText('Engineer', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verified Projects', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verified Projects' })).toContainText('1 project');
  const card = page.getByRole('article', { name: 'FORTRAN for the IBM 7090' });
  await expect(card).toContainText('Lead Engineer @ Acme');
  await expect(card).toContainText('Jan 2025 – Present');
  await expect(card.getByRole('list', { name: 'Skills' })).toContainText('TypeScript');
  await expect(card).toContainText(proof.proofNumber);
  await expect(card.getByRole('img', { name: /^Proof score \d+/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your own proof' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByText(/verified Provenly ID/)).toBeHidden();

  // Share Portfolio copies the link and offers the share sites.
  const share = page.getByRole('button', { name: 'Share Portfolio' });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Link copied to your clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/portfolio/${identity.username}`);
  await expect(page.getByRole('list', { name: 'Share on' }).getByRole('link')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await expect(share).toBeFocused();

  await card.getByRole('link', { name: 'FORTRAN for the IBM 7090' }).click();
  await expect(page).toHaveURL(`${baseURL}/project/${proof.id}`);

  // Anonymous: the same portfolio by user id, and the call to action goes to sign-in.
  const anonymous = await visitor(browser, baseURL!);
  await anonymous.goto(`/portfolio/${identity.id}`);
  await expect(anonymous.getByRole('article', { name: 'FORTRAN for the IBM 7090' })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Create your own proof' })).toHaveAttribute('href', '/auth');

  // A member with nothing published yet.
  const emptyPage = await visitor(browser, baseURL!);
  const empty = await newOwner(emptyPage, baseURL!, 'Annie Easley');
  await anonymous.goto(`/portfolio/${empty.identity.username}`);
  await expect(anonymous.getByRole('heading', { name: empty.identity.displayName, level: 1 })).toBeVisible();
  await expect(anonymous.getByText('No verified projects yet')).toBeVisible();
  await expect(anonymous.getByRole('region', { name: 'Verified Projects' })).toContainText('0 projects');

  await anonymous.goto('/portfolio/nobody-by-this-name');
  await expect(anonymous.getByRole('heading', { name: 'Portfolio Not Found', level: 1 })).toBeVisible();
  await expect(anonymous.getByText('This portfolio does not exist or is not public yet.')).toBeVisible();
  await anonymous.getByRole('link', { name: 'Return Home' }).click();
  await expect(anonymous).toHaveURL(`${baseURL}/`);
  await anonymous.context().close();
  await emptyPage.context().close();
});

test('a project page shows the whole verified project; an unknown one is not found', async ({ page, browser, baseURL }) => {
  const { owner, identity } = await newOwner(page, baseURL!, 'Christine Darden');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Sonic boom minimisation');

  const anonymous = await visitor(browser, baseURL!);
  await anonymous.goto(`/project/${proof.id}`);
  await expect(anonymous.getByRole('heading', { name: 'Sonic boom minimisation', level: 1 })).toBeVisible();
  await expect(anonymous).toHaveTitle('Sonic boom minimisation · Provenly');
  const article = anonymous.getByRole('article', { name: 'Sonic boom minimisation' });
  await expect(article.getByText('Verified', { exact: true })).toBeVisible();
  await expect(article).toContainText('Acme');
  await expect(article).toContainText('Lead Engineer');
  await expect(article).toContainText('Jan 2025 – Present');
  await expect(article).toContainText('Rebuilt the checkout flow end to end');
  await expect(article).toContainText('Faster checkout');
  await expect(article.getByRole('list', { name: 'Skills' })).toContainText('TypeScript');
  const link = article.getByRole('link', { name: /Case study/ });
  await expect(link).toHaveAttribute('href', 'https://example.com/case-study');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(article).toContainText(/Verified on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  const owner_ = anonymous.getByRole('complementary', { name: 'Owner' });
  await expect(owner_).toContainText(identity.displayName);
  await expect(owner_.getByRole('link', { name: 'View portfolio' })).toHaveAttribute('href', `/portfolio/${identity.username}`);
  await anonymous.getByRole('link', { name: `Back to ${identity.displayName}'s portfolio` }).click();
  await expect(anonymous).toHaveURL(`${baseURL}/portfolio/${identity.username}`);

  await anonymous.goto('/project/no-such-project');
  await expect(anonymous.getByRole('heading', { name: 'Project Not Found', level: 1 })).toBeVisible();
  await expect(anonymous.getByText('This project may not exist or is not verified yet.')).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await anonymous.context().close();
});

test('/verify/{id} replaces itself with the portfolio and its banner; a bad or unknown id fails', async ({ page, browser, baseURL }) => {
  const { identity } = await newOwner(page, baseURL!, 'Evelyn Boyd');
  const anonymous = await visitor(browser, baseURL!);
  const calls: string[] = [];
  anonymous.on('request', (request) => {
    if (request.url().includes('/api/public/verify/')) calls.push(request.url());
  });

  await anonymous.goto('/proof');
  await anonymous.goto(`/verify/${identity.productId.toLowerCase()}`);
  await expect(anonymous).toHaveURL(`${baseURL}/portfolio/${identity.username}`);
  await expect(anonymous.getByText('This portfolio was accessed via a verified Provenly ID.')).toBeVisible();
  await expect(anonymous.getByRole('heading', { name: identity.displayName, level: 1 })).toBeVisible();
  await anonymous.goBack();
  await expect(anonymous).toHaveURL(`${baseURL}/proof`);

  calls.length = 0;
  await anonymous.goto('/verify/bad!id');
  await expect(anonymous.getByRole('heading', { name: 'Verification Failed', level: 1 })).toBeVisible();
  await expect(anonymous.getByText('Invalid Provenly ID')).toBeVisible();
  expect(calls).toEqual([]);

  await anonymous.goto('/verify/ZZZZZZZZ');
  await expect(anonymous.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(anonymous.getByText('Provenly ID not found')).toBeVisible();
  await anonymous.context().close();
});

test('/verify-proof?code= leads to the project, or to the 404 page', async ({ page, browser, baseURL }) => {
  const { owner } = await newOwner(page, baseURL!, 'Gladys West');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Satellite geodesy model');

  const anonymous = await visitor(browser, baseURL!);
  await anonymous.goto(`/verify-proof?code=${proof.proofNumber.toLowerCase()}`);
  await expect(anonymous).toHaveURL(`${baseURL}/project/${proof.id}`);
  await expect(anonymous.getByRole('heading', { name: 'Satellite geodesy model', level: 1 })).toBeVisible();

  await anonymous.goto('/verify-proof?code=PJ-ZZZZZZ');
  await expect(anonymous).toHaveURL(`${baseURL}/404`);
  await expect(anonymous.getByText('Oops! Page not found')).toBeVisible();

  await anonymous.goto('/verify-proof');
  await expect(anonymous).toHaveURL(`${baseURL}/404`);
  await expect(anonymous.getByRole('heading', { name: '404' })).toBeVisible();
  await anonymous.context().close();
});

test('signing in is not needed, and the public pages do not load the sign-in library', async ({ browser, baseURL }) => {
  const anonymous = await visitor(browser, baseURL!);
  const scripts: string[] = [];
  anonymous.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await anonymous.goto('/proof/PJ-ABC123');
  await expect(anonymous.getByRole('heading', { name: 'Proof Not Found' })).toBeVisible();
  await anonymous.goto('/portfolio/nobody-here');
  await expect(anonymous.getByRole('heading', { name: 'Portfolio Not Found' })).toBeVisible();
  expect(scripts.filter((url) => /oidc/i.test(url))).toEqual([]);
  await anonymous.context().close();
});
