import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repo explains itself (issue 19 item 1): code, tests and docs cite docs/product.md and
 * docs/clinical.md, never the client spec or the clinical brief that lived outside the repo, and
 * every cited section exists. The old forms are spelt in pieces here so this file does not match
 * its own search.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CODE_DIRS = ['server', 'web', 'contracts', 'e2e', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', '.git']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|html|css|ya?ml|txt|sh)$/;

const SPEC_WORD = ['sp', 'ec'].join('');
const CLINICAL_WORD = ['CLINI', 'CAL'].join('');
/** The old spec's section sign after its name (with or without ".md"), or "§4 of the …", in any case. */
const OLD_SPEC = new RegExp(`${SPEC_WORD}(?:\\.md)?\\s*§|§\\s*\\d+\\s+of\\s+the\\s+${SPEC_WORD}\\b`, 'gi');
/**
 * The clinical brief's file name, in any case and on any path. The one spelling allowed is our own
 * document's path, `docs/clinical.md`, which a case-blind search for the old name also finds.
 */
const CLINICAL_NAME = /(?:docs\/)?clinical\.md/gi;
const OWN_CLINICAL = 'docs/clinical.md';
/** A citation of one of our two documents with its section numbers: "docs/product.md §5, §20", "docs/clinical.md §32-§35". */
const OWN_CITATION = /(?:docs\/)?\b(product|clinical)\.md((?:(?:\s*,\s*|\s+and\s+|\s*-\s*|\s+)§\d+)+)/g;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (TEXT_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

/** Each citation of a document that is not in the repo, as the text that was found. */
export function oldCitations(text: string): string[] {
  const found = [...text.matchAll(OLD_SPEC)].map((match) => match[0]);
  for (const match of text.matchAll(CLINICAL_NAME)) if (match[0] !== OWN_CLINICAL) found.push(match[0]);
  return found;
}

/** The section numbers of a document: its headings "### 12. Title". */
export function sectionNumbers(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^#{2,4}\s+(\d+)\.\s/gm)].map((match) => Number(match[1])));
}

/** Each citation of a section that does not exist, as "docs/product.md §99". */
export function brokenCitations(text: string, sections: Record<'product' | 'clinical', Set<number>>): string[] {
  const broken: string[] = [];
  for (const match of text.matchAll(OWN_CITATION)) {
    const doc = match[1] as 'product' | 'clinical';
    for (const number of (match[2] ?? '').matchAll(/§(\d+)/g)) {
      if (!sections[doc].has(Number(number[1]))) broken.push(`docs/${doc}.md §${number[1]}`);
    }
  }
  return broken;
}

const sections = {
  product: sectionNumbers(readFileSync(join(ROOT, 'docs/product.md'), 'utf8')),
  clinical: sectionNumbers(readFileSync(join(ROOT, 'docs/clinical.md'), 'utf8')),
};

describe('the checks themselves', () => {
  it('find every old form and let our own path through', () => {
    const text = [
      `(${SPEC_WORD} §4 "Resume logic")`,
      `${SPEC_WORD.toUpperCase()}.md §2`,
      `§8 of the ${SPEC_WORD}`,
      `../shared/${CLINICAL_WORD}.md "Sessions"`,
      `${CLINICAL_WORD.slice(0, 1)}${CLINICAL_WORD.slice(1).toLowerCase()}.md`,
      'docs/clinical.md §23',
      'docs/product.md §4',
    ].join('\n');
    expect(oldCitations(text)).toEqual([
      `${SPEC_WORD} §`,
      `${SPEC_WORD.toUpperCase()}.md §`,
      `§8 of the ${SPEC_WORD}`,
      `${CLINICAL_WORD}.md`,
      `${CLINICAL_WORD.slice(0, 1)}${CLINICAL_WORD.slice(1).toLowerCase()}.md`,
    ]);
  });

  it('find a cited section that does not exist, in lists and ranges too', () => {
    const known = { product: new Set([1, 2, 3]), clinical: new Set([5]) };
    const [product, clinical] = ['product', 'clinical'].map((name) => `docs/${name}.md`);
    expect(brokenCitations(`${product} §2, §9 and §3; ${clinical} §5-§6; ${product} §1`, known)).toEqual([
      'docs/product.md §9',
      'docs/clinical.md §6',
    ]);
  });

  it('read the section numbers of both documents', () => {
    expect(sections.product.size).toBeGreaterThan(40);
    expect(sections.clinical.size).toBeGreaterThan(30);
  });
});

describe('citations in the repo', () => {
  const codeFiles = CODE_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir)));
  const citingFiles = [
    ...codeFiles,
    ...filesUnder(join(ROOT, 'docs')),
    join(ROOT, 'README.md'),
  ];

  it('never cite the spec or the clinical brief that lived outside the repo', () => {
    const found = codeFiles.flatMap((path) =>
      oldCitations(readFileSync(path, 'utf8')).map((text) => `${relative(ROOT, path)}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('cite only sections that exist in docs/product.md and docs/clinical.md', () => {
    const self = fileURLToPath(import.meta.url);
    const broken = citingFiles.filter((path) => path !== self).flatMap((path) =>
      brokenCitations(readFileSync(path, 'utf8'), sections).map((text) => `${relative(ROOT, path)}: ${text}`),
    );
    expect(broken).toEqual([]);
  });
});
