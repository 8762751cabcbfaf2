import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';

// Paths the api answers; in development Vite forwards them so the browser sees one origin
// (first-party session cookie, no CORS), exactly as in production.
const API_PATHS = ['/graphql', '/api', '/uploads', '/healthz', '/readyz'];

const fromHere = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

export default defineConfig(({ mode }) => {
  // Prefix '' also reads API_URL from the process environment, not only from .env files.
  const env = loadEnv(mode, fromHere('.'), '');
  const target = env.API_URL || 'http://127.0.0.1:8080';
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    API_PATHS.map((path) => [path, { target, changeOrigin: false, ws: false }]),
  );

  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [
        // The package's exports point at its dist build; the web compiles the sources directly.
        { find: /^@umrah\/graphql$/, replacement: fromHere('../graphql/src/index.ts') },
        { find: /^@\//, replacement: fromHere('./src/') },
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: false, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, assetsDir: 'assets' },
  };
});
