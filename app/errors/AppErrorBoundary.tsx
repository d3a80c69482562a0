import { Component, type ErrorInfo, type ReactNode } from 'react';
import { pathFor } from '../../contract/routes';
import { EmptyLayout } from '../../src/layout/EmptyLayout';
import { ErrorPage } from '../../src/layout/ErrorPage';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

/**
 * The last line of defence, outside the router: when even the error page fails, SPEC §8's fallback
 * 'An error occurred while showing the error page' with a plain link home.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyLayout>
        <ErrorPage status={500} homeHref={pathFor('index')} fallback />
      </EmptyLayout>
    );
  }
}
