import { EmptyLayout } from '../../src/layout/EmptyLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** A layout itself failed: the error page on its own, still with a main landmark. */
export function RootErrorPage() {
  return (
    <EmptyLayout>
      <RouteErrorPage />
    </EmptyLayout>
  );
}
