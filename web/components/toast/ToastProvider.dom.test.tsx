// Toasts as a person meets them: announced, dismissable, paused while read, errors kept until
// dismissed or until their own action reports again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_VISIBLE_MS, ToastProvider } from './ToastProvider';
import { useToast, type ToastInput } from './toast-context';

function Trigger({ toast }: { toast: ToastInput }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Show {toast.title}
    </button>
  );
}

function ClearTrigger({ actionId }: { actionId: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.clearErrors(actionId)}>
      Clear {actionId}
    </button>
  );
}

function renderWith(...toasts: ToastInput[]) {
  render(
    <ToastProvider>
      {toasts.map((toast) => (
        <Trigger key={toast.title} toast={toast} />
      ))}
      <ClearTrigger actionId="save-project:p1" />
    </ToastProvider>,
  );
  return (title: string) => fireEvent.click(screen.getByRole('button', { name: `Show ${title}` }));
}

const texts = (role: 'alert' | 'status') => screen.queryAllByRole(role).map((toast) => toast.textContent);

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces a toast politely and takes it away after 5 seconds', () => {
    const show = renderWith({ title: 'Project updated' });
    show('Project updated');
    expect(screen.getByRole('status').textContent).toBe('Project updated');
    wait(TOAST_VISIBLE_MS - 100);
    expect(screen.queryByRole('status')).not.toBeNull();
    wait(100);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses while the pointer is over the list, and counts on from where it stopped', () => {
    const show = renderWith({ title: 'Proof published' });
    show('Proof published');
    wait(3_000);
    fireEvent.mouseOver(screen.getByRole('status'));
    wait(60_000);
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.mouseOut(screen.getByRole('status'), { relatedTarget: document.body });
    wait(TOAST_VISIBLE_MS - 3_000 - 100);
    expect(screen.queryByRole('status')).not.toBeNull();
    wait(100);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses while the focus is inside the list', () => {
    const show = renderWith({ title: 'Reminder sent' });
    show('Reminder sent');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    wait(60_000);
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Show Reminder sent' }).focus());
    wait(TOAST_VISIBLE_MS);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces an error assertively and keeps it until it is dismissed', () => {
    const show = renderWith({ title: 'Failed to create project. Please try again.', variant: 'destructive' });
    show('Failed to create project. Please try again.');
    wait(10 * 60_000);
    expect(screen.getByRole('alert').textContent).toBe('Failed to create project. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the three newest at once', () => {
    const titles = ['One', 'Two', 'Three', 'Four'];
    const show = renderWith(...titles.map((title) => ({ title })));
    for (const title of titles) show(title);
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Two', 'Three', 'Four']);
  });
});

describe("an action's toasts", () => {
  const saveFailed = { title: 'Failed to update project. Please try again.', variant: 'destructive', actionId: 'save-project:p1' } as const;
  const saveOffline = { title: 'Connection issue', variant: 'destructive', actionId: 'save-project:p1' } as const;
  const saved = { title: 'Project updated', actionId: 'save-project:p1' } as const;
  const otherProofFailed = { title: 'Failed to update the other project', variant: 'destructive', actionId: 'save-project:p2' } as const;
  const remindFailed = { title: 'Failed to send reminder. Please try again.', variant: 'destructive', actionId: 'remind:r1' } as const;
  const unnamedError = { title: 'Popup blocked', variant: 'destructive' } as const;

  it("a success clears the errors of its own earlier attempts, and no other action's", () => {
    const show = renderWith(saveFailed, otherProofFailed, remindFailed, unnamedError, saved);
    show(saveFailed.title);
    show(otherProofFailed.title);
    show(remindFailed.title);
    expect(texts('alert')).toEqual([saveFailed.title, otherProofFailed.title, remindFailed.title]);
    show(saved.title);
    expect(texts('alert')).toEqual([otherProofFailed.title, remindFailed.title]);
    expect(texts('status')).toEqual([saved.title]);
  });

  it('an error that names no action stays until dismissed, whatever succeeds', () => {
    const show = renderWith(unnamedError, saved);
    show(unnamedError.title);
    show(saved.title);
    expect(texts('alert')).toEqual([unnamedError.title]);
  });

  it('a new failure takes the place of the earlier one instead of stacking', () => {
    const show = renderWith(saveFailed, saveOffline, remindFailed);
    show(remindFailed.title);
    show(saveFailed.title);
    show(saveOffline.title);
    show(saveFailed.title);
    expect(texts('alert')).toEqual([remindFailed.title, saveFailed.title]);
  });

  it('a success that shows nothing of its own still clears its errors', () => {
    const show = renderWith(saveFailed, remindFailed);
    show(saveFailed.title);
    show(remindFailed.title);
    fireEvent.click(screen.getByRole('button', { name: 'Clear save-project:p1' }));
    expect(texts('alert')).toEqual([remindFailed.title]);
  });
});
