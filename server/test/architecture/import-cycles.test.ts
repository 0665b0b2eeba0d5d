import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19: server/src has no import circles. A circle makes load order matter (a module can see
 * another half-initialised) and blurs which module owns what. Type-only imports count too: they
 * are the same tangle for a reader. A small walker of the TypeScript sources, no dependency.
 */
const SRC = fileURLToPath(new URL('../../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, relative specifiers only.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const targets = [...text.matchAll(SPECIFIER)].flatMap((match) => resolve(file, match[1]!) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle, each once, as the list of files along it (depth-first search, Tarjan-free). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join('|');
        if (!cycles.has(key)) cycles.set(key, cycle);
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...cycles.values()];
}

describe('server/src import graph', () => {
  it('finds a circle when there is one (the walker can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('reads the real sources: the exposures modules import practice.ts, and lib/ids.ts is shared', () => {
    const graph = importGraph(sourceFiles(SRC));
    expect(graph.size).toBeGreaterThan(100);
    const exposures = path.join(SRC, 'modules/exposures');
    expect(graph.get(path.join(exposures, 'exposures.ts'))).toContain(path.join(exposures, 'practice.ts'));
    expect(graph.get(path.join(SRC, 'modules/billing/departed.ts'))).toContain(path.join(SRC, 'lib/ids.ts'));
  });

  it('has no circles', () => {
    const cycles = findCycles(importGraph(sourceFiles(SRC)));
    expect(cycles.map((cycle) => cycle.map((file) => path.relative(SRC, file)).join(' → '))).toEqual([]);
  });
});
