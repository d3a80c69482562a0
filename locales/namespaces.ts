/**
 * One namespace per screen area plus `common`. A namespace is added here when its `<lng>/<ns>.json`
 * files exist for all 11 languages (a unit test checks).
 */
export const NAMESPACES = ['common', 'layout', 'errors', 'validation', 'interests', 'shell', 'ui'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';
