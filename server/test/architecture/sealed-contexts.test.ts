import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';

/**
 * Issue 19, decision 039: the context string of a sealed column is written once, in the registry.
 * A module that seals or opens a value goes through `SEALED`; a quoted '<table>.<column>' in any other
 * source file is a second copy that could drift from the one the data was sealed with. Tables are
 * every table of the schema, so a context for a new sealed table is caught before it is registered.
 */
const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const REGISTRY = path.join(SRC, 'lib/crypto/sealed-columns.ts');
const QUOTED_DOTTED = /(['"`])([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)\1/g;

const TABLES = new Set(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable).map((table) => getTableConfig(table).name),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each '<table>.<column>' literal of a schema table in `text`, as "line: literal" (comments skipped). */
export function contextLiterals(text: string, tables: ReadonlySet<string>): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '').replace(/\/\*.*?\*\//g, '');
    return [...code.matchAll(QUOTED_DOTTED)].filter((match) => tables.has(match[2]!)).map((match) => `${index + 1}: ${match[0]}`);
  });
}

describe('sealed-column contexts live only in the registry', () => {
  it('finds a context literal when there is one (the scan is not blind)', () => {
    const text = "const CONTENT = 'journal_entries.content';\n// 'urge_logs.note' in a comment\nopen(`urge_logs.note`);\nconst other = 'a.b';";
    expect(contextLiterals(text, TABLES)).toEqual(["1: 'journal_entries.content'", '3: `urge_logs.note`']);
    expect(TABLES.size).toBeGreaterThan(20);
    expect(contextLiterals(fs.readFileSync(REGISTRY, 'utf8'), TABLES).length).toBeGreaterThanOrEqual(16);
  });

  it('has no quoted <table>.<column> outside lib/crypto/sealed-columns.ts', () => {
    const strays = sourceFiles(SRC)
      .filter((file) => file !== REGISTRY)
      .flatMap((file) => contextLiterals(fs.readFileSync(file, 'utf8'), TABLES).map((hit) => `${path.relative(SRC, file)}:${hit}`));
    expect(strays).toEqual([]);
  });
});
