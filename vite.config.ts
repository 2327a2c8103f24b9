import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The client lives in src/client; the server serves its build from dist/client in production.
const plugins = [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()];

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins,
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/trpc': 'http://127.0.0.1:3000',
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          root: '.',
          include: ['src/**/*.test.tsx', 'tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
