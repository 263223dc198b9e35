// The pager over one infinite query: a page at a time, Previous shows a page already loaded
// without asking again; or more rows under the others until there are no more.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageResult } from '../../../../domain/api/paging';
import { defineRoutes, shape } from '../../../../domain/api/route-contract';
import { fakeApi } from '../../../test/fake-api';
import { withProviders } from '../../../test/providers';
import { useAdminPages } from '../api/admin-queries';
import { Pager } from './Pager';
import { usePagedList } from './usePagedList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { ListLetters } = defineRoutes({ ListLetters: { method: 'GET', path: '/api/admin/letters', answer: shape<PageResult<{ id: string }>>() } });

function Letters({ mode }: { mode: 'more' | 'pages' }) {
  const list = usePagedList(useAdminPages(['letters', mode], ListLetters, { kind: 'all' }), mode);
  return (
    <>
      <ul aria-label="Letters">
        {list.rows.map((row) => (
          <li key={row.id}>{row.id}</li>
        ))}
      </ul>
      <Pager list={list} label={mode === 'more' ? 'Show more letters' : 'Letters'} />
    </>
  );
}

function lettersApi() {
  return fakeApi({
    'GET /api/admin/letters': (call) =>
      call.query.get('cursor') === 'after-b' ? { body: { items: [{ id: 'c' }], cursor: null } } : { body: { items: [{ id: 'a' }, { id: 'b' }], cursor: 'after-b' } },
  });
}

const shown = () => within(screen.getByRole('list', { name: 'Letters' })).queryAllByRole('listitem').map((item) => item.textContent);

describe('Pager', () => {
  it('goes a page at a time, and back to a page already loaded without asking for it again', async () => {
    const api = lettersApi();
    render(<Letters mode="pages" />, { wrapper: withProviders({ serverState: true }) });
    const pages = await screen.findByRole('navigation', { name: 'Letters pages' });
    expect(shown()).toEqual(['a', 'b']);
    expect(api.calls[0]?.query.get('kind')).toBe('all');
    expect(api.calls[0]?.query.get('limit')).toBe('20');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shown()).toEqual(['c']));
    expect(within(pages).getByText('Page 2')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(shown()).toEqual(['a', 'b']);
    expect(api.count('GET /api/admin/letters')).toBe(2);
  });

  it('adds the next page under the rows, and goes when there is no more', async () => {
    lettersApi();
    render(<Letters mode="more" />, { wrapper: withProviders({ serverState: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more letters' }));
    await waitFor(() => expect(shown()).toEqual(['a', 'b', 'c']));
    expect(screen.queryByRole('button', { name: 'Show more letters' })).toBeNull();
  });
});
