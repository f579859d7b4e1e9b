import fc from 'fast-check';
import { EXTENSION_PERIODS, ORDER_STATE_CODES, RENTAL_PERIODS } from '@store/contract';
import { DEFAULT_TEST_PASSWORD } from '../../testing/factories';
import type { JsonSchema } from './json-schema';
import type { FuzzOperation, Parameter } from './operations';
import { POOL_KEYS, type PoolKey, type Ref } from './pool';
import {
  CONTENT_TYPES,
  FILE_NAMES,
  HOSTILE_TEXTS,
  PATH_TRICKS,
  QUERY_SUFFIXES,
  RAW_JSON_TEXTS,
  SCRIPT_FRAGMENTS,
  SQL_FRAGMENTS,
  UNROUTED_PATHS,
  WEIRD_NUMBERS,
  WRONG_TYPES,
} from './values';

/** Who sends a request: nobody, the member, the administrator, or a bearer token that lies. */
export type Role = 'visitor' | 'member' | 'admin' | 'forged' | 'escalated';

/** valid: every field drawn from its schema; mixed: fields valid, boundary or hostile; raw: a trick. */
export type Mode = 'valid' | 'mixed' | 'raw';

/** How a request breaks the rules of its transport rather than of its fields. */
export type Trick =
  | { kind: 'json-text'; text: string }
  | { kind: 'content-type'; value: string }
  | { kind: 'query-suffix'; text: string }
  | { kind: 'raw-path'; how: 'raw' | 'double' }
  | { kind: 'big-body' }
  | { kind: 'many-files' }
  | { kind: 'big-file' };

export const FILE_KINDS = ['png', 'gif', 'jpeg', 'webp'] as const;
export const NOT_IMAGES = ['text', 'svg', 'html', 'exe', 'empty'] as const;
export type FileKind = (typeof FILE_KINDS)[number] | (typeof NOT_IMAGES)[number] | 'png-header';

export interface FilePart {
  field: string;
  kind: FileKind;
  filename: string;
}

/** One generated request: plain data, so fast-check can print, shrink and replay it. */
export interface FuzzCase {
  op: string;
  as: Role;
  /** Which of the lying bearer tokens, when `as` is `forged`. */
  token: number;
  /** The client's address: a handful, so per-address limits are met now and then. */
  from: number;
  mode: Mode;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The fields of the body (`undefined` leaves one out), or any other value. */
  body: unknown;
  files: FilePart[];
  trick: Trick | null;
}

export const UNROUTED = 'UNROUTED';

const KOREAN = [...'가나다라마바사아자차카타파하빌림마켓상품대여반납주문회원'];
const ASCII = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.'];
const TEXT_UNIT = fc.oneof(fc.constantFrom(...KOREAN), fc.constantFrom(...ASCII));

const text = (min = 1, max = 30) =>
  fc.string({ unit: TEXT_UNIT, minLength: Math.max(min, 1), maxLength: Math.min(max, 30) });

const ref = (key: PoolKey, by?: string): fc.Arbitrary<Ref> =>
  fc.nat({ max: 10_000 }).map((i) => (by === undefined ? { $ref: key, i } : { $ref: key, i, by }));

const mostlyRef = (key: PoolKey, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 5, arbitrary: ref(key) }, { weight: 1, arbitrary: other });

const isPoolKey = (key: string): key is PoolKey => (POOL_KEYS as readonly string[]).includes(key);

/** The row kind a `seq` names, from the call's path. */
function domainOf(path: string): string {
  const segment = path.split('/')[2] ?? '';
  const aliases: Record<string, string> = { receive: 'order', return: 'order', buy: 'order' };
  return aliases[segment] ?? segment;
}

interface Field {
  name: string;
  schema: JsonSchema;
  op: FuzzOperation;
  where: 'path' | 'query' | 'body';
}

/** The pool kind a field names, when it names rows. */
function poolKeyOf({ name, schema, op, where }: Field): PoolKey | null {
  if (name === 'seq') {
    const key = `${domainOf(op.path)}.seq`;
    return isPoolKey(key) ? key : null;
  }
  const keys: Record<string, PoolKey> = {
    orderManageSeq: 'order.seq',
    saleSeq: 'sale.seq',
    c: 'category.seq',
    memberId: 'member.memberId',
    memberNo: 'member.memberNo',
    saleSaleNo: 'sale.saleNo',
    productNo: 'product.productNo',
    productCode: 'product.productNo',
    orderNumber: 'order.orderNo',
    orderNo: 'order.orderNo',
    rentalNo: 'rental.rentalNo',
    tid: op.path === '/api/buy' ? 'payment.approvedTid' : 'payment.tid',
    t_invoice: 'order.tracking',
    t_code: 'delivery.code',
    deliveryCode: 'delivery.code',
    itemName: 'sale.title',
  };
  if (name === 'category' && schema.type === 'string') return 'category.name';
  if (name === 'code' && op.path.startsWith('/api/delivery')) return 'delivery.code';
  if (name === 'tracking' && where === 'body') return 'order.tracking';
  return keys[name] ?? null;
}

/** Values a careful client would send for a field of this name. */
function semanticArbitrary(field: Field): fc.Arbitrary<unknown> | null {
  const { name, schema, where, op } = field;
  const key = poolKeyOf(field);
  const digits = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
  switch (name) {
    case 'memberId':
      return fc.oneof(
        { weight: 3, arbitrary: ref('member.memberId') },
        { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{4,20}$/) },
      );
    case 'code':
      if (!op.path.startsWith('/api/member')) break;
      return fc.oneof(
        { weight: 4, arbitrary: ref('email.code', 'email') },
        { weight: 1, arbitrary: digits(6, 6) },
      );
    case 'category':
      if (!op.path.startsWith('/api/sale')) break;
      return fc.oneof(
        { weight: 4, arbitrary: ref('category.name', 'productNo') },
        { weight: 1, arbitrary: ref('category.name') },
      );
    case 'pg_token':
      return fc.oneof(
        { weight: 4, arbitrary: ref('payment.pgToken', 'tid') },
        { weight: 1, arbitrary: text(1, 20) },
      );
    case 'password':
    case 'currentPassword':
      return fc.constantFrom(DEFAULT_TEST_PASSWORD, DEFAULT_TEST_PASSWORD, 'Wrong-pass1!');
    case 'newPassword':
      return fc.constantFrom('Fuzz-pass1!', DEFAULT_TEST_PASSWORD, 'Abcd1234~');
    case 'email':
      return fc.oneof(
        ref('member.email', /password/i.test(op.path) ? 'memberId' : undefined),
        ref('email.requested'),
        fc.nat({ max: 999 }).map((n) => `fuzz${n}@example.com`),
      );
    case 'phone':
    case 'phoneNumber':
      return fc.constantFrom('010-1234-5678', '01098765432', '011-123-4567', '');
    case 'callNo':
      return fc.constantFrom('1588-1255', '02-123-4567', '');
    case 'post':
    case 'postCode':
      return digits(5, 5);
    case 'birthDate':
      return fc
        .date({ min: new Date('1940-01-01'), max: new Date('2015-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'link':
      return fc.constantFrom('/sale/list', '/sale/detail/1', 'https://example.com/event');
    case 'deleteImages':
    case 'deleteThumbnails':
      return fc.array(ref('image.name'), { maxLength: 2 });
    case 'rentalPeriod':
      return fc.constantFrom(...RENTAL_PERIODS);
    case 'period':
      return fc.constantFrom(...EXTENSION_PERIODS);
    case 'orderNoState':
      return fc.constantFrom(...ORDER_STATE_CODES);
    case 'orderCount':
      return fc.oneof(ref('payment.quantity', 'tid'), fc.integer({ min: 1, max: 6 }));
    case 'orderNoOrderCount':
    case 'quantity':
      return fc.integer({ min: 1, max: 6 });
    case 'totalAmount':
      return fc.oneof(fc.constantFrom(15000, 27000, 0), fc.integer({ min: 0, max: 200_000 }));
    case 'stock':
      return fc.integer({ min: 0, max: 30 });
    case 'price':
    case 'salePrice':
      return fc.integer({ min: 0, max: 50_000 });
    case 'deliveryFee':
      return fc.integer({ min: 0, max: 5_000 });
    case 'p':
    case 'page':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(1, 1, 2) }, fc.nat({ max: 20 }));
    case 's':
      return fc.integer({ min: 1, max: 60 });
    case 'q':
      return fc.constantFrom('', '상품', '판매', '카테고리', 'a', '테스트', '회원', '문의');
    case 'isAdmin':
      return fc.constantFrom('true', 'false');
    case 'cancelBy':
      return fc.constantFrom('고객', '관리자');
    case 'state':
      if (where === 'query') {
        return fc
          .subarray([...ORDER_STATE_CODES], { maxLength: 3 })
          .map((codes) => codes.join(','));
      }
      return null;
    default:
      break;
  }
  if (!key) return null;
  if (key === 'order.tracking') return mostlyRef(key, digits(4, 14));
  if (key === 'delivery.code') return mostlyRef(key, digits(2, 3));
  if (schema.type === 'integer') return mostlyRef(key, fc.integer({ min: 1, max: 60 }));
  return mostlyRef(key, text(1, 20));
}

const minimumOf = (schema: JsonSchema): number =>
  (schema.minimum ?? -1_000_000) + (schema.exclusiveMinimum === true ? 1 : 0);

/** A value of the schema, without meaning. */
function schemaArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(schemaArbitrary));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern));
        } catch {
          // Look-arounds: fall back to text.
        }
      }
      return text(schema.minLength ?? 0, schema.maxLength ?? 30);
    case 'integer': {
      const min = minimumOf(schema);
      const max = Math.min(schema.maximum ?? 1_000_000, 2_147_483_647);
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 20) }) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    case 'number':
      return fc.oneof(
        fc.integer({ min: -10, max: 400 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? schemaArbitrary(schema.items) : text(), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    default:
      return text();
  }
}

/** A value a careful client might send: what the schema and the field's meaning allow. */
function validArbitrary(field: Field): fc.Arbitrary<unknown> {
  const value = semanticArbitrary(field) ?? schemaArbitrary(field.schema);
  return field.schema.nullable
    ? fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

/** The edges of the schema: empty, blank, exactly at and just past each limit. */
function boundaryArbitrary(field: Field): fc.Arbitrary<unknown> {
  const { schema } = field;
  const type = schema.type ?? schema.anyOf?.[0]?.type;
  const options: unknown[] = ['', ' ', null];
  if (type === 'string') {
    const max = schema.maxLength ?? 200;
    const min = schema.minLength ?? 0;
    options.push('a'.repeat(max), 'a'.repeat(max + 1), '가'.repeat(max + 1), ' a ', '\t\n');
    if (min > 1) options.push('a'.repeat(min - 1), 'a'.repeat(min));
  }
  if (type === 'integer' || type === 'number') {
    const min = minimumOf(schema);
    const max = schema.maximum ?? 2_147_483_647;
    options.push(min, min - 1, max, max + 1, 0, -1, 0.5, '5', ' 5 ', '1e2', 2_147_483_648);
  }
  if (type === 'boolean') options.push('true', 'false', 'TRUE', 1, 0, 'yes');
  if (type === 'array') {
    options.push(
      [],
      [''],
      Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => 'x'),
    );
  }
  const enumValues = schema.enum ?? schema.anyOf?.find((member) => member.enum)?.enum;
  if (enumValues?.length) {
    const first = String(enumValues[0]);
    options.push(first.toLowerCase(), `${first} `, `${first},${first}`);
  }
  const key = poolKeyOf(field);
  const edges = fc.constantFrom(...options);
  if (!key) return edges;
  return fc.oneof(
    edges,
    fc.tuple(ref(key), fc.constantFrom(' ', '0', '%', 'x', '.0')).map(([r, suffix]) => ({
      ...r,
      suffix,
    })),
  );
}

/** Anything at all: hostile text, the wrong type, odd numbers, random bytes. */
function hostileArbitrary(field: Field): fc.Arbitrary<unknown> {
  const key = poolKeyOf(field);
  const arbitraries = [
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
    { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES, ...WEIRD_NUMBERS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 40, maxLength: 300 }) },
  ];
  if (key) {
    const fragments = [...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...PATH_TRICKS];
    arbitraries.push({
      weight: 2,
      arbitrary: fc
        .tuple(ref(key), fc.constantFrom(...fragments))
        .map(([r, suffix]) => ({ ...r, suffix })),
    });
  }
  return fc.oneof(...arbitraries);
}

const MISSING = fc.constant(undefined);
const EXTRA_KEYS = [
  'isAdmin',
  'roles',
  'memberSeq',
  'seq',
  'delYn',
  'passwordHash',
  'tokenVersion',
  '__proto__',
  'constructor',
];

/** An object of the fields, each valid (valid mode) or valid, at an edge, hostile or left out. */
function fieldsArbitrary(
  fields: { name: string; schema: JsonSchema; required: boolean }[],
  op: FuzzOperation,
  where: Field['where'],
  mode: Mode,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { name, schema, required } of fields) {
    const field = { name, schema, op, where };
    const valid = validArbitrary(field);
    model[name] =
      mode === 'mixed'
        ? fc.oneof(
            { weight: 4, arbitrary: valid },
            { weight: 2, arbitrary: boundaryArbitrary(field) },
            { weight: 2, arbitrary: hostileArbitrary(field) },
            { weight: 1, arbitrary: MISSING },
          )
        : required
          ? valid
          : fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: MISSING });
  }
  const record = fc.record(model);
  if (mode !== 'mixed' || where === 'path') return record;
  const extras = fc.dictionary(
    fc.constantFrom(...EXTRA_KEYS),
    fc.constantFrom<unknown>(true, 'ROLE_USER,ROLE_ADMIN', 1, { isAdmin: true }),
    { maxKeys: 2 },
  );
  return fc
    .tuple(record, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extras))
    .map(([fields, extra]) => Object.assign(Object.fromEntries(Object.entries(extra)), fields));
}

const parametersOf = (parameters: Parameter[]) =>
  parameters.map(({ name, schema, required }) => ({ name, schema, required }));

function bodyArbitrary(op: FuzzOperation, mode: Mode): fc.Arbitrary<unknown> {
  if (!op.body) {
    if (op.method === 'GET' || mode === 'valid') return MISSING;
    return fc.constantFrom(undefined, {}, { seq: 1, isAdmin: true });
  }
  const { properties = {}, required = [] } = op.body.schema;
  const fields = Object.entries(properties).map(([name, schema]) => ({
    name,
    schema,
    required: required.includes(name),
  }));
  const record = fieldsArbitrary(fields, op, 'body', mode);
  if (mode !== 'mixed') return record;
  return fc.oneof(
    { weight: 12, arbitrary: record },
    { weight: 1, arbitrary: fc.constantFrom<unknown>([], 'text', 0, null, true, [{}], undefined) },
  );
}

function filesArbitrary(op: FuzzOperation, mode: Mode): fc.Arbitrary<FilePart[]> {
  if (op.body?.type !== 'multipart') return fc.constant([]);
  const images = fc.constantFrom<FileKind>(...FILE_KINDS);
  const anyKind = fc.constantFrom<FileKind>(...FILE_KINDS, ...NOT_IMAGES, 'png-header');
  const declared = op.files.length > 0 ? [...op.files] : ['image'];
  const part = fc.record({
    field:
      mode === 'valid'
        ? fc.constantFrom(...declared)
        : fc.oneof(
            { weight: 5, arbitrary: fc.constantFrom(...declared) },
            { weight: 1, arbitrary: fc.constantFrom('evil', 'images[]', 'name') },
          ),
    kind: mode === 'valid' ? images : fc.oneof({ weight: 3, arbitrary: images }, anyKind),
    filename:
      mode === 'valid' ? fc.constantFrom('image.png', '사진.jpg') : fc.constantFrom(...FILE_NAMES),
  });
  const max = op.files.length > 0 ? 3 : mode === 'valid' ? 0 : 1;
  return fc.array(part, { maxLength: max });
}

function trickArbitrary(op: FuzzOperation): fc.Arbitrary<Trick> {
  const tricks: fc.WeightedArbitrary<Trick>[] = [
    {
      weight: 2,
      arbitrary: fc.constantFrom(...QUERY_SUFFIXES).map((text) => ({
        kind: 'query-suffix' as const,
        text,
      })),
    },
  ];
  if (op.pathParams.length > 0) {
    tricks.push({
      weight: 3,
      arbitrary: fc.constantFrom('raw' as const, 'double' as const).map((how) => ({
        kind: 'raw-path' as const,
        how,
      })),
    });
  }
  if (op.method !== 'GET') {
    tricks.push(
      {
        weight: 4,
        arbitrary: fc.constantFrom(...RAW_JSON_TEXTS).map((text) => ({
          kind: 'json-text' as const,
          text,
        })),
      },
      {
        weight: 3,
        arbitrary: fc.constantFrom(...CONTENT_TYPES).map((value) => ({
          kind: 'content-type' as const,
          value,
        })),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'big-body' as const }) },
    );
  }
  if (op.body?.type === 'multipart') {
    tricks.push(
      { weight: 1, arbitrary: fc.constant({ kind: 'many-files' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'big-file' as const }) },
    );
  }
  return fc.oneof(...tricks);
}

function roleArbitrary(op: FuzzOperation): fc.Arbitrary<Role> {
  const weights: Record<FuzzOperation['access'], Record<Role, number>> = {
    public: { visitor: 4, member: 3, admin: 2, forged: 1, escalated: 0 },
    member: { visitor: 1, member: 7, admin: 3, forged: 1, escalated: 1 },
    admin: { visitor: 1, member: 1, admin: 10, forged: 1, escalated: 1 },
  };
  return fc.oneof(
    ...Object.entries(weights[op.access])
      .filter(([, weight]) => weight > 0)
      .map(([role, weight]) => ({ weight, arbitrary: fc.constant(role as Role) })),
  );
}

/** Requests of one call, in the three modes. */
function operationArbitrary(op: FuzzOperation, tokens: number): fc.Arbitrary<FuzzCase> {
  const ofMode = (mode: Mode) =>
    fc.record({
      op: fc.constant(op.key),
      as: roleArbitrary(op),
      token: fc.nat({ max: tokens - 1 }),
      from: fc.nat({ max: 15 }),
      mode: fc.constant(mode),
      params: fieldsArbitrary(
        parametersOf(op.pathParams),
        op,
        'path',
        mode === 'raw' ? 'valid' : mode,
      ),
      query: fieldsArbitrary(
        parametersOf(op.queryParams),
        op,
        'query',
        mode === 'raw' ? 'valid' : mode,
      ),
      body: bodyArbitrary(op, mode === 'raw' ? 'valid' : mode),
      files: filesArbitrary(op, mode === 'raw' ? 'valid' : mode),
      trick: mode === 'raw' ? trickArbitrary(op) : fc.constant(null),
    });
  return fc.oneof(
    { weight: 5, arbitrary: ofMode('valid') },
    { weight: 4, arbitrary: ofMode('mixed') },
    { weight: 1, arbitrary: ofMode('raw') },
  );
}

/** Requests to paths no call declares. */
function unroutedArbitrary(tokens: number): fc.Arbitrary<FuzzCase> {
  return fc.record({
    op: fc.constant(UNROUTED),
    as: fc.constantFrom<Role>('visitor', 'member', 'admin'),
    token: fc.nat({ max: tokens - 1 }),
    from: fc.nat({ max: 15 }),
    mode: fc.constant<Mode>('raw'),
    params: fc.record({
      path: fc.constantFrom(...UNROUTED_PATHS),
      method: fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    }),
    query: fc.constant({}),
    body: fc.constantFrom(undefined, {}, 'x'),
    files: fc.constant([]),
    trick: fc.constant(null),
  });
}

/** One request to any call of the document (and, rarely, to a path none declares). */
export function requestArbitrary(operations: FuzzOperation[], tokens: number) {
  return fc.oneof(
    ...operations.map((op) => ({ weight: 10, arbitrary: operationArbitrary(op, tokens) })),
    { weight: 4, arbitrary: unroutedArbitrary(tokens) },
  );
}
