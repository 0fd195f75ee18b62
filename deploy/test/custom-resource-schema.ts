import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The custom resources' schemas: each CRD's `openAPIV3Schema`, vendored in crd-schemas/ as
 * `<group>_<version>_<Kind>.json` (README.md there names the upstream releases).
 */
interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  not?: Schema;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-embedded-resource'?: boolean;
}

const DIRECTORY = fileURLToPath(new URL('./crd-schemas/', import.meta.url));
const schemas = new Map(
  readdirSync(DIRECTORY)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const [group, version, kind] = file.slice(0, -'.json'.length).split('_');
      return [`${group}/${version} ${kind}`, JSON.parse(readFileSync(`${DIRECTORY}${file}`, 'utf8')) as Schema];
    }),
);

export function customResourceSchema(apiVersion: string, kind: string): Schema | undefined {
  return schemas.get(`${apiVersion} ${kind}`);
}

/**
 * Validates an object as the API server validates a custom resource against a structural schema:
 * types, required fields, enums, patterns, lengths and bounds, and the value checks in
 * allOf/anyOf/oneOf/not. A field the schema does not declare is reported (the API server would
 * silently drop it; `kubeconform -strict` reports it too). Formats and CEL rules
 * (`x-kubernetes-validations`) are not evaluated. Returns one message per problem.
 */
export function validateCustomResource(object: unknown, schema: Schema): string[] {
  const problems: string[] = [];
  // ObjectMeta is checked by the API server itself; a CRD's schema only says `type: object`.
  const metadata: Schema = { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
  check(object, { ...schema, properties: { ...schema.properties, metadata } }, '', problems, true);
  return problems;
}

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** `strict` is off inside allOf/anyOf/oneOf/not, whose branches restate constraints, never declare fields. */
function check(value: unknown, schema: Schema, path: string, problems: string[], strict: boolean) {
  const at = path || '(root)';
  if (value === null || value === undefined) {
    if (!schema.nullable) problems.push(`${at}: must not be null`);
    return;
  }
  const type = typeOf(value);
  if (schema['x-kubernetes-int-or-string']) {
    if (type !== 'integer' && type !== 'string') problems.push(`${at}: must be an integer or a string, not ${type}`);
  } else if (schema.type && schema.type !== type && !(schema.type === 'number' && type === 'integer')) {
    problems.push(`${at}: must be ${schema.type === 'integer' || schema.type === 'array' ? 'an' : 'a'} ${schema.type}, not ${type}`);
    return;
  }
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${at}: must be one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') checkString(value, schema, at, problems);
  if (typeof value === 'number') checkNumber(value, schema, at, problems);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${at}: needs at least ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push(`${at}: allows at most ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, index) => check(item, schema.items!, `${path}[${index}]`, problems, strict));
  } else if (type === 'object') checkObject(value as Record<string, unknown>, schema, path, problems, strict);
  for (const branch of schema.allOf ?? []) check(value, branch, path, problems, false);
  const passes = (branch: Schema) => {
    const found: string[] = [];
    check(value, branch, path, found, false);
    return found.length === 0;
  };
  if (schema.anyOf && !schema.anyOf.some(passes)) problems.push(`${at}: matches none of anyOf`);
  if (schema.oneOf && schema.oneOf.filter(passes).length !== 1) problems.push(`${at}: must match exactly one of oneOf`);
  if (schema.not && passes(schema.not)) problems.push(`${at}: matches what "not" forbids`);
}

function checkString(value: string, schema: Schema, at: string, problems: string[]) {
  if (schema.minLength !== undefined && value.length < schema.minLength) problems.push(`${at}: shorter than ${schema.minLength}`);
  if (schema.maxLength !== undefined && value.length > schema.maxLength) problems.push(`${at}: longer than ${schema.maxLength}`);
  if (schema.pattern && !goRegExp(schema.pattern).test(value)) problems.push(`${at}: does not match ${schema.pattern}`);
}

/** The schemas' patterns are Go's RE2, which JavaScript reads alike except for a leading `(?i)`. */
function goRegExp(pattern: string): RegExp {
  return pattern.startsWith('(?i)') ? new RegExp(pattern.slice('(?i)'.length), 'iu') : new RegExp(pattern, 'u');
}

function checkNumber(value: number, schema: Schema, at: string, problems: string[]) {
  if (schema.minimum !== undefined && (schema.exclusiveMinimum ? value <= schema.minimum : value < schema.minimum))
    problems.push(`${at}: below the minimum ${schema.minimum}`);
  if (schema.maximum !== undefined && (schema.exclusiveMaximum ? value >= schema.maximum : value > schema.maximum))
    problems.push(`${at}: above the maximum ${schema.maximum}`);
}

function checkObject(value: Record<string, unknown>, schema: Schema, path: string, problems: string[], strict: boolean) {
  const at = path || '(root)';
  for (const key of schema.required ?? []) if (!(key in value)) problems.push(`${at}: '${key}' is required`);
  const count = Object.keys(value).length;
  if (schema.minProperties !== undefined && count < schema.minProperties)
    problems.push(`${at}: needs at least ${schema.minProperties} fields`);
  if (schema.maxProperties !== undefined && count > schema.maxProperties)
    problems.push(`${at}: allows at most ${schema.maxProperties} fields`);
  const open = schema['x-kubernetes-preserve-unknown-fields'] || schema.additionalProperties === true || !strict;
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}.${key}`;
    const declared =
      schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (declared) check(child, declared, childPath, problems, strict);
    // An embedded resource carries apiVersion, kind and metadata whether or not the schema lists them.
    else if (!open && !(schema['x-kubernetes-embedded-resource'] && ['apiVersion', 'kind', 'metadata'].includes(key)))
      problems.push(`${at}: '${key}' does not exist`);
  }
}
