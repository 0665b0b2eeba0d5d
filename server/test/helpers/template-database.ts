import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

/**
 * Vitest global setup of the server projects: migrates one template database per run, which every
 * test file then copies (test-database.ts). A fresh PGlite spends about 3 s in initdb before its
 * first query and the migrations add about half a second; with some 60 databases per run, on two
 * engines, that was minutes of CI (docs/decisions/040-fast-test-databases.md).
 *
 * - PGlite: a data directory, initdb'd and migrated by the real migrator, under /dev/shm (memory)
 *   when the machine has it. Each file copies the folder (about 0.1 s) and opens it (about 0.15 s).
 * - PostgreSQL: a database migrated once; each file runs `CREATE DATABASE … TEMPLATE` on it.
 *
 * Every file still gets a database of its own that no other file sees, with the schema the
 * migrations make; tests of the migrations themselves ask for an unmigrated database
 * (`createTestDatabase({ migrate: false })`), which is still made fresh.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated data directory to copy. */
    pgliteTemplateDir: string | null;
    /** PostgreSQL: the migrated database to use as a template. */
    postgresTemplate: string | null;
  }
}

export function scratchRoot(): string {
  return fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env.TEST_DATABASE ?? process.env.TEST_DATABASE ?? 'pglite';
  if (engine === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL.');
    const name = `ladder_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    // The pool is closed before any copy: PostgreSQL copies a template only when nobody is connected to it.
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide('pgliteTemplateDir', null);
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const root = fs.mkdtempSync(path.join(scratchRoot(), 'ladder-test-template-'));
  const dir = path.join(root, 'pglite');
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await handle.migrate();
  } finally {
    // Closing checkpoints and releases the folder lock, so the copies start clean and unlocked.
    await handle.close();
  }
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplate', null);
  return async () => fs.rmSync(root, { recursive: true, force: true });
}
