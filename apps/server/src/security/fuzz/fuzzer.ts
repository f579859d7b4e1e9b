import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { SERVER_ROOT } from '../../config/paths';
import { checkExchange, type Exchange } from './checks';
import { requestArbitrary, UNROUTED, type FuzzCase } from './generate';
import { brokenInvariants, INVARIANT_COUNT } from './invariants';
import type { FuzzOperation } from './operations';
import { buildRequest, knownInvalid, toText, type BuiltRequest } from './request';
import type { FuzzRig } from './rig';

export interface FuzzSettings {
  runs: number;
  seed: number;
  /** FUZZ_SURVEY=1: go on past failures and list each kind once, instead of stopping to shrink. */
  survey: boolean;
}

/** FUZZ_RUNS, else 10,000 on CI, else a run that fits a test suite; FUZZ_SEED, else a new one. */
export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const runs = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : env.CI === 'true' ? 10_000 : 1_500;
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a count: ${runs}`);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer: ${env.FUZZ_SEED}`);
  return { runs, seed, survey: env.FUZZ_SURVEY === '1' };
}

export interface FuzzStats {
  requests: number;
  statuses: Record<string, number>;
  roles: Record<string, number>;
  modes: Record<string, number>;
  /** Requests the generator knew to be invalid, all of which were refused (or the run failed). */
  knownInvalid: number;
  /** Calls that answered 2xx at least once: how deep the run went. */
  succeeded: Set<string>;
  /** Replies that show a reported issue not yet fixed (see checks.ts), by issue. */
  knownIssues: Record<string, number>;
  /** Error codes answered to valid-mode requests, by call: why a call stays shallow. */
  refusals: Map<string, Record<string, number>>;
}

const bump = (record: Record<string, number>, key: string) => {
  record[key] = (record[key] ?? 0) + 1;
};

export interface Sent {
  request: BuiltRequest;
  exchange: Exchange;
  problems: string[];
}

type Resolved = { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

function authorizationOf(rig: FuzzRig, fuzzCase: FuzzCase): string | undefined {
  const { sessions } = rig;
  switch (fuzzCase.as) {
    case 'member':
    case 'admin':
      return sessions.headersOf(fuzzCase.as).authorization;
    case 'forged':
      return sessions.forged[fuzzCase.token % sessions.forged.length];
    case 'escalated':
      return sessions.escalated;
    default:
      return undefined;
  }
}

/** A request to a path no call declares: sent as it is, nothing known about its input. */
function unroutedRequest(fuzzCase: FuzzCase, authorization: string | undefined): BuiltRequest {
  const method = toText(fuzzCase.params.method) as BuiltRequest['options']['method'];
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method) && fuzzCase.body !== undefined;
  return {
    options: {
      method,
      url: toText(fuzzCase.params.path),
      headers: authorization ? { authorization } : {},
      ...(hasBody ? { payload: JSON.stringify(fuzzCase.body) } : {}),
      remoteAddress: `10.0.0.${fuzzCase.from + 1}`,
    },
    seen: {
      params: {},
      query: {},
      body: undefined,
      bodyAs: 'none',
      uncertain: null,
      rerouted: true,
      refused: null,
    },
    preview: '',
  };
}

const codeOf = (body: string): string => {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code);
  } catch {
    return 'not JSON';
  }
};

/** Sends one generated request and checks its reply. */
export async function sendCase(rig: FuzzRig, fuzzCase: FuzzCase, stats: FuzzStats): Promise<Sent> {
  const { pool, sessions, t } = rig;
  const authorization = authorizationOf(rig, fuzzCase);
  const op =
    fuzzCase.op === UNROUTED
      ? null
      : (rig.operations.find((candidate) => candidate.key === fuzzCase.op) ?? null);
  let resolved: Resolved = { params: {}, query: {}, body: undefined };
  let request: BuiltRequest;
  if (op) {
    resolved = (await pool.resolve({
      params: fuzzCase.params,
      query: fuzzCase.query,
      body: fuzzCase.body,
    })) as Resolved;
    request = buildRequest(op, fuzzCase, resolved, authorization);
  } else {
    request = unroutedRequest(fuzzCase, authorization);
  }

  const reply = await t.app.inject(request.options);
  const invalid = op ? knownInvalid(op, request.seen) : null;
  const exchange: Exchange = {
    op,
    as: fuzzCase.as,
    method: request.options.method,
    status: reply.statusCode,
    headers: reply.headers,
    body: reply.body,
    invalid,
    rerouted: request.seen.rerouted,
  };
  const { problems, knownIssue } = checkExchange(exchange, rig.secrets);
  if (knownIssue) bump(stats.knownIssues, knownIssue);

  stats.requests += 1;
  bump(stats.statuses, String(reply.statusCode));
  bump(stats.roles, fuzzCase.as);
  bump(stats.modes, fuzzCase.mode);
  if (invalid) stats.knownInvalid += 1;
  if (op && reply.statusCode < 300) stats.succeeded.add(op.key);
  if (op && reply.statusCode >= 400 && fuzzCase.mode === 'valid') {
    const codes = stats.refusals.get(op.key) ?? {};
    bump(codes, `${reply.statusCode} ${codeOf(reply.body)}`);
    stats.refusals.set(op.key, codes);
  }

  // Keep the fuzzer's own accounts usable, and the pool in step with the data.
  if (reply.statusCode === 401 && (fuzzCase.as === 'member' || fuzzCase.as === 'admin')) {
    await sessions.repair(fuzzCase.as);
  }
  if (reply.statusCode < 300 && request.options.method !== 'GET') pool.markStale();
  if (op && reply.statusCode === 200) await harvest(rig, op, resolved, () => reply.json());
  return { request, exchange, problems };
}

/**
 * What a real client would carry from one reply to its next request: the code mailed for an
 * address, the pg_token KakaoPay gives for a payment the customer approved, the approved tid.
 */
async function harvest(
  rig: FuzzRig,
  op: FuzzOperation,
  sent: Resolved,
  reply: () => unknown,
): Promise<void> {
  const { pool } = rig;
  const body = (sent.body ?? {}) as Record<string, unknown>;
  switch (op.key) {
    case 'POST /api/member/email/request':
    case 'POST /api/member/findPassword/authRequest': {
      const mail = rig.t.ctx.mailer.outbox?.[0];
      const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (mail && code) {
        pool.rememberFor('email.code', body.email, code);
        pool.remember('email.requested', body.email);
      }
      break;
    }
    case 'POST /api/kakaopay/ready': {
      // The customer approves at (fake) KakaoPay; the store gets the pg_token on its return.
      const { tid } = reply() as { tid: string };
      const location = await rig.kakao.customer(tid, 'approve');
      const pgToken = location ? new URL(location).searchParams.get('pg_token') : null;
      if (pgToken) pool.rememberFor('payment.pgToken', tid, pgToken);
      pool.rememberFor('payment.quantity', tid, body.quantity);
      break;
    }
    case 'GET /api/kakaopay/approve':
      pool.remember('payment.approvedTid', (reply() as { tid: string }).tid);
      break;
    default:
      break;
  }
}

export interface FuzzOutcome {
  settings: FuzzSettings;
  stats: FuzzStats;
  failure: string | null;
  /** In a survey: each kind of problem once, with one request that shows it. */
  surveyed: Map<string, string>;
  invariants: string[];
  seconds: number;
}

const replayCommand = ({ seed, runs }: FuzzSettings) =>
  `FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run --project server src/security/api-fuzz.test.ts`;

const describeSent = (sent: Sent) =>
  [
    `problems: ${sent.problems.join('; ')}`,
    `request: ${sent.request.options.method} ${sent.request.options.url} as ${sent.exchange.as}`,
    `headers: ${JSON.stringify(sent.request.options.headers)}`,
    `payload: ${sent.request.preview}`,
    `reply: ${sent.exchange.status} ${sent.exchange.body.slice(0, 800)}`,
  ].join('\n');

function describeFailure(
  settings: FuzzSettings,
  details: fc.RunDetails<[FuzzCase]>,
  last: Sent | null,
) {
  const lines = [
    `fuzz: a reply failed its checks after ${details.numRuns} request(s), shrunk ${details.numShrinks} time(s)`,
    `replay: ${replayCommand(settings)}`,
  ];
  if (last) lines.push(describeSent(last));
  lines.push(`generated case (shrunk): ${fc.stringify(details.counterexample?.[0])}`);
  if (details.errorInstance && !last) lines.push(`error: ${String(details.errorInstance)}`);
  return lines.join('\n');
}

/** Runs the generated requests, then the invariants over the data. */
export async function runFuzz(rig: FuzzRig, settings: FuzzSettings): Promise<FuzzOutcome> {
  const started = performance.now();
  const stats: FuzzStats = {
    requests: 0,
    statuses: {},
    roles: {},
    modes: {},
    knownInvalid: 0,
    succeeded: new Set(),
    knownIssues: {},
    refusals: new Map(),
  };
  let lastFailure: Sent | null = null;
  const surveyed = new Map<string, string>();
  const property = fc.asyncProperty(
    requestArbitrary(rig.operations, rig.sessions.forged.length),
    async (fuzzCase) => {
      const sent = await sendCase(rig, fuzzCase, stats);
      if (sent.problems.length === 0) return;
      if (settings.survey) {
        for (const problem of sent.problems) {
          const kind = `${fuzzCase.op}: ${problem.replace(/"[^"]*"/g, '"…"').slice(0, 120)}`;
          if (!surveyed.has(kind)) surveyed.set(kind, describeSent(sent));
        }
        return;
      }
      lastFailure = sent;
      throw new Error(sent.problems.join('; '));
    },
  );
  const details = await fc.check(property, { seed: settings.seed, numRuns: settings.runs });
  const failure = details.failed ? describeFailure(settings, details, lastFailure) : null;
  const invariants = await brokenInvariants(rig.t.db);
  return {
    settings,
    stats,
    failure,
    surveyed,
    invariants,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The one summary line, and the figures in .tmp/reliability/fuzz.json for docs/reliability.md. */
export function reportFuzz(rig: FuzzRig, outcome: FuzzOutcome): string {
  const { settings, stats, failure, invariants, seconds } = outcome;
  const failures = (failure ? 1 : 0) + outcome.surveyed.size + invariants.length;
  const known = Object.values(stats.knownIssues).reduce((sum, count) => sum + count, 0);
  const line =
    `fuzz: ${stats.requests} requests over ${rig.operations.length} calls (visitor/member/admin), ` +
    `${failures} failures, seed ${settings.seed}, ${seconds.toFixed(1)} s` +
    (known > 0
      ? `; ${known} replies show known issues: ${Object.keys(stats.knownIssues).join('; ')}`
      : '');
  const figures = {
    line,
    requests: stats.requests,
    runs: settings.runs,
    calls: rig.operations.length,
    callsAnswered2xx: stats.succeeded.size,
    callsNeverAnswered2xx: Object.fromEntries(
      rig.operations
        .map((op) => op.key)
        .filter((key) => !stats.succeeded.has(key))
        .map((key) => [key, stats.refusals.get(key) ?? {}]),
    ),
    failures,
    seed: settings.seed,
    statuses: Object.fromEntries(
      Object.entries(stats.statuses).sort(([a], [b]) => Number(a) - Number(b)),
    ),
    roles: stats.roles,
    modes: stats.modes,
    knownInvalidRefused: stats.knownInvalid,
    knownIssues: stats.knownIssues,
    sessionRepairs: rig.sessions.repairs,
    invariants: { checked: INVARIANT_COUNT, broken: invariants },
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    durationSeconds: Number(seconds.toFixed(1)),
    finishedAt: new Date().toISOString(),
    replay: replayCommand(settings),
  };
  const folder = path.resolve(SERVER_ROOT, '..', '..', '.tmp', 'reliability');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'fuzz.json'), `${JSON.stringify(figures, null, 2)}\n`);
  return line;
}
