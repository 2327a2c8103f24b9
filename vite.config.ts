import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

// The dev proxy targets the API server's PORT: the environment's, else .env's, else 3000. The same rule as
// loadEnvFile in src/server/config.ts (Node's loader never overrides a variable already set; the test suite
// never reads .env), written inline so that Vite's config loads no server code.
if (!process.env.VITEST && fs.existsSync('.env')) process.loadEnvFile('.env');
const apiServer = `http://127.0.0.1:${process.env.PORT || 3000}`;

/**
 * Writes a Brotli and a gzip copy beside every script and stylesheet of the build, which the server
 * sends (@fastify/static preCompressed) to browsers that accept them: the app's JS and Mantine's CSS
 * shrink to about a fifth on the wire, with no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // The browser's bundle only, not the server's prerender entry (dist/ssr).
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      // The exercise drawings are copied from public/ (not part of the bundle) and compress to about a third.
      const drawings = path.join(options.dir ?? '', 'exercises');
      const copied = fs.existsSync(drawings)
        ? fs.readdirSync(drawings, { recursive: true, encoding: 'utf8' }).map((name) => `exercises/${name}`)
        : [];
      for (const fileName of [...Object.keys(bundle), ...copied]) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? '', fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The installable, offline app (issue 16 part 6; docs/offline.md): the web app manifest, linked from
 * index.html by the plugin, and the service worker built from src/client/sw.ts (why injectManifest: see
 * there). The page registers it itself after load (src/client/lib/pwa/), so no register script is injected;
 * it is never built for `npm run dev` or the tests.
 */
function installableApp(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    // The icons are in the precache list once already, through globPatterns below.
    includeManifestIcons: false,
    devOptions: { enabled: false },
    manifest: {
      id: '/',
      name: 'Workout Coach',
      short_name: 'Workout Coach',
      description:
        'Personalised, evidence-based workout plans from a short chat, with share links and challenges. Works offline once installed.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The logo's blue (favicon.svg, index.html's theme-color) and the light theme's page colour.
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
      categories: ['health', 'fitness', 'sports'],
      // Drawn from favicon.svg by scripts/pwa-icons.ts.
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell, every script (each page's chunk, both languages' catalogues) and stylesheet, the icons
      // and the small pictures; the plugin adds manifest.webmanifest itself. Not the .br/.gz copies beside them (precompress above: the server sends
      // those to the precache's requests anyway), not the exercise drawings (about 110 files, kept as they
      // are shown, sw.ts), not source maps, not Vite's build manifest.
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['exercises/**', '**/*.map', '.vite/**', 'sw.js'],
    },
  });
}

// The client lives in src/client; the server serves its build from dist/client in production.
function pluginsFor(serverBuild: boolean): PluginOption[] {
  return [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    precompress(),
    // The server's prerender entry (scripts/build.ts) has no page and no worker of its own.
    ...(serverBuild ? [] : [installableApp()]),
  ];
}

export default defineConfig(({ isSsrBuild = false }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: pluginsFor(isSsrBuild),
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload the route's page chunk and language catalogue (src/server/web.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/trpc': apiServer,
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
          // Vitest's 5 s default fails tests on a busy machine; heavy ones set their own (README "Test suite time").
          testTimeout: 30_000,
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
          // Rendering in happy-dom slows down several times on a busy machine: not Vitest's 5 s default.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Every REST answer the suites receive is checked against /api/openapi.json.
          setupFiles: ['tests/helpers/openapi-setup.ts'],
          // Generous so that a busy machine passes; a test that truly hangs still fails, only later.
          testTimeout: 120_000,
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
}));
