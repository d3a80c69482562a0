import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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

// The SPA: app/ is the root (app/index.html), built into dist/client, which the server serves with the site's
// settings inlined; app/public (favicon, later the service worker) is copied as is. In development Vite serves it
// on 5173 and proxies the API to the server on 3000 (PORT, or API_URL for another address).
export default defineConfig({
  root,
  plugins: [react()],
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
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Maps for debugging and bundle analysis, not advertised to browsers.
    sourcemap: 'hidden',
    target: 'es2022',
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
});
