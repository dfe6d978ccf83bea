import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { precompress } from './precompress.ts';

// In development the BFF (PORT, default 4000) answers /graphql, HTTP and WebSocket alike.
// The Host header is passed on unchanged: the tenant is read from the subdomain.
const bff = process.env.BALIE_BFF_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

// The BFF sends the .br and .gz copies as they are; compressing once here keeps that cost off every request.
const precompressBuild: Plugin = {
  name: 'balie-precompress',
  apply: 'build',
  writeBundle(options) {
    if (options.dir) precompress(options.dir);
  },
};

// Chakra's theme module assembles every recipe; the app's system (src/theme/system.ts) takes the ones
// its components use from their own files.
const chakraTheme = `${dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'))}/dist/esm/theme`;

export default defineConfig({
  plugins: [react(), relay, precompressBuild],
  resolve: {
    alias: [{ find: /^chakra-theme\/(.*)$/, replacement: `${chakraTheme}/$1.js` }],
  },
  server: {
    proxy: {
      '/graphql': { target: bff, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunk graph, for the bundle budget test (web/bundleBudget.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every screen needs change less often than the app: their chunks stay cached across
        // releases. Other libraries (Chakra's components, the editor) go with the screens that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay)[\\/]/ },
            // The texts in chunks that import nothing of the app, so no chunk cycle can have a screen read
            // a text before it is defined: the login's (alone, for the first download), those of the shell
            // and the first screens after login, and the rest for the later screens.
            { name: 'login-texts', priority: 3, test: /src[\\/]i18n[\\/]login\.ts$/ },
            { name: 'texts', priority: 2, test: /src[\\/]i18n[\\/](resources\.ts|nl[\\/](app|cockpit|cockpitEditor|detail|dialog|editor|errors|fields|filters|form|globalSearch|groupActions|help|list|messageSending|messages|nav|notifications|openingHours|options|pages|planner|quickFilters|resources|shortcuts|sla|stats|tasks|ticket|ticketActions|ticketWork|timeRegistration|timeStats|timers|values)\.ts)$/ },
            { name: 'texts-more', priority: 1, test: /src[\\/]i18n[\\/]nl[\\/]/ },
          ],
        },
      },
    },
  },
});
