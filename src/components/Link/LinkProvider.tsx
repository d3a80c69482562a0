import { createContext, useContext, type ComponentType, type ReactNode, type Ref } from 'react';
import type { LinkProps } from './Link';

/**
 * The component that renders every link of the design system. The app supplies its router's link (adapting
 * `href` to the router's own prop and forwarding `ref` to the anchor, which menus need for focus); without a
 * provider a plain `<a>` is used, so `src/` never depends on a router.
 */
export type LinkComponent = ComponentType<LinkProps & { ref?: Ref<HTMLAnchorElement> }> | 'a';

const LinkComponentContext = createContext<LinkComponent>('a');

export type LinkProviderProps = { component: LinkComponent; children: ReactNode };

export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component in effect: the provider's, or `'a'`. For primitives that render links styled as something else. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

/** Adds `rel="noopener noreferrer"` to links that open a new browsing context, unless a rel is given. */
export function safeRel(target: string | undefined, rel: string | undefined): string | undefined {
  return target === '_blank' && rel === undefined ? 'noopener noreferrer' : rel;
}
