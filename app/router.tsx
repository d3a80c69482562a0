import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES, type LayoutName, type RouteDef } from '../contract/routes';
import { STAFF_BASE } from '../contract/staffRoutes';
import { NotFoundPage } from './errors/NotFoundPage';
import { RootErrorPage } from './errors/RootErrorPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { ChatLayoutRoute } from './layouts/ChatLayoutRoute';
import { DefaultLayoutRoute } from './layouts/DefaultLayoutRoute';
import { EmptyLayoutRoute } from './layouts/EmptyLayoutRoute';
import { LanderLayoutRoute } from './layouts/LanderLayoutRoute';
import { RootRoute, RouteLoading } from './shell/RootRoute';

export interface RouteModule {
  Component: ComponentType;
}

// One module per route, each its own chunk, loaded when the route is first visited.
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

export const LAYOUT_ROUTE_IDS: Record<LayoutName, string> = {
  default: 'layout-default',
  chat: 'layout-chat',
  lander: 'layout-lander',
  empty: 'layout-empty',
};

const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayoutRoute,
  chat: ChatLayoutRoute,
  lander: LanderLayoutRoute,
  empty: EmptyLayoutRoute,
};

export const NOT_FOUND_ROUTE_ID = 'not-found';

export function routeModulePath(name: string): string {
  return `./routes/${name}.tsx`;
}

/**
 * A route module that fails to load (a new deploy removed the chunk, the network dropped) becomes a component
 * that throws the load error, so the route's error element handles it (SPEC §8 chunk reload). React Router 7.18
 * renders an empty page instead when `lazy` itself rejects: it still sees the route as unloaded.
 */
export function loadOrThrowOnRender(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return () =>
    load().catch((error: unknown) => ({
      Component: function RouteModuleLoadFailed(): never {
        throw error;
      },
    }));
}

function pageRoute(route: RouteDef): RouteObject {
  const load = routeModules[routeModulePath(route.name)];
  if (!load) throw new Error(`app/routes/${route.name}.tsx is missing: every SPEC §2 route needs its module`);
  return { id: route.name, path: route.path, lazy: loadOrThrowOnRender(load), errorElement: <RouteErrorPage /> };
}

export const STAFF_ROUTE_ID = 'staff';

/** The back office (issue 8, contract/staffRoutes.ts): one chunk with its own descendant routes under `/staff/*`. */
function staffRoute(): RouteObject {
  return {
    id: STAFF_ROUTE_ID,
    path: `${STAFF_BASE}/*`,
    lazy: loadOrThrowOnRender(() => import('./staff/StaffRoute')),
    errorElement: <RouteErrorPage />,
  };
}

/**
 * The SPEC §2 route table (contract ROUTES, route ids = route names) grouped under the four layout routes;
 * unknown paths render the 404 page inside the default layout.
 */
export function buildRoutes(): RouteObject[] {
  const layouts = (Object.keys(LAYOUT_COMPONENTS) as LayoutName[]).map((layout): RouteObject => {
    const pages = ROUTES.filter((route) => route.layout === layout).map(pageRoute);
    if (layout === 'default') pages.push({ id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage });
    return { id: LAYOUT_ROUTE_IDS[layout], Component: LAYOUT_COMPONENTS[layout], children: pages };
  });
  return [
    {
      id: 'root',
      Component: RootRoute,
      errorElement: <RootErrorPage />,
      HydrateFallback: RouteLoading,
      children: [...layouts, staffRoute()],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

/**
 * The router for a server-rendered page (README "Server rendering"): the modules of the routes the page matched are
 * loaded first, so the router starts initialised and its first render is the page the server sent, ready to hydrate —
 * with a route still lazy it would render the loading fallback instead and the markup would not match.
 */
export async function createHydratingRouter(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location) {
  const routes = buildRoutes();
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
  return createBrowserRouter(routes);
}
