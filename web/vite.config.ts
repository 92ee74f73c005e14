import { defineConfig } from 'vite';

// Two builds: the browser bundle (the shell script, app/shell/shell.ts, with the islands it
// imports on demand, and a manifest the pre-renderer reads to link the shell) and a server
// bundle of app/entry.server.tsx that pre-renders every route.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { outDir: 'build/server', copyPublicDir: false, emptyOutDir: true }
    : {
        outDir: 'build/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'app/shell/shell.ts' },
        // An island's chunk (React with a form or the chat) loads only when used; warn if one grows large.
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
