/**
 * One namespace per screen area plus `common`. A namespace is added here when its `<lng>/<ns>.json`
 * files exist for all 11 languages (a unit test checks).
 */
export const NAMESPACES = ['common', 'layout', 'errors', 'validation', 'interests', 'shell', 'ui', 'auth', 'account', 'members', 'profile', 'credits', 'payments', 'chat', 'likes', 'notifications', 'landing', 'pages', 'staff', 'moderation'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Namespaces only the server uses (mail texts, chat icebreakers): never loaded by the site or bundled into it. */
export const SERVER_NAMESPACES = ['mail', 'icebreakers'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/**
 * The back office's namespaces (issue 8): part of NAMESPACES (Storybook and the story matrix use them), but the site
 * never loads them for members; the back office's own chunk loads them (locales/loaders.ts loadBackOfficeMessages).
 */
export const BACK_OFFICE_NAMESPACES = ['staff', 'moderation'] as const;

export function isBackOfficeNamespace(namespace: string): boolean {
  return (BACK_OFFICE_NAMESPACES as readonly string[]).includes(namespace);
}

export function isClientNamespace(namespace: string): namespace is Namespace {
  return (NAMESPACES as readonly string[]).includes(namespace);
}
