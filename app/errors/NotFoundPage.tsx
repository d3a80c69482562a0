import { pathFor } from '../../contract/routes';
import { ErrorPage } from '../../src/layout/ErrorPage';

/** SPEC §8: unknown routes show 404 'This page could not be found'. */
export function NotFoundPage() {
  return <ErrorPage status={404} homeHref={pathFor('index')} />;
}
