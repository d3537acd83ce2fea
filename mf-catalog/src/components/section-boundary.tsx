import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorFallback, Skeleton } from '@souq/ui';

interface Props {
  children: ReactNode;
  /** Called on retry before the part renders again (e.g. refetch its query). */
  onRetry?: () => void;
  /** Shown while a part of it is still loading (lazy antd parts suspend on first use). */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One independent part of a page (a list, a form, a tab): if it throws, only that part
 * shows the localized fallback with a retry; while it loads, only that part shows a
 * skeleton. The rest of the page keeps working either way.
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[mf-catalog] section failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <RemoteErrorFallback compact onRetry={this.retry} />;
    return <Suspense fallback={this.props.fallback ?? <Skeleton active />}>{this.props.children}</Suspense>;
  }
}
