import { describe, expect, it } from 'vitest';
import { LlmEngineError } from '../../src/modules/generator/llm/errors';
import { EXPOSURE_BATCH_JSON_SCHEMA, parseExposureBatch } from '../../src/modules/generator/llm/schema';
import { safeExposures } from '../helpers/fake-llm-server';

interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: unknown;
  items?: JsonSchemaNode;
  [key: string]: unknown;
}

function objectNodes(node: JsonSchemaNode): JsonSchemaNode[] {
  const children = [...Object.values(node.properties ?? {}), ...(node.items ? [node.items] : [])];
  return [...(node.type === 'object' ? [node] : []), ...children.flatMap(objectNodes)];
}

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof LlmEngineError ? error.reason : 'other error';
  }
  return undefined;
}

describe('the JSON Schema sent to providers', () => {
  it('fits OpenAI strict mode: every object closed, every property required, no string lengths', () => {
    const schema = EXPOSURE_BATCH_JSON_SCHEMA as JsonSchemaNode;
    const objects = objectNodes(schema);
    expect(objects).toHaveLength(2);
    for (const node of objects) {
      expect(node.additionalProperties).toBe(false);
      expect([...(node.required ?? [])].sort()).toEqual(Object.keys(node.properties ?? {}).sort());
    }
    expect(JSON.stringify(schema)).not.toMatch(/"(minLength|maxLength|\$schema)"/);
    expect(schema.properties?.exposures).toMatchObject({ type: 'array', minItems: 8, maxItems: 12 });
    expect(schema.properties?.exposures?.items?.properties?.fear_level).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
  });
});

const withFirst = (change: Record<string, unknown>) => ({
  exposures: safeExposures().map((item, i) => (i === 0 ? { ...item, ...change } : item)),
});

describe('parseExposureBatch', () => {
  it('accepts a well-formed batch and returns its items', () => {
    expect(parseExposureBatch({ exposures: safeExposures() })).toEqual(safeExposures());
  });

  const broken: Array<[string, unknown]> = [
    ['a fear level of 11', withFirst({ fear_level: 11 })],
    ['a fractional fear level', withFirst({ fear_level: 4.5 })],
    ['an unknown kind', withFirst({ kind: 'virtual' })],
    ['a theme outside the library', withFirst({ theme: 'harm' })],
    ['a title over 200 characters', withFirst({ title: 'x'.repeat(201) })],
    ['a description over 2000 characters', withFirst({ description: 'x'.repeat(2001) })],
    ['a blank title', withFirst({ title: '   ' })],
    ['a missing response prevention', { exposures: safeExposures().map(({ response_prevention: _rp, ...item }) => item) }],
    ['an extra key', { exposures: safeExposures().map((item) => ({ ...item, reassurance: 'all fine' })) }],
    ['fewer than 8 items', { exposures: safeExposures().slice(0, 7) }],
    ['more than 12 items', { exposures: [...safeExposures(), ...safeExposures()].slice(0, 13) }],
    ['a bare array', safeExposures()],
  ];
  it.each(broken)('rejects %s as a schema mismatch', (_name, output) => {
    expect(reasonOf(() => parseExposureBatch(output))).toBe('schema_mismatch');
  });

  it('names field paths but never the rejected text in its error', () => {
    const secret = 'my neighbour Dana';
    const output = { exposures: safeExposures().map((item, i) => (i === 2 ? { ...item, fear_level: secret } : item)) };
    expect(() => parseExposureBatch(output)).toThrow(/exposures\.2\.fear_level/);
    expect(() => parseExposureBatch(output)).not.toThrow(new RegExp(secret));
  });
});
