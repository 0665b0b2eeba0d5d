import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19, decision 041: a service function has one shape, `(ctx, ...args)`. One that must run in its
 * caller's transaction receives it inside the context (`withTx(ctx, tx)`), never as a database handle
 * in front. The sources are parsed with the TypeScript compiler (syntax only, no type checking), so
 * the rule reads what a reader reads: the first parameter of every exported function of a module.
 */
const MODULES = fileURLToPath(new URL('../../src/modules', import.meta.url));

/** The types of a database handle (server/src/db/client.ts) and the names such a parameter goes by. */
const HANDLE_TYPES = new Set(['Database', 'Executor', 'Transaction', 'DatabaseHandle', 'NodePgDatabase', 'PgTransaction']);
const HANDLE_NAMES = new Set(['db', 'tx', 'database', 'executor', 'transaction']);

/**
 * Exported functions still written `(db, …)`, each with the reason. Keep it short: convert, then
 * delete the line (the last test fails on a line that no longer matches anything).
 */
const ALLOWED = new Set<string>([
  // Another helper is reworking the draft ladder (issue 19); they join the shape with that work.
  'exposures/drafts/store.ts: readDraftRow',
  'exposures/drafts/store.ts: upsertDraftRow',
  'exposures/drafts/store.ts: clearDraftContent',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function isExported(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** Whether a type annotation is a database handle: `Executor`, `Database | Transaction`, `db.Database`. */
function isHandleType(type: ts.TypeNode | undefined): boolean {
  if (!type) return false;
  if (ts.isUnionTypeNode(type)) return type.types.some(isHandleType);
  if (ts.isParenthesizedTypeNode(type)) return isHandleType(type.type);
  if (!ts.isTypeReferenceNode(type)) return false;
  const name = ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text;
  return HANDLE_TYPES.has(name);
}

function takesHandleFirst(parameters: ts.NodeArray<ts.ParameterDeclaration>): boolean {
  const first = parameters[0];
  if (!first) return false;
  return isHandleType(first.type) || (ts.isIdentifier(first.name) && HANDLE_NAMES.has(first.name.text));
}

/** The exported functions of one source text whose first parameter is a database handle, by name. */
export function handleFirstExports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && takesHandleFirst(statement.parameters)) found.push(statement.name.text);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        const isFunction = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
        if (isFunction && ts.isIdentifier(declaration.name) && takesHandleFirst(value.parameters)) found.push(declaration.name.text);
      }
    }
  }
  return found;
}

const offenders = sourceFiles(MODULES).flatMap((file) =>
  handleFirstExports(file, fs.readFileSync(file, 'utf8')).map((name) => `${path.relative(MODULES, file).split(path.sep).join('/')}: ${name}`),
);

describe('services take (ctx, …), never a database handle first', () => {
  it('finds a handle-first export when there is one (the scan is not blind)', () => {
    const text = [
      "import type { Executor } from '../../db/client';",
      'export async function byType(db: Executor, id: string) {}',
      'export const byUnion = (handle: Database | Transaction) => handle;',
      'export function byName(tx, id: string) {}',
      "export async function shaped(ctx: Pick<ServiceContext, 'db'>, id: string) {}",
      'async function inner(db: Executor) {}',
      'export function pure(text: string) {}',
    ].join('\n');
    expect(handleFirstExports('sample.ts', text)).toEqual(['byType', 'byUnion', 'byName']);
    expect(sourceFiles(MODULES).length).toBeGreaterThan(100);
  });

  it('has no exported function of server/src/modules that takes a database handle first, apart from the allow-list', () => {
    expect(offenders.filter((offender) => !ALLOWED.has(offender))).toEqual([]);
  });

  it('keeps the allow-list honest: every line still names a handle-first export', () => {
    expect([...ALLOWED].filter((allowed) => !offenders.includes(allowed))).toEqual([]);
  });
});
