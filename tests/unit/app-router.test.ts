import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../contract/routes';
import { LANGUAGES } from '../../locales/languages';
import { LAYOUT_ROUTE_IDS, NOT_FOUND_ROUTE_ID, STAFF_ROUTE_ID, buildRoutes, loadOrThrowOnRender } from '../../app/router';

const routes = buildRoutes();

function matchedIds(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).map((match) => match.route.id ?? '?');
}

function allPageRoutes(objects: RouteObject[]): RouteObject[] {
  return objects.flatMap((route) => (route.children ? allPageRoutes(route.children) : [route]));
}

describe('the route table (SPEC §2)', () => {
  it('has one module per route in app/routes, and no stray ones', () => {
    const files = readdirSync(join(process.cwd(), 'app/routes'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''))
      .sort();
    expect(files).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it('uses the route names as route ids, each under its layout', () => {
    for (const route of ROUTES) {
      const example = route.path.replace(/:(\w+)\?/g, 'x').replace(/:(\w+)/g, '1');
      const ids = matchedIds(example);
      expect(ids, route.path).toEqual(['root', LAYOUT_ROUTE_IDS[route.layout], route.name]);
    }
  });

  it.each([
    ['/', 'layout-default', 'index'],
    ['/members', 'layout-default', 'members'],
    ['/members/42', 'layout-default', 'members-id'],
    ['/pages/terms', 'layout-default', 'pages-terms'],
    ['/chats/1', 'layout-chat', 'chats-id'],
    ['/landers/video/gay', 'layout-lander', 'landers-video-slug'],
    ['/landers/video', 'layout-lander', 'landers-video-slug'],
    ['/signup', 'layout-empty', 'signup'],
    ['/credits/repeat-order', 'layout-default', 'credits-repeat-order'],
    ['/credits/12', 'layout-default', 'credits-id-paymentmethod'],
    ['/credits/12/ideal', 'layout-default', 'credits-id-paymentmethod'],
    ['/likes/m/7', 'layout-default', 'likes-m-id'],
    ['/likes/received', 'layout-default', 'likes-type'],
    ['/reset-password/do', 'layout-default', 'reset-password-do'],
    ['/some-info-token', 'layout-default', 'token'],
  ])('%s renders %s › %s', (path, layout, name) => {
    expect(matchedIds(path)).toEqual(['root', layout, name]);
  });

  it.each(['/nope/nope', '/members/1/2/3', '/pages/unknown/x'])('%s is a 404 inside the default layout', (path) => {
    expect(matchedIds(path)).toEqual(['root', 'layout-default', NOT_FOUND_ROUTE_ID]);
  });

  it('loads every page lazily, each module giving a Component', async () => {
    const pages = allPageRoutes(routes).filter((route) => route.id !== NOT_FOUND_ROUTE_ID && route.id !== STAFF_ROUTE_ID);
    expect(pages).toHaveLength(ROUTES.length);
    for (const page of pages) {
      expect(typeof page.lazy, page.id).toBe('function');
      expect(page.errorElement, page.id).toBeDefined();
      const loaded = await (page.lazy as () => Promise<RouteObject>)();
      expect(typeof loaded.Component, page.id).toBe('function');
    }
    // Importing every page's module graph for the first time takes seconds on a busy machine.
  }, 60_000);

  it('loads the back office as one lazy route under /staff/*, apart from the SPEC §2 pages', async () => {
    expect(matchedIds('/staff/moderation/photos')).toEqual(['root', STAFF_ROUTE_ID]);
    const staff = allPageRoutes(routes).find((route) => route.id === STAFF_ROUTE_ID);
    expect(staff?.path).toBe('/staff/*');
    expect(staff?.errorElement).toBeDefined();
    const loaded = await (staff?.lazy as () => Promise<RouteObject>)();
    expect(typeof loaded.Component).toBe('function');
  }, 60_000);

  it('names every route in every language (shell:routes.<name>)', () => {
    for (const language of LANGUAGES) {
      const shell = JSON.parse(readFileSync(join(process.cwd(), `locales/${language}/shell.json`), 'utf8')) as {
        routes: Record<string, string>;
      };
      for (const route of ROUTES) expect(shell.routes[route.name], `${language}:${route.name}`).toBeTruthy();
    }
  });
});

describe('a route module that fails to load', () => {
  it('becomes a component that throws the load error, for the route error element (SPEC §8 chunk reload)', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/route-members-x.js');
    const loaded = await loadOrThrowOnRender(() => Promise.reject(failure))();
    expect(() => (loaded.Component as () => unknown)()).toThrow(failure);
  });

  it('passes a loaded module through', async () => {
    const Component = () => null;
    await expect(loadOrThrowOnRender(async () => ({ Component }))()).resolves.toEqual({ Component });
  });
});
