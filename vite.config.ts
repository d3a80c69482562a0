import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('./app', import.meta.url));
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

/** Libraries every page needs; one long-cached chunk instead of being spread over route chunks. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|@emotion[\\/]is-prop-valid|stylis|react-router|react-router-dom|swr|i18next|react-i18next|zod)[\\/]/;

/** Requests for app/api/*.ts(x) modules themselves, which Vite serves from the app/ root. */
const SHELL_SOURCE = /^\/api\/[^?#]*\.tsx?(?:[?#]|$)/;

/** Readable chunk names: `route-members-<hash>.js` per route module, `locale-nl-layout-<hash>.js` per message file. */
function chunkFileName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const path = facadeModuleId?.replace(/\\/g, '/') ?? '';
  const route = /\/app\/routes\/([^/]+)\.tsx$/.exec(path);
  if (route) return `assets/route-${route[1]}-[hash].js`;
  const locale = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (locale) return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/**
 * styled-components ids from the file and position (Oxc's port of babel-plugin-styled-components) instead of a
 * counter over the order modules happen to load in: the server render and the client's hydration then produce the
 * same class names whatever pages the server rendered before (README "Server rendering").
 */
const STYLED_COMPONENTS_SSR = { ssr: true, displayName: false, fileName: false, minify: false, transpileTemplateLiterals: false };

/**
 * Brotli and gzip copies of the built scripts, styles and images beside each file, which the server sends to browsers
 * that accept them (@fastify/static `preCompressed`): a first visit on a slow phone network gets a third of the bytes.
 */
function precompressedAssets(): Plugin {
  // Only for the site's own build (app/ as root): not for Storybook's, which reads this config too.
  let siteBuild = false;
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      siteBuild = config.root === root;
    },
    async writeBundle(options, bundle) {
      if (!siteBuild) return;
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!/\.(js|css|svg)$/.test(output.fileName)) return;
          const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
          if (content.length < 1024) return;
          const target = path.join(outDir, output.fileName);
          await Promise.all([writeFile(`${target}.br`, brotliCompressSync(content)), writeFile(`${target}.gz`, gzipSync(content, { level: 9 }))]);
        }),
      );
    },
  };
}

/** The server renderer: one Node module (dependencies stay in node_modules), chunks per route and message file. */
const ssrBuild = {
  ssr: true,
  outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
  emptyOutDir: true,
  target: 'node20',
  copyPublicDir: false,
  rolldownOptions: {
    input: fileURLToPath(new URL('./app/entry-server.tsx', import.meta.url)),
    output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
};

// The SPA: app/ is the root (app/index.html), built into dist/client, which the server serves with the site's
// settings inlined; app/public (favicon, later the service worker) is copied as is. In development Vite serves it
// on 5173 and proxies the API to the server on 3000 (PORT, or API_URL for another address).
// `vite build --ssr` builds app/entry-server.tsx into dist/server, which the server uses to render public pages.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // styled-components ships CommonJS as its `main` (its ESM build only as `module`): plain Node's import of it from the
  // built renderer gets the exports object as the default export, and every styled.x is undefined. Bundling it into
  // dist/server uses its ESM build, as the browser's bundle does.
  ssr: { noExternal: ['styled-components'] },
  plugins: isSsrBuild ? [react()] : [react(), precompressedAssets()],
  oxc: { plugins: { styledComponents: STYLED_COMPONENTS_SSR } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // ws: the realtime socket will live under /api too. The shell's own modules under app/api/ (e.g.
      // /api/client.ts) share the prefix in dev, so source files are served by Vite, not proxied.
      '/api': { target: apiTarget, ws: true, bypass: (req) => (SHELL_SOURCE.test(req.url ?? '') ? req.url : undefined) },
    },
  },
  preview: { port: 4173 },
  build: isSsrBuild ? ssrBuild : {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Maps for debugging and bundle analysis, not advertised to browsers.
    sourcemap: 'hidden',
    target: 'es2022',
    // .vite/manifest.json: which chunks a route needs, so the server can preload them with a server-rendered page.
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/site-[hash].js',
        chunkFileNames: chunkFileName,
        codeSplitting: {
          groups: [{ name: 'vendor', test: VENDOR }],
        },
      },
    },
  },
}));
