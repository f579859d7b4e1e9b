import { ERRORS } from '@store/contract';
import { checkJsonSchema } from './json-schema';
import type { Role } from './generate';
import type { FuzzOperation } from './operations';
import { ECHOABLE, SCRIPT_FRAGMENTS } from './values';

/** One request and its reply, as the checks see them. */
export interface Exchange {
  op: FuzzOperation | null;
  as: Role;
  method: string;
  status: number;
  headers: Record<string, unknown>;
  body: string;
  /** Why the input is invalid for the call's schemas, when the generator knows it is. */
  invalid: string | null;
  /** The path was bent: the call may not even have been reached. */
  rerouted: boolean;
}

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /(^|\n) {4}at \S/],
  ['a stack frame', /\bat (async )?\S+ \([^)]*:\d+:\d+\)/],
  ['a source path', /(\/[\w.-]+)+\/(node_modules|src)\/|\.(ts|mjs|cjs):\d+/],
  ['SQL', /\bselect\b[^]{0,200}?\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate "?\w+"? set\b/i],
  ['a driver message', /relation "|syntax error at|duplicate key|violates|invalid input syntax/i],
  ['a driver message', /out of range for type|value too long for type|invalid byte sequence/i],
  ['a driver name', /\b(pglite|drizzle|node-postgres|PostgresError|DrizzleQueryError)\b/i],
  ['a password hash', /\$argon2(id|i|d)\$/],
];
const SECRET_KEYS = /^(passwordHash|password_hash|codeHash|code_hash|tokenVersion|secret)$/i;

/** Every text of a reply: header values, and the body or, for JSON, its keys and strings. */
function textsOf(exchange: Exchange, json: unknown): { texts: string[]; keys: string[] } {
  const texts = Object.values(exchange.headers).map((value) => `${value as string}`);
  const keys: string[] = [];
  if (json === undefined) {
    texts.push(exchange.body);
    return { texts, keys };
  }
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        keys.push(key);
        walk(item);
      }
    }
  };
  walk(json);
  return { texts, keys };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `&#39;`, `&#x27;`, `&quot;` and the like as the characters they stand for. */
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/** Shorter than this, the start of a fragment cut by an ellipsis is too common to forgive. */
const CLIPPED_ECHO_MIN_CHARS = 8;

/**
 * A stored title may hold an SQL or script fragment the fuzzer sent earlier: not a leak. It may
 * also come back cut where a mail subject clips a long title (`' union select password_h…`).
 */
export function withoutEchoes(text: string): string {
  // A mail's HTML shows the fragment escaped (`&#39; union select …`).
  let rest = decodeEntities(text).toLowerCase();
  for (const fragment of ECHOABLE) {
    if (rest.includes(fragment)) rest = rest.split(fragment).join(' ');
  }
  if (!rest.includes('…')) return rest;
  for (const fragment of ECHOABLE) {
    for (let end = fragment.length - 1; end >= CLIPPED_ECHO_MIN_CHARS; end -= 1) {
      const clipped = `${fragment.slice(0, end)}…`;
      if (rest.includes(clipped)) rest = rest.split(clipped).join(' ');
    }
  }
  return rest;
}

function leaksOf(exchange: Exchange, json: unknown, secrets: string[]): string[] {
  const problems: string[] = [];
  const { texts, keys } = textsOf(exchange, json);
  for (const text of texts) {
    for (const secret of secrets) {
      if (text.includes(secret)) problems.push('the reply shows a configured secret');
    }
    const checked = withoutEchoes(text);
    for (const [what, pattern] of LEAKS) {
      const match = pattern.exec(checked);
      if (match) problems.push(`the reply shows ${what}: "${match[0].slice(0, 80)}"`);
    }
  }
  for (const key of keys) {
    if (SECRET_KEYS.test(key)) problems.push(`the reply has a "${key}" field`);
  }
  return problems;
}

const contentTypeOf = (exchange: Exchange) => String(exchange.headers['content-type'] ?? '');

function parseJson(exchange: Exchange): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(exchange.body) };
  } catch {
    return { ok: false };
  }
}

function errorBodyProblems(exchange: Exchange, json: unknown, op: FuzzOperation | null): string[] {
  const problems: string[] = [];
  if (!contentTypeOf(exchange).startsWith('application/json')) {
    problems.push(`an error with content type "${contentTypeOf(exchange)}"`);
  }
  const schema = op?.errorSchema;
  if (schema) {
    problems.push(...checkJsonSchema(schema, json).map((p) => `error body: ${p}`));
  }
  const body = json as { code?: unknown; message?: { text?: unknown; type?: unknown } } | null;
  const code = typeof body?.code === 'string' ? body.code : '';
  const definition = (ERRORS as Record<string, { status: number }>)[code];
  if (!definition) problems.push(`error code "${code}" is not in the contract's table`);
  else if (definition.status !== exchange.status) {
    problems.push(`error code ${code} is ${definition.status}, answered ${exchange.status}`);
  }
  if (typeof body?.message?.text !== 'string' || body.message.text.trim() === '') {
    problems.push('an error without a text');
  }
  const type = body?.message?.type;
  if (type !== 'warning' && type !== 'error') {
    problems.push(`an error of message type ${JSON.stringify(type) ?? 'undefined'}`);
  }
  if (exchange.status === 429 && !exchange.headers['retry-after']) {
    problems.push('a 429 without Retry-After');
  }
  return problems;
}

/** The not-found handler's answer: no route matched, so no guard ran. */
const isUnrouted = (exchange: Exchange, json: unknown) =>
  exchange.status === 404 && (json as { code?: unknown } | undefined)?.code === 'NOT_FOUND';

function accessProblems(exchange: Exchange, json: unknown): string[] {
  const { op, as, status } = exchange;
  if (!op || exchange.rerouted || op.access === 'public' || isUnrouted(exchange, json)) return [];
  if ((as === 'visitor' || as === 'forged') && status !== 401) {
    return [`${as} on a ${op.access} call answered ${status}, not 401`];
  }
  if (
    op.access === 'admin' &&
    (as === 'member' || as === 'escalated') &&
    ![401, 403].includes(status)
  ) {
    return [`${as} on an administrator call answered ${status}, not 403`];
  }
  return [];
}

/** What is wrong with one reply (none for a good one), and the known issue it shows, if any. */
export function checkExchange(
  exchange: Exchange,
  secrets: string[],
): { problems: string[]; knownIssue: string | null } {
  const { op, status } = exchange;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  const isJson = contentTypeOf(exchange).startsWith('application/json');
  const hasBody = exchange.method !== 'HEAD';
  const parsed = isJson && hasBody ? parseJson(exchange) : null;
  if (parsed && !parsed.ok) problems.push('the JSON body does not parse');
  const json = parsed?.ok ? parsed.value : undefined;
  problems.push(...leaksOf(exchange, json, secrets));
  const knownIssue: string | null = null;
  problems.push(...accessProblems(exchange, json));
  if (!hasBody || exchange.method === 'OPTIONS') return { problems, knownIssue };

  if (status >= 400 && status < 500) {
    if (!parsed?.ok) problems.push(`a ${status} without a JSON error body`);
    else problems.push(...errorBodyProblems(exchange, json, op));
  }
  if (status >= 200 && status < 300 && op && !exchange.rerouted) {
    const declared = op.replies.get(status);
    if (!declared) problems.push(`answered ${status}, which the call does not declare`);
    else if (!contentTypeOf(exchange).startsWith(declared.contentType)) {
      problems.push(`answered ${contentTypeOf(exchange)}, declared ${declared.contentType}`);
    } else if (declared.contentType === 'application/json') {
      if (parsed?.ok) {
        problems.push(...checkJsonSchema(declared.schema, json).map((p) => `reply: ${p}`));
      }
    } else if (declared.contentType.startsWith('text/html')) {
      for (const fragment of SCRIPT_FRAGMENTS.filter((f) => f.includes('<'))) {
        if (exchange.body.includes(fragment))
          problems.push(`the page carries ${fragment} unescaped`);
      }
    }
  }
  if (exchange.invalid && status < 400) {
    problems.push(`accepted with ${status} although the input is invalid (${exchange.invalid})`);
  }
  return { problems, knownIssue };
}
