// The documents a public page starts from, read from a real HTTP origin standing in for CloudFront:
// which one a page gets, how long a copy is kept, and what a page gets while the origin fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as PageTemplates from './page-template';

const APP = '<html><head></head><body><div id="root"></div><script type="module" src="/assets/index-a.js"></script></body></html>';
const PUBLIC = '<html><head></head><body><div id="root"></div><script type="module" src="/assets/public-page-b.js"></script></body></html>';

const served = new Map<string, string>([['/index.html', APP], ['/public-page.html', PUBLIC]]);
const asked: string[] = [];
let down = false;
let server: Server;
let pages: typeof PageTemplates;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const body = served.get(request.url ?? '');
    if (down || body === undefined) {
      response.writeHead(down ? 503 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PUBLIC_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pages = await import('./page-template'); // reads the origin from the configuration on first use
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  pages.forgetPageTemplates();
  asked.length = 0;
  down = false;
  served.set('/public-page.html', PUBLIC);
});

describe('templateFor', () => {
  it('starts a rendered page from the public pages\' document, and any other from the app\'s', async () => {
    expect(await pages.templateFor('<main>A proof</main>')).toBe(PUBLIC);
    expect(await pages.templateFor('')).toBe(APP);
  });

  it('sends a rendered page with the whole app while the public pages\' document is missing', async () => {
    served.delete('/public-page.html');
    expect(await pages.templateFor('<main>A proof</main>')).toBe(APP);
    expect(asked).toEqual(['/public-page.html', '/index.html']);
  });
});

describe('pageTemplate', () => {
  it('asks the origin once a minute', async () => {
    let clock = 0;
    const now = () => clock;
    await pages.pageTemplate('/index.html', now);
    clock = pages.PAGE_TEMPLATE_TTL_MS - 1;
    await pages.pageTemplate('/index.html', now);
    expect(asked).toEqual(['/index.html']);
    clock = pages.PAGE_TEMPLATE_TTL_MS;
    await pages.pageTemplate('/index.html', now);
    expect(asked).toEqual(['/index.html', '/index.html']);
  });

  it('answers from its last copy while the origin fails, without asking again for a minute', async () => {
    let clock = 0;
    const now = () => clock;
    await pages.pageTemplate('/public-page.html', now);
    down = true;
    clock = pages.PAGE_TEMPLATE_TTL_MS;
    expect(await pages.pageTemplate('/public-page.html', now)).toBe(PUBLIC);
    clock += pages.PAGE_TEMPLATE_TTL_MS - 1;
    expect(await pages.pageTemplate('/public-page.html', now)).toBe(PUBLIC);
    expect(asked).toEqual(['/public-page.html', '/public-page.html']);
  });

  it('fails as unavailable with no copy to fall back on', async () => {
    down = true;
    await expect(pages.pageTemplate('/index.html')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
