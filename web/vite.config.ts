import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

// react-router's package exports only its development build (warnings and checks included);
// the browser bundle of a production build uses the production build it also ships.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

// Two builds: the browser bundle (with a manifest the pre-renderer reads to link each page's
// chunks) and a server bundle of app/entry.server.tsx that pre-renders every route.
export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve:
    mode === 'production' && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist', 'production', 'index.mjs') }] }
      : {},
  build: isSsrBuild
    ? { outDir: 'build/server', copyPublicDir: false, emptyOutDir: true }
    : {
        outDir: 'build/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'app/entry.client.tsx' },
        // Chunks must stay small enough for the 100 KB first-load budget; warn well before it.
        chunkSizeWarningLimit: 250,
      },
  // Workspace packages ship TypeScript source: bundle them into the server build.
  ssr: { noExternal: ['@site/contracts'] },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.MAIL_API_PORT ?? 3001}`,
      '/chat': `http://127.0.0.1:${process.env.CHAT_PORT ?? 5000}`,
    },
  },
}));
