import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type Schema = Omit<
  JsonSchema,
  'properties' | 'items' | 'anyOf' | 'propertyNames' | 'additionalProperties'
> & {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  propertyNames?: Schema;
  additionalProperties?: Schema | boolean;
  required?: string[];
  enum?: unknown[];
  maxItems?: number;
  description?: string;
};

/**
 * Schema metadata the valibot schemas carry for this document (server/schemas stays free of JSON Schema):
 * `openapi` replaces what came before it in the pipe (a file part: binary); `bracketed` names the nested
 * form a flat body is parsed into (bracketedForm in server/schemas/form.ts).
 */
const overrideAction: ConversionConfig['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  if (valibotAction.type !== 'metadata') return jsonSchema;
  const meta = (valibotAction as unknown as { metadata: Record<string, unknown> }).metadata;
  if (meta.openapi) return meta.openapi as JsonSchema;
  if (meta.bracketed)
    return bracketedFields(convert(meta.bracketed as v.GenericSchema, 'input')) as JsonSchema;
  return jsonSchema;
};

type Node = {
  type: string;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  options?: Node[];
  operation?: unknown;
  requirement?: unknown;
};

/**
 * The bounds of an IntFromString (server/schemas/common.ts: string-or-number, then Number, integer, min, max),
 * found by its shape so the app's bundle carries no documentation; null for anything else.
 */
function wireInteger(s: Node): Schema | null {
  const inner = s.wrapped ?? s;
  const [first, ...steps] = inner.pipe ?? [];
  if (first?.type !== 'union' || !steps.some((a) => a.type === 'transform' && a.operation === Number))
    return null;
  if (!steps.some((a) => a.type === 'integer')) return null;
  const bound = (type: string) => steps.find((a) => a.type === type)?.requirement as number | undefined;
  return { type: 'integer', minimum: bound('min_value'), maximum: bound('max_value') };
}

/** An IntFromString's `anyOf: [string, number]` replaced by the integer it stands for (its default kept). */
const asInteger = (json: Schema, node: Node): Schema => {
  const int = wireInteger(node);
  if (!int) return json;
  const { anyOf: _wire, ...rest } = json;
  return { ...rest, ...int };
};

/** Object properties and union options that are IntFromStrings, documented as integers. */
const overrideSchema: ConversionConfig['overrideSchema'] = ({ valibotSchema, jsonSchema }) => {
  const node = valibotSchema as unknown as Node;
  const json = jsonSchema as Schema;
  if (node.entries && json.properties) {
    for (const [key, entry] of Object.entries(node.entries)) {
      if (json.properties[key]) json.properties[key] = asInteger(json.properties[key], entry);
    }
  }
  if (node.type === 'union' && node.options && json.anyOf) {
    json.anyOf = json.anyOf.map((b, i) => asInteger(b, node.options![i]!));
  }
  return undefined;
};

/**
 * How valibot schemas become OpenAPI schemas (hono-openapi passes `options` to @valibot/to-json-schema):
 * requests as the client sends them (`input`: before a pipe's transforms), answers as the server sends them.
 */
export const schemaOptions = (mode: 'input' | 'output') => ({
  options: { typeMode: mode, errorMode: 'ignore', overrideAction, overrideSchema } satisfies ConversionConfig,
});

function convert(schema: v.GenericSchema, mode: 'input' | 'output'): Schema {
  const out = toJsonSchema(schema, schemaOptions(mode).options) as Schema;
  delete out.$schema;
  return out;
}

const isObject = (s: Schema) => s.type === 'object' && s.properties !== undefined;

/**
 * The flat fields of a nested form as a client sends them (DESIGN §4): `lines[0][productId]`,
 * `lines[0][spec][SIZE]`. An array's `[0]` stands for every index (0, 1, 2 …); a record keyed by a picklist
 * lists each key; a value that may be an object or a text (a spec choice) keeps both spellings.
 */
export function bracketedFields(nested: Schema): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  const walk = (name: string, s: Schema, mandatory: boolean, note: string) => {
    const objectBranch = s.anyOf?.find(isObject) ?? s.anyOf?.find((b) => b.type === 'object');
    if (objectBranch) {
      for (const b of s.anyOf!.filter((x) => x !== objectBranch)) walk(name, b, false, note);
      walk(name, objectBranch, false, note);
    } else if (isObject(s)) {
      for (const [key, child] of Object.entries(s.properties!)) {
        walk(`${name}[${key}]`, child, mandatory && (s.required ?? []).includes(key), note);
      }
    } else if (s.type === 'object' && s.propertyNames?.enum && typeof s.additionalProperties === 'object') {
      for (const key of s.propertyNames.enum)
        walk(`${name}[${String(key)}]`, s.additionalProperties, false, note);
    } else if (s.type === 'array' && s.items) {
      const many = `one per entry: ${name}[0], ${name}[1] …${s.maxItems ? ` (at most ${s.maxItems})` : ''}`;
      walk(`${name}[0]`, s.items, mandatory, note || many);
    } else {
      properties[name] = note ? { ...s, description: [s.description, note].filter(Boolean).join('; ') } : s;
      if (mandatory) required.push(name);
    }
  };
  for (const [key, child] of Object.entries(nested.properties ?? {})) {
    walk(key, child, (nested.required ?? []).includes(key), '');
  }
  return {
    type: 'object',
    description:
      'Nested values travel as bracketed fields (DESIGN §4): `[0]` stands for each index 0, 1, 2 …',
    properties,
    ...(required.length ? { required } : {}),
  };
}
