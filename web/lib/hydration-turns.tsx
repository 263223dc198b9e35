// The public pages' runtime (Preact: web/public-main.tsx) adopts a server-rendered page in one
// task: it has no time slicing, as React's hydration has. A part wrapped in <HydrateLater> is
// adopted in a task of its own: while the page hydrates, it waits for its turn under a Suspense
// boundary, which keeps the server's markup on screen meanwhile. On the server and in the whole
// app there are no turns, and the part renders at once.
import { createContext, Suspense, use, useContext, useState, type ReactElement } from 'react';

/** Gives each caller a turn: a promise settled one task after the previous caller's. */
export type NextTurn = () => Promise<void>;

export const HydrationTurnsContext = createContext<NextTurn | null>(null);

/** Turns one task apart, the first one task from now. */
export function hydrationTurns(): NextTurn {
  let last = Promise.resolve();
  return () => {
    last = last.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    return last;
  };
}

function AfterItsTurn({ children }: { children: ReactElement }) {
  const nextTurn = useContext(HydrationTurnsContext);
  const [turn] = useState(() => nextTurn?.());
  if (turn) use(turn);
  return children;
}

/** `children` (one element: a waiting boundary keeps only its first node) hydrated in a task of its own. */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <AfterItsTurn>{children}</AfterItsTurn>
    </Suspense>
  );
}
