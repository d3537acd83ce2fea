import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after an error; `retry` clears the error. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry?: () => void;
  /** Changing it clears the error (e.g. a new location). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/** Keeps a failure inside its own area: the header, footer and other areas keep working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, hasError: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[souq] area failed', error, info.componentStack);
  }

  /** With `onRetry` the owner resets us through `resetKey` once it is ready; otherwise retry now. */
  retry = () => {
    if (this.props.onRetry) this.props.onRetry();
    else this.setState({ hasError: false, error: null });
  };

  override render() {
    if (this.state.hasError) return this.props.fallback(this.retry, this.state.error);
    return this.props.children;
  }
}
