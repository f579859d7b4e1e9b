import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@store/contract';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { checkExchange, withoutEchoes, type Exchange } from './fuzz/checks';
import { fuzzSettings, reportFuzz, runFuzz } from './fuzz/fuzzer';
import { startRig, type FuzzRig } from './fuzz/rig';

/**
 * The API fuzzer: requests generated from the OpenAPI document (valid, boundary and hostile
 * values, as a visitor, the member and an administrator, with lying tokens now and then), each
 * reply checked (no 5xx, the declared schema, the error body, refused invalid input, no leaks),
 * then the data checked for invariants. Seeded: a failure prints the command that replays it.
 */
const settings = fuzzSettings();
let rig: FuzzRig;

beforeAll(async () => {
  rig = await startRig();
});
afterAll(async () => {
  await rig?.close();
});

describe('the API under generated requests', () => {
  it('reads every call of the contract from the OpenAPI document', () => {
    expect(rig.operations.map((op) => op.key).sort()).toEqual(
      allEndpoints()
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
        .sort(),
    );
  });

  it('forgives a fragment it sent coming back, whole or cut by a mail subject, and nothing else', () => {
    const subject = "[빌림마켓] 문의에 답변했습니다 - ' UNION SELECT password_hash FROM mem…";
    expect(withoutEchoes(subject)).not.toMatch(/select/);
    expect(withoutEchoes("제목 ' union select password_hash from member -- 끝")).not.toMatch(
      /select/,
    );
    expect(withoutEchoes('<p>&#39; UNION SELECT password_hash FROM member --</p>')).not.toMatch(
      /select/,
    );
    // Text that is no fragment it sent stays, ellipsis or not.
    expect(withoutEchoes('select * from member…')).toMatch(/select \* from member/);
    expect(withoutEchoes('update "member" set role = 1')).toMatch(/update "member" set/);
  });

  it('checks replies strictly enough to fail: a good reply passes, each kind of bad one is named', async () => {
    const operation = (key: string) => rig.operations.find((op) => op.key === key)!;
    const health = await rig.t.app.inject({ method: 'GET', url: '/api/health' });
    const good: Exchange = {
      op: operation('GET /api/health'),
      as: 'visitor',
      method: 'GET',
      status: health.statusCode,
      headers: health.headers,
      body: health.body,
      invalid: null,
      rerouted: false,
    };
    expect(checkExchange(good, rig.secrets).problems).toEqual([]);

    const error = (text: string, code = 'NOT_FOUND') =>
      JSON.stringify({ code, message: { text, type: 'warning' } });
    const member = {
      ...good,
      op: operation('GET /api/contact/detail/:seq'),
      as: 'member' as const,
    };
    const bad: [Exchange, RegExp][] = [
      [{ ...good, status: 500, body: error('잠시 후', 'INTERNAL') }, /answered 500/],
      [{ ...good, body: '{"status":"ok"}' }, /reply: \$\.database: required/],
      [{ ...good, status: 404, body: error('    at query (/app/src/db.ts:3:9)') }, /stack/],
      [{ ...good, status: 404, body: error('relation "member" does not exist') }, /driver/],
      [{ ...good, status: 404, body: error('select * from member') }, /SQL/],
      [{ ...good, status: 404, body: error('$argon2id$v=19$m=19456') }, /password hash/],
      [{ ...good, status: 404, body: error(TEST_JWT_SECRET) }, /secret/],
      [{ ...good, status: 404, body: error('없음', 'NO_SUCH_CODE') }, /not in the contract/],
      [{ ...good, status: 404, body: error('없음', 'VALIDATION_FAILED') }, /is 400, answered 404/],
      [{ ...good, status: 400, body: '{"error":"Bad Request","statusCode":400}' }, /error body/],
      [{ ...good, invalid: 'invalid query' }, /although the input is invalid/],
      [{ ...member, as: 'visitor', body: '{}' }, /visitor on a member call answered 200/],
    ];
    for (const [exchange, problem] of bad) {
      const { problems } = checkExchange(exchange, rig.secrets);
      expect(problems.join('\n'), exchange.body).toMatch(problem);
    }
  });

  it(
    'answers every request without a fault, a leak or a reply off its schema',
    async () => {
      console.log(`fuzz: seed ${settings.seed}, ${settings.runs} requests`);
      const outcome = await runFuzz(rig, settings);
      console.log(reportFuzz(rig, outcome));
      for (const [kind, example] of outcome.surveyed) console.log(`\n== ${kind}\n${example}`);
      expect([...outcome.surveyed.keys()]).toEqual([]);
      expect(outcome.failure, outcome.failure ?? '').toBeNull();
      expect(outcome.invariants).toEqual([]);
      // A run of the usual size goes past validation: most calls succeed at least once.
      if (settings.runs >= 1_000) {
        expect(outcome.stats.succeeded.size).toBeGreaterThan(rig.operations.length / 2);
      }
    },
    // About 25 requests a second on a small machine, and time to shrink a failure.
    Math.max(60_000, settings.runs * 60) + 300_000,
  );
});
