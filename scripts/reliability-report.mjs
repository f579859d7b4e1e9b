// node scripts/reliability-report.mjs: writes docs/reliability.md from the figures the reliability
// tests leave in .tmp/reliability (authorization matrix, fuzzer, secrets, races, crash harness),
// followed by the OWASP ASVS 5.0 level 2 checklist of this store. Run it after `npm test` and
// `npm run test:reliability` (CI does both); a missing figure is reported as not run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const FIGURES = path.join(ROOT, '.tmp/reliability');
const read = (name) => {
  const file = path.join(FIGURES, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

const matrix = read('matrix');
const fuzz = read('fuzz');
const secrets = read('secrets');
const races = read('races');
const crash = read('crash');

const notRun = '_not run in the run this report was made from_';
const line = (figures, fallback) => (figures ? (figures.line ?? fallback(figures)) : notRun);
const passed = (figures) =>
  figures ? (figures.failures ?? figures.failed ?? 0) === 0 && figures.ok !== false : null;
const status = (figures) =>
  passed(figures) === null ? 'not run' : passed(figures) ? 'passing' : '**failing**';

const rows = [
  [
    'Authorization matrix',
    'every call of the contract as visitor, member, owner and another member',
    line(matrix, (m) => `${m.calls} calls, ${m.cells} cells checked`),
    status(matrix),
  ],
  [
    'API fuzzing',
    'requests generated from the OpenAPI document, valid, boundary and hostile',
    line(
      fuzz,
      (f) => `${f.requests} requests over ${f.calls} calls, ${f.failures} failures, seed ${f.seed}`,
    ),
    status(fuzz),
  ],
  [
    'Secrets',
    'secrets set or handed out, searched in every log line and reply of a busy session',
    line(secrets, (s) => `${s.secrets} secrets, ${s.logLines} log lines, ${s.found} found`),
    status(secrets ? { failures: secrets.found } : null),
  ],
  [
    'Races',
    'two server processes on one PostgreSQL (and Redis): overselling, double charge, rentals, e-mail codes, cancel vs ship, order vs rental return, repeated buy, sign-in burst, scheduled sweeps, the refund ledger against KakaoPay',
    line(races, (r) => JSON.stringify(r)),
    status(races),
  ],
  [
    'Crash safety',
    'SIGKILL in the middle of a purchase load, restart, invariants, on PGlite and PostgreSQL',
    line(crash, (c) => JSON.stringify(c)),
    status(crash),
  ],
];

const raceDetails = Array.isArray(races?.races)
  ? `\n### Races in detail\n\n${races.races
      .map((race) => `- ${race.line ?? race.name ?? JSON.stringify(race)}`)
      .join('\n')}\n`
  : '';
const crashDetails = Array.isArray(crash?.databases)
  ? `\n### Crash rounds\n\n${crash.databases
      .map((db) => `- ${db.line ?? `${db.database}: ${JSON.stringify(db)}`}`)
      .join('\n')}\n`
  : '';
const statuses = fuzz?.statuses
  ? `\nFuzzer replies by status: ${Object.entries(fuzz.statuses)
      .map(([code, count]) => `${code}: ${count}`)
      .join(
        ', ',
      )} (a 502 would mean KakaoPay or SweetTracker itself failed; their refusals of a caller's input answer 400/404).\n`
  : '';

// The findings of the integrity review (issue 16), each with the tests that prove it fixed. Paths
// are under apps/server/src; "races" are the two-process rounds of `npm run test:reliability`.
const FINDINGS = [
  [
    'A repeated `POST /api/buy` with another `saleSaleNo` refunded a paid order that still shipped',
    'modules/order/integrity.test.ts "a repeated buy answers the order its payment made"; races: repeated buy',
  ],
  [
    'An administrator cancelling while another ships: ended `D.PRG` with the money refunded',
    'modules/order/integrity.test.ts "two administrators at once"; races: cancel vs ship, money check of the whole ledger',
  ],
  [
    "Order return (`RT.CPLT`) racing the rental's `반납 완료` deadlocked: 500",
    'modules/order/integrity.test.ts "an order return racing its rental return"; races: order return vs rental return',
  ],
  [
    'A stock edit saved from a form opened before four purchases recreated the sold units',
    'modules/product/stock.test.ts "an edit form read before four purchases", "a listing form read before a purchase", "relative stock adjustments"',
  ],
  [
    '40 parallel wrong passwords for one id: 18 checked (limit 10)',
    'modules/member/sign-in-limits.test.ts "checks at most ten of 40 parallel wrong passwords"; races: sign-in burst over shared Redis',
  ],
  [
    '15 failures from one address locked the member (and the administrator) out from every address',
    'modules/member/sign-in-limits.test.ts "never holds a member or the administrator back from one address for failures at another"',
  ],
  [
    '`TRUST_PROXY=true` took the leftmost `X-Forwarded-For` entry, which the client writes',
    'modules/member/sign-in-limits.test.ts "counts the address the proxy appended", "keys on the socket address without TRUST_PROXY"; config/env.test.ts',
  ],
  [
    '`lİz…` signed in as `liz…` after `liz…` was locked (two normalisations)',
    'modules/member/sign-in-limits.test.ts "uses one normalised id for the limiter and the lookup", "refuses an id that is not ASCII once normalised"',
  ],
  [
    'E-mail code requests for taken e-mails never limited (enumeration)',
    'modules/member/email-code-limits.test.ts "count per address whether the e-mail is free or taken", "count per e-mail from any address"',
  ],
  [
    '25 parallel wrong codes got 24 tries at one code',
    'modules/member/email-code-limits.test.ts "take at most 5 tries at one code, however many come at once"',
  ],
  [
    "The administrator's password confirmation on member delete had no limit",
    'modules/member/password-check.test.ts "limit member deletes confirmed with a wrong password", "share one limit"',
  ],
  [
    'A body sent one byte every 5 s held its connection for minutes',
    'platform/client-refusals.test.ts "cuts a body that trickles in … with 408", "cuts headers that trickle in", keep-alive idling, the configured limits',
  ],
  [
    "Node's own refusals answered without the contract's error body or the security headers",
    'platform/client-refusals.test.ts "answers a malformed request line with 400", "headers too large … 431"',
  ],
  [
    'A hidden or deleted inquiry answered the view call and was counted',
    'modules/contact/contact.test.ts "counts no view of a hidden or deleted inquiry but its author\'s and administrators\'"',
  ],
  [
    'A banner link `/\\evil.example` passed as an in-store link',
    'contract banner/banner-link.test.ts; modules/banner/banner.test.ts "refuses a link a browser reads as another host"',
  ],
  [
    'A member toggling their rental return emptied the public catalogue cache in every process',
    'platform/catalogue-invalidation.test.ts "keeps it through a member\'s rental return request", inquiry, cancel request; "empties it when an administrator …"',
  ],
  [
    'Replies with personal data could be stored by browsers and proxies',
    'security/no-store.test.ts "forbids storing a sign-in, a member\'s own data and an administrator\'s lists"',
  ],
  [
    'With Redis down every sign-in took seconds',
    'modules/member/sign-in-limits.test.ts "answers every sign-in at once (counting in memory) and still limits"',
  ],
  [
    "A crash during approval held the customer's money for 30 minutes",
    'modules/order/integrity.test.ts "an approval cut off by a crash is settled within a minute by asking KakaoPay"; crash harness (payment jobs at +31 and +45 minutes)',
  ],
  [
    'Payment housekeeping ran in every process: 3 refund calls for one payment',
    'modules/order/integrity.test.ts "is refunded once, not once per process"; jobs/job-runner.test.ts "runs a schedule once per slot across processes"; races: one sweep per slot',
  ],
  [
    'Refunds were made before the state change committed, and could exceed what remained',
    'modules/order/integrity.test.ts "refunds …" (made once after a crash, never beyond what remains, wait for the commit); contract common/state-machines.test.ts (every pair of states)',
  ],
];
const findings = FINDINGS.map(([finding, tests]) => `| ${finding} | ${tests} |`).join('\n');

const table = rows
  .map(([name, what, figures, state]) => `| ${name} | ${what} | ${figures} | ${state} |`)
  .join('\n');

const report = `# Reliability

What the store's own tests prove, with the figures of the latest run. Generated by
\`node scripts/reliability-report.mjs\` from the figures the tests leave in \`.tmp/reliability\`
(written ${new Date().toISOString()}); \`npm test\` runs the matrix, the secrets test and a bounded
fuzz run (the full 10,000 requests when \`CI=true\`); \`npm run test:reliability\` runs the races and
the crash harness; \`.ci/run\` runs all of them against the local PostgreSQL and Redis.

| what | how | latest figures | state |
|---|---|---|---|
${table}
${statuses}${raceDetails}${crashDetails}
## Findings of the integrity review, and the tests that prove them fixed

Found by trying the store as an attacker and as two busy administrators would, against two store
processes on one PostgreSQL. Each is a test of the server suite (run on PGlite and on PostgreSQL)
or a race of the reliability suite; the limit tests were also run against the code before the fix
(12 of their 19 tests fail there).

| finding | test |
|---|---|
${findings}

## Also tested on every run

- Security headers on every reply, errors and unknown paths included: for pages a content security
  policy without \`unsafe-inline\` scripts, \`frame-ancestors 'none'\`, \`nosniff\`, \`Referrer-Policy\`;
  for the API's JSON \`default-src 'none'\`, \`X-Frame-Options: DENY\`, \`nosniff\`; HSTS when the
  request came over HTTPS (src/app.test.ts).
- Limits: JSON bodies over 1 MB refused with 413, uploads over 10 MB with 413, more than the allowed
  files refused, SVG and text disguised as images refused with 415 (src/app.test.ts, uploads tests).
- Rate limits on sign-in (per id and per address), code requests and code checks, with a Korean 429;
  shared by processes through Redis when \`REDIS_URL\` is set, tested against the local Redis, with a
  fall-back to memory while Redis is away (src/platform/rate-limiter.test.ts,
  src/modules/sale/catalogue-cache.test.ts).
- CORS closed by default, open only to the origins listed in \`CORS_ORIGINS\` (src/plugins/cors.test.ts).
- The public catalogue cache never shows a write late to its writer, in one process or across two
  sharing Redis (src/modules/sale/catalogue-cache.test.ts).
- In one process on PGlite and on PostgreSQL: ten concurrent buyers of the last three units make
  three orders; a repeated approve or buy makes one order; units come back once under concurrent
  state saves; an e-mail code is spent once by concurrent sign-ups (module tests).

## OWASP ASVS 5.0, level 2: the items that apply to this store

Chapters V10 (OAuth and OIDC) and V17 (WebRTC) do not apply: the store signs members in itself
and has no real-time media. Where an item is met, the place is named.

| chapter | requirement (in short) | where it is met |
|---|---|---|
| V1 Encoding and Sanitization | output encoded for its context; no HTML built from input | React escapes all text; the tracking page (the one server-rendered HTML) escapes every event (order tracking tests: \`<script>\` never reaches it) |
| V1 | database queries parameterised | Drizzle query builder and \`sql\` templates only; the fuzzer's SQL fragments come back as 4xx or as plain data |
| V2 Validation and Business Logic | every input validated by type, length, range and format at the trust boundary | one Zod schema per call in packages/contract, applied by Fastify before any handler; unknown keys stripped |
| V2 | business rules enforced on the server, in order, not replayable | prices recomputed from the database at \`/api/buy\`, approved amount must match, one order per \`tid\`, state transitions by table (purchase and order-state tests, races) |
| V2 | anti-automation on sensitive functions | sign-in, code request and code check limits (429), shared through Redis |
| V3 Web Frontend Security | CSP, framing, MIME sniffing, referrer | src/plugins/security.ts, tested on every kind of reply |
| V3 | no sensitive data in client storage beyond the session token | the browser keeps the token and the pending order (as the specification asks); no passwords, codes or keys |
| V4 API and Web Service | HTTP methods and content types enforced, JSON parsed strictly | Fastify routes per method; 415 for other media types; malformed JSON 400 with the error body |
| V4 | authorization on every call, on the server | the access level of each call in the contract, enforced by \`accessGuard\`; owner checks in services; the authorization matrix |
| V5 File Handling | type checked by content, size limits, random stored names, never executed | file-type sniffing (JPEG, PNG, GIF, WebP only), 10 MB, UUID names, served with \`nosniff\` from /uploads |
| V6 Authentication | passwords stored with a memory-hard hash | argon2id (@node-rs/argon2) |
| V6 | password rules and no default credentials in production | 8+ characters with letters, digits and symbols; the demo administrator only on an empty demo shop, \`ADMIN_MEMBER_ID\`/\`ADMIN_PASSWORD\` for real shops |
| V6 | the same answer for a wrong id and a wrong password; brute force limited | one message and the same work for both (decoy hash); per-id and per-address limits |
| V6 | recovery by a one-time code, limited tries, expiry | e-mail codes: 6 digits, stored keyed-hashed, 5 wrong tries lock a code, expiry, spent once (signup and find-password tests) |
| V7 Session Management | sessions end on password change, withdrawal, disabling | token version in the member record: old tokens answer 401 (account tests) |
| V8 Authorization | deny by default; least privilege; object-level checks | every call declares its access; a call without a row fails the matrix test; another member's order, rental, inquiry or profile is 403/404 |
| V9 Self-contained Tokens | signature and algorithm checked, expiry enforced, secret strong | jose HS256 with a fixed algorithm list, \`exp\` checked, 32+ character secret (generated into the data folder when not set) |
| V11 Cryptography | proven libraries, no home-made crypto, random values from a CSPRNG | node:crypto, jose, argon2; codes and names from \`crypto.randomInt\`/\`randomUUID\` |
| V12 Secure Communication | HTTPS in production, HSTS | the store is meant to sit behind a TLS proxy (\`TRUST_PROXY\`); HSTS sent over HTTPS; outgoing calls to KakaoPay and SweetTracker over HTTPS by default |
| V13 Configuration | secrets from the environment, never in the repository or the browser | settings in src/config/env.ts (bad values named, secret values never echoed); \`/api/config\` carries no secret (tested) |
| V13 | no debug features in production | the development mailbox only outside production; stack traces never in replies (fuzzer) |
| V14 Data Protection | personal data only to its owner and administrators; no sensitive data in URLs or logs | owner checks; inquiry lists hide ids and e-mails; query strings dropped from request logs; redaction of password and token fields; the secrets test |
| V15 Secure Coding and Architecture | dependencies pinned and locked; concurrency safe | package-lock.json, \`npm ci\`; stock taken by conditional updates in the order's transaction; races across two processes |
| V16 Security Logging and Error Handling | errors answered with a generic body, details only in the log; security events logged | one error body for every failure (fuzzer checks it), request ids in replies and logs; every sign-in logged with its outcome and never a secret (secrets test) |
`;

writeFileSync(path.join(ROOT, 'docs/reliability.md'), report);
console.log('Wrote docs/reliability.md');
