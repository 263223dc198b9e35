// The public portfolio and project pages and the verify redirects, against the real runtime.
// Every test makes its own data (another file may move the clock).
import { expect, test } from './fixtures';
import { newOwner, publishVerifiedProof, visitor } from './support/public-proof';

// Making a verified proof (sign-in, invitation, mail, decision, publication) takes a few seconds.
test.describe.configure({ timeout: 60_000 });

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

test('signing in is not needed, the sign-in library is not loaded, and each page asks the API once', async ({ browser, baseURL }) => {
  const anonymous = await visitor(browser, baseURL!);
  const scripts: string[] = [];
  const apiCalls: string[] = [];
  anonymous.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.url().includes('/api/public/')) apiCalls.push(new URL(request.url()).pathname);
  });
  await anonymous.goto('/proof/PJ-ABC123');
  await expect(anonymous.getByRole('heading', { name: 'Proof Not Found' })).toBeVisible();
  await anonymous.goto('/portfolio/nobody-here');
  await expect(anonymous.getByRole('heading', { name: 'Portfolio Not Found' })).toBeVisible();
  expect(scripts.filter((url) => /oidc/i.test(url))).toEqual([]);
  // The route's loader starts the call beside the page's code; the page takes that answer.
  expect(apiCalls).toEqual(['/api/public/proofs/PJ-ABC123', '/api/public/portfolios/nobody-here']);
  await anonymous.context().close();
});
