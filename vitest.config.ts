import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every unit and integration suite. The server suite runs on the embedded
 * PGlite engine always, and a second time on PostgreSQL when DATABASE_URL is set (CI sets it).
 */
const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl?.startsWith('postgres')) {
  console.log(
    '[vitest] server suite on PostgreSQL not run: DATABASE_URL is not set to a postgres:// URL. ' +
      'It runs on PGlite only here; CI (.ci/run) sets DATABASE_URL so both engines are covered.',
  );
}

const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './server',
    include: ['test/**/*.test.ts'],
    // The process suite tests the embedded engine's folder lock and clean close; it runs once, on PGlite.
    exclude: engine === 'postgres' ? ['test/process/**'] : [],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DATABASE: engine },
    // Migrates one template database per run; each test file gets a copy (docs/decisions/040-fast-test-databases.md).
    globalSetup: ['./test/helpers/template-database.ts'],
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. A server test file
    // spends much of its time waiting (on PostgreSQL, the SMTP server, the processes it starts), so
    // one worker per core ran server/test/auth 1.3x (PostgreSQL) to 1.5x (PGlite) faster there (docs/performance.md).
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contracts', root: './contracts', include: ['test/**/*.test.ts'], environment: 'node' } },
      serverProject('server-pglite', 'pglite'),
      ...(postgresUrl?.startsWith('postgres') ? [serverProject('server-postgres', 'postgres')] : []),
      './web',
    ],
  },
});
