import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, createServer, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { firstScreenGroups, type BuiltChunk, type BuiltModule } from './chunkGroups.ts';
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

// React Router's package exports only its development build, whose warnings are on in any bundle;
// the built client takes the production build beside it, the same code with them off.
const reactRouterBuild = `${dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/production`;
const productionAliases = [
  { find: /^react-router$/, replacement: `${reactRouterBuild}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}/dom-export.mjs` },
];

const webRoot = dirname(fileURLToPath(import.meta.url));
const src = (path: string) => resolve(webRoot, 'src', path);

// Libraries every screen needs change less often than the app: their chunks stay cached across
// releases. Other libraries (Chakra's components, the editor) go with the screens that use them.
// The login's texts are a chunk of their own that imports nothing, for the first download.
const libraryGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay)[\\/]/ },
  { name: 'login-texts', priority: 3, test: /src[\\/]i18n[\\/]login\.ts$/ },
];

const texts = /src[\\/]i18n[\\/]nl[\\/]/;

const firstScreens = {
  entry: src('main.tsx'),
  shell: [src('routes/appRoutes.tsx'), src('routes/ShellRoute.tsx')],
  screens: {
    cockpit: [src('screens/cockpit/CockpitPage.tsx')],
    list: [src('routes/listViews.tsx'), src('screens/tickets/TicketList.tsx')],
    ticket: [src('routes/recordViews.tsx'), src('screens/tickets/TicketRecord.tsx')],
  },
};

const chakraThemeAlias = { find: /^chakra-theme\/(.*)$/, replacement: `${chakraTheme}/$1.js` };

const shared: UserConfig = {
  plugins: [react(), relay],
  resolve: { alias: [chakraThemeAlias] },
};

// The login form is in index.html itself, so that it can be filled in before the app's code has
// arrived (src/screens/login/firstForm.ts): drawn from LoginScreen here, with the small script that
// shows it and keeps a submit until the app takes over. The script and the login's CSS are inline:
// as files they would share the line with the app's code and hold the form back. The BFF allows the
// script by its hash (bff/src/http/static-files.ts).
const firstLoginForm: Plugin = {
  name: 'balie-first-login-form',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (!page || page.type !== 'asset') return;
    const script = await build({
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
      build: { write: false, lib: { entry: src('screens/login/firstFormScript.ts'), formats: ['iife'], name: 'balieFirstForm' }, minify: true },
    });
    const [output] = Array.isArray(script) ? script : [script];
    const code = 'output' in output ? output.output[0].code.trim() : '';
    if (!code || code.includes('</script')) throw new Error('The login form\'s script cannot be put inline');
    const server = await createServer({
      ...shared,
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    // The entry's CSS (the login's own) inline too: as a file it would hold the first paint back.
    let html = String(page.source);
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      for (const file of chunk.viteMetadata?.importedCss ?? []) {
        const css = bundle[file];
        const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
        if (css?.type !== 'asset' || !html.includes(link)) throw new Error(`index.html does not load ${file} as expected`);
        html = html.replace(link, `<style>${String(css.source).trim()}</style>`);
      }
    }
    try {
      const { withFirstForm } = (await server.ssrLoadModule(src('screens/login/prerender.tsx'))) as typeof import('./src/screens/login/prerender');
      page.source = withFirstForm(html, code);
    } finally {
      await server.close();
    }
  },
};

/** The shared configuration as a build uses it. */
const forBuild: UserConfig = { ...shared, resolve: { alias: [chakraThemeAlias, ...productionAliases] } };

/** The chunks the bundler makes by itself: what the first screens' groups are drawn from (web/chunkGroups.ts). */
async function firstBuild(): Promise<[BuiltChunk[], Map<string, BuiltModule>]> {
  const chunks: BuiltChunk[] = [];
  const modules = new Map<string, BuiltModule>();
  const describe: Plugin = {
    name: 'balie-first-build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks.push({ fileName: chunk.fileName, moduleIds: chunk.moduleIds, imports: chunk.imports });
        for (const id of chunk.moduleIds) {
          const info = this.getModuleInfo(id);
          if (info) modules.set(id, { importers: info.importers, importsOthers: info.importedIds.length > 0, loadedLazily: info.dynamicImporters.length > 0 });
        }
      }
    },
  };
  await build({
    ...forBuild,
    plugins: [...(shared.plugins ?? []), describe],
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    build: { write: false, rolldownOptions: { output: { codeSplitting: { groups: libraryGroups } } } },
  });
  return [chunks, modules];
}

export default defineConfig(async ({ command }) => {
  const groups = command === 'build' ? firstScreenGroups(...(await firstBuild()), firstScreens) : new Map<string, string>();
  return {
    ...(command === 'build' ? forBuild : shared),
    plugins: [...(shared.plugins ?? []), firstLoginForm, precompressBuild],
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
      // A lazily loaded chunk is asked for at once, as its imports are, not a task later: a route's
      // query (a chunk that imports nothing) would otherwise queue behind the screen's code for one
      // of the browser's six connections, and the data request after it.
      modulePreload: { resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' ? [file, ...deps] : deps) },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              ...libraryGroups,
              // A first screen's texts come in its own chunks; the later screens' in one chunk that imports nothing.
              { name: 'texts-more', priority: 1, test: (id: string) => texts.test(id) && !groups.has(id) },
              { name: (id: string) => groups.get(id) ?? null, debugName: 'first-screens', includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
});
