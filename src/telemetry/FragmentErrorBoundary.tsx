import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorReporter } from './error-reporter.js';

interface Props {
  reporter: ErrorReporter;
  /** Shown once the error was recorded and has an event id (spec point 2). */
  renderErrorScreen: (eventId: string) => ReactNode;
  children: ReactNode;
}

type State = { status: 'normal' } | { status: 'error'; eventId?: string };

/** Catches rendering errors of the fragment so the host page keeps working. */
export class FragmentErrorBoundary extends Component<Props, State> {
  override state: State = { status: 'normal' };

  static getDerivedStateFromError(): State {
    return { status: 'error' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('shop-cart: the fragment failed to render', error);
    void this.props.reporter.report(error, { componentStack: info.componentStack ?? '' }).then((eventId) => {
      if (eventId) this.setState({ status: 'error', eventId });
    });
  }

  override render(): ReactNode {
    const { state } = this;
    if (state.status === 'normal') return this.props.children;
    return state.eventId ? this.props.renderErrorScreen(state.eventId) : null;
  }
}
