// A server-rendered public page as its own entry (web/public-main.tsx) starts it: React Router is
// replaced by document navigation (the public build's alias, here a mock), the page's route found
// among the public ones, its loader run, and every link a plain one the browser follows.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProofAwaitingRevalidation } from '../../domain/api/public';
import { revalidation } from '../../domain/messages/portal';
import { fakeApi } from '../test/fake-api';
import { withProviders } from '../test/providers';
import { DocumentRouteContext, Link } from './document-navigation';
import { documentPage, matchPath } from './document-route';

vi.mock('react-router-dom', () => import('./document-navigation'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('matchPath', () => {
  it('reads the path parameters, decoded, with or without a trailing slash', () => {
    expect(matchPath('/proof/:number', '/proof/PJ-7KQ2MX')).toEqual({ number: 'PJ-7KQ2MX' });
    expect(matchPath('/portfolio/:handle', '/portfolio/jane%20doe/')).toEqual({ handle: 'jane doe' });
    expect(matchPath('/proof', '/proof')).toEqual({});
  });

  it('matches nothing deeper, shallower or malformed', () => {
    expect(matchPath('/proof/:number', '/proof/PJ-7KQ2MX/more')).toBeNull();
    expect(matchPath('/proof/:number', '/proof/')).toBeNull();
    expect(matchPath('/project/:id', '/project/%E0%A4%A')).toBeNull();
    expect(matchPath('/proof', '/proofs')).toBeNull();
  });
});

const awaiting: PublicProofAwaitingRevalidation = {
  state: 'awaiting-revalidation',
  proofNumber: 'PJ-7KQ2MX',
  owner: { username: 'olivia', displayName: 'Olivia Owner', avatarUrl: null, headline: 'Engineer' },
  since: '2026-11-05T10:00:00.000Z',
};

describe('documentPage', () => {
  it('finds a public page, runs its loader and renders it with plain links', async () => {
    const api = fakeApi({ 'GET /api/public/proofs/PJ-7KQ2MX': { body: awaiting } });
    const page = await documentPage(new URL('https://provenly.test/proof/pj-7kq2mx'));
    expect(page?.route.params).toEqual({ number: 'pj-7kq2mx' });
    const { Page, route } = page!;
    // The page waits for its data under Suspense: React renders it again once the answer is in.
    await act(async () => {
      render(
        <DocumentRouteContext.Provider value={route}>
          <Page />
        </DocumentRouteContext.Provider>,
        { wrapper: withProviders() },
      );
    });
    expect(await screen.findByRole('heading', { name: revalidation.awaitingHeading, level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Olivia Owner' })[0]?.getAttribute('href')).toBe('/portfolio/olivia');
    expect(api.routes()).toEqual(['GET /api/public/proofs/PJ-7KQ2MX']);
  });

  it('is null for any other page, which the whole app serves', async () => {
    const api = fakeApi();
    for (const path of ['/', '/dashboard', '/proof/PJ-7KQ2MX/more', '/verify/PV-1']) {
      expect(await documentPage(new URL(`https://provenly.test${path}`)), path).toBeNull();
    }
    expect(api.routes()).toEqual([]);
  });
});

describe('Link', () => {
  it('is an anchor the browser follows itself: nothing stops its click', () => {
    render(<Link to="/privacy" className="underline" aria-label="Privacy policy" replace>Privacy</Link>);
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.className).toBe('underline');
    expect(link.hasAttribute('replace')).toBe(false);
    expect(fireEvent.click(link)).toBe(true); // not default-prevented: a document load
  });
});
