// Hydration turns: one task apart, in the order asked for; without them (the server, the whole
// app) a part renders at once.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, hydrationTurns, HydrationTurnsContext } from './hydration-turns';

afterEach(cleanup);

describe('hydrationTurns', () => {
  it('settles each turn one task after the one before', async () => {
    const nextTurn = hydrationTurns();
    const order: string[] = [];
    const first = nextTurn().then(() => order.push('first'));
    const second = nextTurn().then(() => order.push('second'));
    setTimeout(() => order.push('a task queued now'), 0);
    await Promise.all([first, second]);
    expect(order).toEqual(['a task queued now', 'first', 'second']);
  });
});

describe('HydrateLater', () => {
  it('renders its part at once when there are no turns', () => {
    render(<HydrateLater><p>Verified</p></HydrateLater>);
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('renders its part on its turn', async () => {
    let release = () => {};
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    await act(async () => {
      render(
        <HydrationTurnsContext.Provider value={() => turn}>
          <HydrateLater><p>Verified</p></HydrateLater>
        </HydrationTurnsContext.Provider>,
      );
    });
    expect(screen.queryByText('Verified')).toBeNull();
    await act(async () => release());
    expect(screen.getByText('Verified')).toBeTruthy();
  });
});
