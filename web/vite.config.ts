/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes .vite/chunks.json: each chunk of the client build with the source modules in it and the
 * chunks it imports. scripts/prerender.mjs finds there the chunks of each public page, to preload
 * them from the page's HTML (a module grouped into a shared chunk has no entry in Vite's manifest).
 */
function chunkMap(): Plugin {
  return {
    name: 'ladder-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: Record<string, { imports: string[]; modules: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          imports: output.imports,
          modules: output.moduleIds.filter((id) => id.startsWith(webRoot)).map((id) => id.slice(webRoot.length)),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkMap()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two documents, two entries (docs/performance.md "JavaScript of the first view"):
      //   index.html        the single-page app (sign-in, registration, the signed-in screens)
      //   public-page.html  the template of the pre-rendered public pages, which only hydrate their page
      // and the early requests of the signed-in screens' documents.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'public-page': fileURLToPath(new URL('public-page.html', import.meta.url)),
        // The signed-in screens' first requests, a script of its own (src/boot/early-requests.ts), which
        // scripts/prerender.mjs puts at the top of their documents.
        early: fileURLToPath(new URL('src/boot/entry-early.ts', import.meta.url)),
      },
      treeshake: {
        // The contracts only declare schemas and pure helpers. Without this, importing one constant
        // (e.g. a password limit) would bring every zod schema, and zod, into the bundle.
        moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Chunks by what each first view needs (docs/performance.md "JavaScript of the first view"): a
        // public page loads react, common, public-site and its page; /login loads react, common and
        // app; a signed-in screen adds signed-in, schemas and its own chunks. Fewer, larger chunks
        // than rolldown's automatic split: every request costs a round trip and its headers. Higher
        // priority groups take their modules first; each group also takes the dependencies of its
        // modules that no earlier group took. What no group takes is split automatically (the
        // screens, Radix). Libraries in chunks of their own stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 60, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What the public pages and the app share, the app's first screen included (small: a few kB).
            // The helplines (1 kB) are here because the crisis page and the intake's screen both name
            // them: left to the split, they went with the signed-in chunk, and /crisis loaded the app.
            {
              name: 'common',
              priority: 40,
              test: /web[\\/]src[\\/](api[\\/]client|auth[\\/]storage|components[\\/]ui[\\/](styles|Logo|icons|illustrations|menu-on-intent)|components[\\/]layout[\\/]SkipLink|public-site[\\/]public-pages|routes[\\/]public-routes|components[\\/]exposures[\\/]DifficultyBadge|components[\\/]safety[\\/]helplines|lib[\\/]useDocumentTitle)\.tsx?$|web[\\/]src[\\/]index\.css$|contracts[\\/]src[\\/](limits|exposure-rules)\.ts$|vite[\\/]preload-helper/,
            },
            // The frame of the public pages (bars, footer, content-page layout); each page's own content
            // stays in a chunk of its own, preloaded from its HTML.
            {
              name: 'public-site',
              priority: 30,
              test: /web[\\/]src[\\/](public-site[\\/][\w.-]+$|components[\\/]layout[\\/](Public|ResourcesMenu|public-nav))/,
            },
            // The app's first download: router, session, sign-in screen, the signed-in screens' frame.
            {
              name: 'app',
              priority: 20,
              test: /node_modules[\\/]react-router[\\/]|web[\\/]src[\\/](boot[\\/](app|AppFrame)|routes[\\/]AppRoutes|auth[\\/](AuthProvider|RequireAuth|SessionExpiryWatch|auth-context|session-timer)|api[\\/](auth-requests|user-requests|lazy-schemas|session-cache)|pages[\\/]login[\\/]LoginPage|components[\\/]layout[\\/]AuthLayout|components[\\/]ui[\\/](Button|TextField|Alert|Spinner)|lib[\\/](useAction|lazy-page|format-time))\.tsx?$/,
            },
            // What every signed-in screen needs first: the query cache and the session check, the app
            // bar and its subscription status, the small pieces most screens share (a chunk each
            // would cost a request each; LoadFailed, which the ERP dialogs and the settings tabs share, is
            // one), and the dashboard, chart included: every session starts there, and its first view is
            // one request shorter. (The report borrows the chart.)
            {
              name: 'signed-in',
              priority: 10,
              test: /node_modules[\\/]@tanstack[\\/]|web[\\/]src[\\/](boot[\\/]early-responses|api[\\/](QueryLayer|query-client|users|subscription|progress|ybocs)|auth[\\/]SessionCheck|components[\\/]layout[\\/](AppLayout|AppTopBar|AvatarMenu|avatar-button)|components[\\/]subscription[\\/](SubscriptionBanner|BillingButton|PortalButton|usePortalRedirect)|components[\\/]ui[\\/]LoadFailed|components[\\/]progress[\\/][A-Za-z-]+|lib[\\/](format-date|messages)|pages[\\/]dashboard[\\/](DashboardPage|Panel|ProgressPanel|AssignmentsPanel|AchievementsPanel))\.tsx?$/,
            },
            // zod, and the schemas of sign-in and the session: every signed-in screen validates with
            // them (before signed-in, which would otherwise take zod as what its API modules import).
            // The other contracts go with the screens that use them: building a zod schema costs time
            // at start-up, and the dashboard would otherwise build every screen's.
            { name: 'schemas', priority: 15, test: /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/](auth|users)\.ts$|web[\\/]src[\\/]api[\\/]session-schemas/ },
            // The urge log's API calls, contracts and the dashboard's week of bars (issue 17), one chunk
            // that loads after the dashboard's first view, and that the day view and the log dialog share.
            {
              name: 'urges',
              priority: 5,
              test: /web[\\/]src[\\/](api[\\/]urges|lib[\\/]local-day|pages[\\/]dashboard[\\/]UrgeTrend)\.tsx?$|contracts[\\/]src[\\/]urges\.ts$/,
            },
            // The crisis-resources flag the journal shares with the sessions' contracts: a chunk of its own, as
            // rolldown made it, so the group below does not take it and the journal does not load exposures.
            { name: 'safety', priority: 4, test: /contracts[\\/]src[\\/]safety\.ts$/ },
            // The exposures' API calls with the ladder's order and its first step (issue 18): the ERP page and the
            // dashboard's first-step card (loaded after its first view) share them, so the ERP page's first view
            // is not one more chunk for the first-step rule.
            {
              name: 'exposures',
              priority: 3,
              test: /web[\\/]src[\\/](api[\\/]exposures|pages[\\/]erp[\\/]ladder-order)\.tsx?$/,
            },

          ],
        },
      },
    },
  },
  worker: {
    format: 'es',
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
