import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the children once one of them has thrown (say, a failed load read with `use`). */
  readonly fallback: (error: unknown) => ReactNode;
  readonly children: ReactNode;
}

/** Catches what its children throw while rendering. Give it a new `key` to start over. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
