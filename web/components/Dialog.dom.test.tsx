// The modal dialog: shown with showModal(), named and described, closed by Escape (the browser's
// `cancel`), Tab kept inside, focus given back; toasts stay usable above it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { ToastProvider } from './toast/ToastProvider';
import { useToast } from './toast/toast-context';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ withReturnTarget = false }: { withReturnTarget?: boolean }) {
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <button type="button" ref={target}>
        Save Changes
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Share your proof" description="Anyone with the link can check it." returnFocusRef={withReturnTarget ? target : undefined}>
        <input aria-label="Proof link" readOnly value="https://example.com/proof/PJ-7KQ2MX" />
        <button type="button" data-autofocus onClick={() => toast({ title: 'Link copied' })}>
          Copy link
        </button>
      </Dialog>
    </>
  );
}

const renderPage = (withReturnTarget?: boolean) =>
  render(
    <ToastProvider>
      <Page withReturnTarget={withReturnTarget} />
    </ToastProvider>,
  );

const dialog = () => screen.getByRole('dialog', { name: 'Share your proof' }) as HTMLDialogElement;

describe('Dialog', () => {
  it('opens as a modal, named by its title and described by its description, with focus on its chosen control', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-describedby')).toBe(screen.getByText('Anyone with the link can check it.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy link' }));
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    renderPage();
    const opener = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(opener);
    const element = dialog();
    const close = vi.spyOn(element, 'close');
    // Escape makes the browser send `cancel` to the open modal.
    act(() => {
      element.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(close).toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it, and focus goes where the owner asked', async () => {
    renderPage(true);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save Changes' }));
  });

  it('keeps Tab inside: past the last control it wraps to the first, and back', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const copy = screen.getByRole('button', { name: 'Copy link' });
    // happy-dom lays nothing out; every control counts as visible.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    fireEvent.keyDown(copy, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(copy);
  });

  it('moves the toasts inside the open modal, so they stay reachable, and back out when it closes', async () => {
    renderPage();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(notifications.closest('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(dialog().contains(notifications)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(dialog().contains(screen.getByRole('status'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(notifications.isConnected).toBe(true);
    expect(notifications.closest('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Link copied');
  });
});
