// A suggestion's placeholders ([X]%, $[N]) in the project form: the field that holds them says
// which remain, tied to it for screen readers; Save marks it invalid with the schema's message and
// sends nothing; once they are replaced, the proof saves.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type FakeApi } from '../../test/fake-api';
import { withProviders } from '../../test/providers';
import { ProjectEditor } from './ProjectEditor';

const suggestedDescription = 'As Tech lead at Acme, I rebuilt checkout. The result: conversion up [X]%, worth $[N] a year.';

let api: FakeApi;

beforeEach(() => {
  api = fakeApi({
    'POST /api/suggestions': (call: ApiCall) => {
      const { type } = call.body as { type: string };
      if (type === 'description') return { body: { suggestions: { enhancedDescription: suggestedDescription } } };
      return { body: { suggestions: { outcomes: [{ description: 'Raised conversion so more customers completed a purchase', metric: '+[X]% conversion rate' }] } } };
    },
    'POST /api/proofs': (call: ApiCall) => ({ status: 201, body: { id: 'p1', ...(call.body as object) } }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openCreate() {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <ProjectEditor initial={null} />
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The text of every element the control's aria-describedby names. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Project title/), 'Checkout rewrite');
  await user.type(screen.getByLabelText(/Your role/), 'Tech lead');
  await user.type(screen.getByLabelText(/Start date/), '2025-01-10');
  await user.type(screen.getByLabelText('Skills'), 'TypeScript{Enter}');
}

describe('placeholders from a suggestion', () => {
  it('shows which remain in the description, refuses to save, and saves once they are replaced', async () => {
    const user = openCreate();
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Suggest description' }));
    const description = screen.getByLabelText<HTMLTextAreaElement>(/^Description/);
    await waitFor(() => expect(description.value).toBe(suggestedDescription));

    expect(screen.getByText('Replace [X] and [N] with your real figures.')).toBeTruthy();
    expect(descriptionOf(description)).toContain('Replace [X] and [N] with your real figures.');
    expect(description.getAttribute('aria-invalid')).toBeNull();

    await user.type(screen.getByLabelText('Outcome description'), 'Checkout 40% faster{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(description)).toContain('Replace the placeholders [X] and [N] with your real figures before saving.');
    expect(api.count('POST /api/proofs')).toBe(0);

    await user.clear(description);
    await user.type(description, 'As Tech lead at Acme, I rebuilt checkout. The result: conversion up 4%, worth $2M a year.');
    expect(screen.queryByText(/Replace \[X\]/)).toBeNull();
    expect(description.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(api.count('POST /api/proofs')).toBe(1));
  });

  it('marks them in a suggested outcome and says what to replace', async () => {
    const user = openCreate();
    await user.type(screen.getByLabelText(/Project title/), 'Checkout rewrite');
    await user.click(screen.getByRole('button', { name: 'Suggest outcomes' }));
    const list = await screen.findByRole('list', { name: 'Added outcomes' });
    const item = within(list).getAllByRole('listitem')[0]!;

    expect(within(item).getByText('[X]').tagName).toBe('MARK');
    expect(within(item).getByText('Replace [X] with your real figure.')).toBeTruthy();
    expect(descriptionOf(item)).toContain('Replace [X] with your real figure.');
  });
});
