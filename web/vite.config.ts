import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Chunks must stay small enough for the 100 KB first-load budget; warn well before it.
    chunkSizeWarningLimit: 250,
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.MAIL_API_PORT ?? 3001}`,
      '/chat': `http://127.0.0.1:${process.env.CHAT_PORT ?? 5000}`,
    },
  },
});
