import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type RouteName } from '../contract/routes';
import { PlaceholderScreen } from '../src/screens/PlaceholderScreen';

/**
 * The container of a route whose screen arrives in a later issue: it names the page and renders the
 * placeholder inside the route's layout. Each `app/routes/<name>.tsx` is then replaced by its real container.
 */
export function placeholderRoute(name: RouteName): ComponentType {
  function PlaceholderRoute() {
    const { t } = useTranslation('shell');
    return <PlaceholderScreen pageName={t(`routes.${name}`)} homeHref={name === 'index' ? undefined : pathFor('index')} />;
  }
  PlaceholderRoute.displayName = `PlaceholderRoute(${name})`;
  return PlaceholderRoute;
}
