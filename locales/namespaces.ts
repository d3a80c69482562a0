/**
 * One namespace per screen area plus `common`. A namespace is added here when its `<lng>/<ns>.json`
 * files exist for all 11 languages (a unit test checks).
 */
export const NAMESPACES = ['common', 'layout', 'errors', 'validation', 'interests', 'shell', 'ui', 'auth', 'account', 'members', 'profile', 'credits', 'payments', 'chat', 'likes', 'notifications', 'landing', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Namespaces only the server uses (mail texts, chat icebreakers): never loaded by the site or bundled into it. */
export const SERVER_NAMESPACES = ['mail', 'icebreakers'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

export function isClientNamespace(namespace: string): namespace is Namespace {
  return (NAMESPACES as readonly string[]).includes(namespace);
}
