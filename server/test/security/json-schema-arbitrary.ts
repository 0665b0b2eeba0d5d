import fc from 'fast-check';
import type { JsonSchema } from '../helpers/openapi';

/**
 * fast-check arbitraries from the JSON Schema subset @fastify/swagger writes for our zod contracts.
 * A keyword outside that subset throws, so a contract using something new fails the property suite
 * loudly instead of being fuzzed with the wrong values.
 */
const SUPPORTED_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'nullable',
  'minimum',
  'maximum',
  'enum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'default',
  'description',
  // Only as zod writes a date and time (z.iso.datetime): format "date-time" with its pattern.
  'format',
  'pattern',
]);
const SUPPORTED_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null', 'array', 'object']);

export class UnsupportedSchemaError extends Error {}

function checkSupported(schema: JsonSchema, at: string) {
  for (const keyword of Object.keys(schema)) {
    if (!SUPPORTED_KEYWORDS.has(keyword)) throw new UnsupportedSchemaError(`${at}: the generator does not know "${keyword}"`);
  }
  if (schema.format !== undefined && schema.format !== 'date-time') {
    throw new UnsupportedSchemaError(`${at}: the generator does not know format ${JSON.stringify(schema.format)}`);
  }
  if (schema.pattern !== undefined && schema.format !== 'date-time') {
    throw new UnsupportedSchemaError(`${at}: the generator knows a pattern only with format "date-time"`);
  }
  if (schema.type !== undefined && !(typeof schema.type === 'string' && SUPPORTED_TYPES.has(schema.type))) {
    throw new UnsupportedSchemaError(`${at}: the generator does not know type ${JSON.stringify(schema.type)}`);
  }
  if (schema.type === undefined && schema.anyOf === undefined && schema.enum === undefined) {
    throw new UnsupportedSchemaError(`${at}: a schema without type, anyOf or enum`);
  }
}

/** Text that has broken web apps and databases before: markup, SQL, NUL, bidi controls, astral and lone surrogates. */
export const HOSTILE_TEXT = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  "'); DROP TABLE users;--",
  "' OR '1'='1' --",
  '"quoted" &amp; &lt;b&gt;',
  'nul\u0000byte',
  '\u0000',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا بالعالم',
  '😀👍🏽👨‍👩‍👧',
  '\uD800',
  'x\uDC00',
  'e\u0301\u0301\u0301',
  '\uFEFF\u200B\u2028\u2029',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../etc/passwd',
  '%00%27%22%3C',
  '\\',
  '\r\n\t\u000b\f',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  '{"$where":"1"}',
];

const codeUnitLength = (value: string) => value.length;

/** Fits text into [min, max] UTF-16 code units (zod's counting; never more code points than Ajv allows). */
function fit(value: string, min: number, max: number): string {
  let text = codeUnitLength(value) > max ? value.slice(0, max) : value;
  while (codeUnitLength(text) < min) text += 'a';
  return text;
}

export function textArbitrary(minLength = 0, maxLength = 300): fc.Arbitrary<string> {
  const pieces = fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_TEXT))
        .map((parts) => parts.join('')),
    },
    // The boundary: exactly as long as allowed, also in astral characters (two code units each).
    { weight: 1, arbitrary: fc.constantFrom('x', 'é', '😀').map((unit) => unit.repeat(Math.ceil(maxLength / unit.length))) },
  );
  return pieces.map((value) => fit(value, minLength, maxLength));
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Values the schema accepts. `hostileExtras` adds undeclared keys where the schema allows them. */
export function validArbitrary(schema: JsonSchema, at = '#', hostileExtras = true): fc.Arbitrary<unknown> {
  checkSupported(schema, at);
  const base = ((): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.anyOf)) {
      return fc.oneof(...(schema.anyOf as JsonSchema[]).map((option, i) => validArbitrary(option, `${at}/anyOf/${i}`, hostileExtras)));
    }
    switch (schema.type) {
      case 'string':
        if (schema.format === 'date-time') {
          // Any moment, in UTC or with an offset, that the schema's own pattern accepts.
          const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
          return fc
            .tuple(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), fc.constantFrom('Z', '+01:00', '-05:30'))
            .map(([date, zone]) => (zone === 'Z' ? date.toISOString() : date.toISOString().replace('Z', zone)))
            .filter((text) => !pattern || pattern.test(text));
        }
        return textArbitrary(num(schema.minLength) ?? 0, num(schema.maxLength) ?? 300);
      case 'integer':
        return fc.integer({ min: num(schema.minimum) ?? -(2 ** 31), max: num(schema.maximum) ?? 2 ** 31 });
      case 'number':
        return fc.double({ min: num(schema.minimum) ?? -1e12, max: num(schema.maximum) ?? 1e12, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (!schema.items) throw new UnsupportedSchemaError(`${at}: an array without items`);
        const items = validArbitrary(schema.items as JsonSchema, `${at}/items`, hostileExtras);
        const minLength = num(schema.minItems) ?? 0;
        const maxLength = num(schema.maxItems) ?? 10;
        return fc.oneof(
          { weight: 5, arbitrary: fc.array(items, { minLength, maxLength: Math.min(maxLength, Math.max(minLength, 6)) }) },
          { weight: 1, arbitrary: fc.array(items, { minLength: maxLength, maxLength }) },
        );
      }
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        const required = (schema.required ?? []) as string[];
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [key, validArbitrary(property, `${at}/properties/${key}`, hostileExtras)]),
        );
        const record = fc.record(model, { requiredKeys: required });
        if (schema.additionalProperties === false || !hostileExtras || typeof schema.additionalProperties === 'object') return record;
        const junkKey = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in properties) && key !== '__proto__');
        return fc
          .tuple(record, fc.option(fc.dictionary(junkKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), { freq: 3 }))
          .map(([value, junk]) => ({ ...(junk ?? {}), ...value }));
      }
      default:
        throw new UnsupportedSchemaError(`${at}: no type`);
    }
  })();
  return schema.nullable === true ? fc.option(base, { nil: null, freq: 4 }) : base;
}

type JsonKind = 'string' | 'integer' | 'float' | 'boolean' | 'null' | 'array' | 'object';

/** The kinds of JSON value a schema accepts (integer-valued numbers count as integers). */
function acceptedKinds(schema: JsonSchema): Set<JsonKind> {
  const kinds = new Set<JsonKind>();
  if (Array.isArray(schema.anyOf)) for (const option of schema.anyOf as JsonSchema[]) for (const kind of acceptedKinds(option)) kinds.add(kind);
  if (Array.isArray(schema.enum)) {
    for (const value of schema.enum as unknown[]) {
      if (value === null) kinds.add('null');
      else if (typeof value === 'string') kinds.add('string');
      else if (typeof value === 'boolean') kinds.add('boolean');
      else if (typeof value === 'number') kinds.add(Number.isInteger(value) ? 'integer' : 'float');
    }
    return kinds;
  }
  switch (schema.type) {
    case 'number':
      kinds.add('integer').add('float');
      break;
    case 'integer':
    case 'string':
    case 'boolean':
    case 'null':
    case 'array':
    case 'object':
      kinds.add(schema.type);
      break;
  }
  if (schema.nullable === true) kinds.add('null');
  return kinds;
}

const KIND_VALUES: Record<JsonKind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.constantFrom('1', 'true', 'null', '[]', '{}'), fc.string({ maxLength: 8 })),
  integer: fc.oneof(fc.constantFrom(0, -1, 2 ** 53, -(2 ** 63)), fc.integer()),
  float: fc.constantFrom(0.5, -1.25, 1e308, -1e-308, 3.141592653589793),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
};

function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const accepted = acceptedKinds(schema);
  const wrong = (Object.keys(KIND_VALUES) as JsonKind[]).filter((kind) => !accepted.has(kind));
  return wrong.length > 0 ? fc.oneof(...wrong.map((kind) => KIND_VALUES[kind])) : null;
}

/**
 * Values the schema refuses: a wrong type, a missing required field, out of range, too long or too
 * many, not in the enum, an undeclared key where none is allowed, or one of those deeper inside.
 * Answers null when nothing can be refused (a schema that accepts anything).
 */
export function invalidArbitrary(schema: JsonSchema, at = '#'): fc.Arbitrary<unknown> | null {
  checkSupported(schema, at);
  const options: Array<fc.Arbitrary<unknown>> = [];
  const wrong = wrongType(schema);
  if (wrong) options.push(wrong);
  if (Array.isArray(schema.anyOf)) {
    // Invalid for one option is usually invalid for all; the suite checks each value with Ajv anyway.
    for (const [i, option] of (schema.anyOf as JsonSchema[]).entries()) {
      const invalid = invalidArbitrary(option, `${at}/anyOf/${i}`);
      if (invalid) options.push(invalid);
    }
  } else if (Array.isArray(schema.enum)) {
    options.push(fc.string({ maxLength: 6 }).filter((value) => !(schema.enum as unknown[]).includes(value)));
  } else {
    switch (schema.type) {
      case 'string': {
        if (schema.format === 'date-time') options.push(fc.constantFrom('yesterday', '2026-13-40T25:00:00Z', '27/11/2026 09:30', '2026-11-27', ''));
        const max = num(schema.maxLength);
        const min = num(schema.minLength);
        if (max !== undefined) options.push(fc.integer({ min: max + 1, max: max + 5000 }).map((n) => 'x'.repeat(n)));
        if (min !== undefined && min > 0) options.push(fc.integer({ min: 0, max: min - 1 }).map((n) => 'x'.repeat(n)));
        break;
      }
      case 'integer':
      case 'number': {
        const min = num(schema.minimum);
        const max = num(schema.maximum);
        if (min !== undefined) options.push(fc.constantFrom(min - 1, min - 1000, -1e15));
        if (max !== undefined) options.push(fc.constantFrom(max + 1, max + 1000, 1e15));
        if (schema.type === 'integer') options.push(fc.constantFrom(1.5, 0.1, 2.000001));
        break;
      }
      case 'array': {
        const items = schema.items as JsonSchema;
        const max = num(schema.maxItems);
        if (max !== undefined) options.push(fc.array(validArbitrary(items, `${at}/items`, false), { minLength: max + 1, maxLength: max + 3 }));
        const badItem = invalidArbitrary(items, `${at}/items`);
        if (badItem) {
          options.push(
            fc
              .tuple(fc.array(validArbitrary(items, `${at}/items`, false), { maxLength: 3 }), badItem, fc.nat())
              .map(([good, bad, position]) => {
                const list = [...good];
                list.splice(position % (list.length + 1), 0, bad);
                return list;
              }),
          );
        }
        break;
      }
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        const required = (schema.required ?? []) as string[];
        const valid = validArbitrary(schema, at, false) as fc.Arbitrary<Record<string, unknown>>;
        if (required.length > 0) {
          options.push(
            fc.tuple(valid, fc.constantFrom(...required)).map(([value, missing]) => {
              const copy = { ...value };
              delete copy[missing];
              return copy;
            }),
          );
        }
        for (const [key, property] of Object.entries(properties)) {
          const bad = invalidArbitrary(property, `${at}/properties/${key}`);
          if (bad) options.push(fc.tuple(valid, bad).map(([value, badValue]) => ({ ...value, [key]: badValue })));
        }
        if (schema.additionalProperties === false) {
          options.push(
            fc
              .tuple(valid, fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !(key in properties) && key !== '__proto__'), fc.jsonValue({ maxDepth: 1 }))
              .map(([value, key, extra]) => ({ ...value, [key]: extra })),
          );
        }
        break;
      }
    }
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}
