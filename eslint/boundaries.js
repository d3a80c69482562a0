// Enforces the import directions of ARCHITECTURE.md: which top-level folder may import which, and which packages
// each layer must not use. Relative imports are resolved to their top-level folder, so `../../app/x` is caught.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Folder → folders of ours it may import (itself always allowed). */
const ALLOWED = {
  theme: [],
  locales: [],
  contract: [],
  src: ['theme', 'locales', 'contract'],
  stories: ['src', 'theme', 'locales', 'contract'],
  '.storybook': ['theme', 'locales', 'stories'],
  app: ['src', 'theme', 'locales', 'contract'],
  server: ['contract', 'locales'],
};

/** Folder → packages it must not import. */
const FORBIDDEN_PACKAGES = {
  theme: ['swr', 'react-router', 'react-router-dom', 'i18next', 'react-i18next', 'zod'],
  locales: ['swr', 'react-router', 'react-router-dom', 'styled-components', 'zod'],
  contract: ['react', 'react-dom', 'swr', 'react-router', 'react-router-dom', 'styled-components', 'i18next', 'react-i18next'],
  src: ['swr', 'react-router', 'react-router-dom', 'fastify', 'kysely', 'better-sqlite3', 'pg'],
  app: ['fastify', 'kysely', 'better-sqlite3', 'pg'],
  server: ['react', 'react-dom', 'styled-components', 'swr', 'react-router', 'react-router-dom', 'react-i18next'],
};

function layerOf(absolutePath) {
  const relative = path.relative(ROOT, absolutePath);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0] ?? null;
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import directions of ARCHITECTURE.md' },
    schema: [],
    messages: {
      layer: '{{from}}/ must not import {{to}}/ (ARCHITECTURE.md: {{from}} may import {{allowed}}).',
      pkg: '{{from}}/ must not import the package "{{pkg}}" (ARCHITECTURE.md layering).',
      fetch: 'src/ is presentational and never fetches: take data as props and callbacks.',
    },
  },
  create(context) {
    const filename = context.filename;
    const from = layerOf(filename);
    if (!from || !(from in ALLOWED)) return {};
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('.')) {
        const to = layerOf(path.resolve(path.dirname(filename), specifier));
        if (to && to !== from && !ALLOWED[from].includes(to)) {
          context.report({ node, messageId: 'layer', data: { from, to, allowed: ALLOWED[from].join(', ') || 'only itself' } });
        }
        return;
      }
      const pkg = packageName(specifier);
      if ((FORBIDDEN_PACKAGES[from] ?? []).includes(pkg)) context.report({ node, messageId: 'pkg', data: { from, pkg } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        if (from !== 'src') return;
        const callee = node.callee;
        const isFetch =
          (callee.type === 'Identifier' && callee.name === 'fetch') ||
          (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'fetch');
        if (isFetch) context.report({ node, messageId: 'fetch' });
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
