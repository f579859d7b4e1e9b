/**
 * The part of JSON Schema (OpenAPI 3.0 flavour) that the store's generated document uses, and a
 * checker for it. A keyword it does not know is an error, so a schema can never pass unread.
 */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: a flag on `minimum`; JSON Schema 2020: the bound itself. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
  description?: string;
}

const KNOWN = new Set([
  'type',
  'nullable',
  'enum',
  'const',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'default',
  'description',
]);

const patterns = new Map<string, RegExp>();
const regexOf = (pattern: string): RegExp => {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, 'u');
    patterns.set(pattern, regex);
  }
  return regex;
};

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value;

/** The problems of `value` against `schema`, each with its JSON path; none when it matches. */
export function checkJsonSchema(schema: JsonSchema, value: unknown, at = '$'): string[] {
  for (const keyword of Object.keys(schema)) {
    if (!KNOWN.has(keyword)) return [`${at}: schema keyword "${keyword}" is not supported`];
  }
  if (value === null && schema.nullable) return [];
  if (schema.anyOf) {
    const failures = schema.anyOf.map((member) => checkJsonSchema(member, value, at));
    if (!failures.some((problems) => problems.length === 0)) {
      return [`${at}: matches none of anyOf (${failures.map((f) => f[0]).join(' | ')})`];
    }
  }
  if (schema.enum && !schema.enum.some((option) => option === value)) {
    return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  }
  if ('const' in schema && schema.const !== value) return [`${at}: is not the constant`];
  if (!schema.type) return [];

  const actual = typeOf(value);
  const typeMatches = schema.type === actual || (schema.type === 'number' && actual === 'integer');
  if (!typeMatches) return [`${at}: expected ${schema.type}, got ${actual}`];

  const problems: string[] = [];
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      problems.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && length > schema.maxLength)
      problems.push(`${at}: longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined && !regexOf(schema.pattern).test(value))
      problems.push(`${at}: does not match /${schema.pattern}/`);
  }
  if (typeof value === 'number') {
    const exclusiveMin = schema.exclusiveMinimum;
    if (schema.minimum !== undefined) {
      const below = exclusiveMin === true ? value <= schema.minimum : value < schema.minimum;
      if (below) problems.push(`${at}: below the minimum ${schema.minimum}`);
    }
    if (typeof exclusiveMin === 'number' && value <= exclusiveMin)
      problems.push(`${at}: not above ${exclusiveMin}`);
    const exclusiveMax = schema.exclusiveMaximum;
    if (schema.maximum !== undefined) {
      const above = exclusiveMax === true ? value >= schema.maximum : value > schema.maximum;
      if (above) problems.push(`${at}: above the maximum ${schema.maximum}`);
    }
    if (typeof exclusiveMax === 'number' && value >= exclusiveMax)
      problems.push(`${at}: not below ${exclusiveMax}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      problems.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      problems.push(`${at}: more than ${schema.maxItems} items`);
    if (schema.items) {
      const items = schema.items;
      value.forEach((item, index) =>
        problems.push(...checkJsonSchema(items, item, `${at}[${index}]`)),
      );
    }
  }
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (!(name in record)) problems.push(`${at}.${name}: required but missing`);
    }
    for (const [name, item] of Object.entries(record)) {
      const declared = schema.properties?.[name];
      if (declared) problems.push(...checkJsonSchema(declared, item, `${at}.${name}`));
      else if (schema.additionalProperties === false)
        problems.push(`${at}.${name}: not declared by the schema`);
      else if (typeof schema.additionalProperties === 'object')
        problems.push(...checkJsonSchema(schema.additionalProperties, item, `${at}.${name}`));
    }
  }
  return problems;
}
