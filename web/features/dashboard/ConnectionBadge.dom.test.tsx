// The header's LinkedIn badge: its three states, and which of them connect on a click.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ConnectionBadge } from './ConnectionBadge';

afterEach(cleanup);

it('Not Connected is grey and a click connects', async () => {
  const onConnect = vi.fn();
  render(<ConnectionBadge state="notConnected" onConnect={onConnect} />);
  const badge = screen.getByRole('button', { name: /^LinkedIn: Not Connected/ });
  expect(badge.className).toContain('bg-slate-100');
  await userEvent.click(badge);
  expect(onConnect).toHaveBeenCalledOnce();
});

it('Limited Access is destructive and a click reconnects', async () => {
  const onConnect = vi.fn();
  render(<ConnectionBadge state="limited" onConnect={onConnect} />);
  const badge = screen.getByRole('button', { name: /^LinkedIn: Limited Access/ });
  expect(badge.className).toContain('bg-red-50');
  await userEvent.click(badge);
  expect(onConnect).toHaveBeenCalledOnce();
});

it('Connected is green and not a button', () => {
  render(<ConnectionBadge state="connected" onConnect={() => undefined} />);
  expect(screen.queryByRole('button')).toBeNull();
  const badge = screen.getByText('Connected');
  expect(badge.className).toContain('bg-green-50');
  expect(badge.textContent).toBe('LinkedIn: Connected');
});

it('does nothing while the popup is already open', async () => {
  const onConnect = vi.fn();
  render(<ConnectionBadge state="notConnected" onConnect={onConnect} busy />);
  const badge = screen.getByRole('button', { name: /Not Connected/ });
  expect(badge.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(badge);
  expect(onConnect).not.toHaveBeenCalled();
});
