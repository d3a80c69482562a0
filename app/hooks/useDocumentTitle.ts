import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

// A page's own title ("Find members – FlirtLane", a member's name). The root sets the document title (with the SPEC §2
// unread prefix) from it, or from the site's index title when the page has none: one writer, so they never race.
let routeTitle: string | null = null;
const routeTitleListeners = new Set<() => void>();

function setRouteTitle(title: string | null): void {
  if (routeTitle === title) return;
  routeTitle = title;
  for (const listener of routeTitleListeners) listener();
}

function subscribeRouteTitle(listener: () => void): () => void {
  routeTitleListeners.add(listener);
  return () => {
    routeTitleListeners.delete(listener);
  };
}

const getRouteTitle = () => routeTitle;

/** Server rendering (app/entry-server.tsx) collects the page's title here: effects do not run on the server. */
export const ServerRouteTitleContext = createContext<{ title: string | null } | null>(null);

/** Gives the current page its own title while it is shown (null: the site's index title). */
export function useRouteTitle(title: string | null): void {
  const serverTitle = useContext(ServerRouteTitleContext);
  if (serverTitle) serverTitle.title = title;
  useEffect(() => {
    setRouteTitle(title);
    return () => setRouteTitle(null);
  }, [title]);
}

/** The current page's own title, if it set one. */
export function useCurrentRouteTitle(): string | null {
  return useSyncExternalStore(subscribeRouteTitle, getRouteTitle, getRouteTitle);
}
