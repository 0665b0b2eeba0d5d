import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19: each `/users/me…` path has one owning module, so a reader looking for what
 * `DELETE /users/me` does finds it beside `GET /users/me`, not in a third module. The paths are read
 * from the modules' route files as written (string literals), the way a reader would find them.
 */
const MODULES = fileURLToPath(new URL('../../src/modules', import.meta.url));
const USERS_ME_PATH = /['"](\/users\/me(?:\/[a-z0-9:/_-]*)?)['"]/g;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /routes\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** path → the modules whose route files name it. */
export function ownersOf(files: readonly string[], modulesDir: string): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const file of files) {
    const moduleName = path.relative(modulesDir, file).split(path.sep)[0]!;
    const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const match of text.matchAll(USERS_ME_PATH)) {
      const routePath = match[1]!;
      owners.set(routePath, (owners.get(routePath) ?? new Set()).add(moduleName));
    }
  }
  return owners;
}

describe('one owner for each /users/me path', () => {
  const owners = ownersOf(routeFiles(MODULES), MODULES);

  it('finds the paths it checks (the scan is not blind)', () => {
    expect(owners.get('/users/me')).toBeDefined();
    expect(owners.size).toBeGreaterThanOrEqual(10);
  });

  it('has every /users/me path in exactly one module', () => {
    const shared = [...owners].filter(([, modules]) => modules.size > 1).map(([routePath, modules]) => `${routePath}: ${[...modules].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('keeps the person record itself in the users module', () => {
    expect([...owners.get('/users/me')!]).toEqual(['users']);
  });
});
