// Entry of the reliability harness (started by scripts/reliability.mjs, run with tsx):
// the races between two processes (PostgreSQL) and the crash rounds (PGlite and PostgreSQL).
// Writes .tmp/reliability/races.json and crash.json; exits non-zero on any failure.
//
// RELIABILITY_ONLY=races|crash|crash-pglite|crash-postgres runs a part; RELIABILITY_ROUNDS sets
// the crash rounds per database (default 10).
import { startFakeKakaoPay } from '../../test-support/fake-kakaopay.mjs';
import { startSmtpSink } from '../testing/smtp-sink';
import { runCrash, type CrashReport } from './crash';
import { runRaces, type RacesReport } from './races';
import { freePort, seconds, writeReport } from './support';

const only = process.env.RELIABILITY_ONLY ?? '';
const rounds = Number(process.env.RELIABILITY_ROUNDS ?? 10);
const wants = (part: string) => !only || only === part || part.startsWith(`${only}-`);

const started = Date.now();
const kakao = await startFakeKakaoPay({ port: await freePort() });
const sink = await startSmtpSink({ port: await freePort() });
let failed = false;

try {
  if (wants('races')) {
    const races: RacesReport = await runRaces(kakao, sink);
    writeReport('races.json', races);
    console.log(
      `races: ${races.ok ? 'pass' : 'FAIL'} (${races.checks.filter((c) => c.ok).length}/${races.checks.length} checks, ${seconds(races.durationMs)})`,
    );
    failed ||= !races.ok;
  }

  const crashes: CrashReport[] = [];
  for (const backend of ['PGlite', 'PostgreSQL'] as const) {
    if (!wants(`crash-${backend === 'PGlite' ? 'pglite' : 'postgres'}`)) continue;
    const report = await runCrash(backend, kakao, sink, rounds);
    crashes.push(report);
    for (const c of report.checks)
      if (!c.ok) console.log(`  FAIL ${backend}: ${c.name}: ${c.detail}`);
  }
  if (crashes.length > 0) {
    const lost = crashes.reduce((n, r) => n + r.lostAcknowledged, 0);
    const line = `crash: ${crashes
      .map((r) => `${r.roundsPassed}/${rounds} rounds on ${r.backend}`)
      .join(', ')}, ${lost} lost acknowledged orders`;
    console.log(line);
    const databases = crashes.map((r) => {
      const restarts = r.rounds.map((round) => round.restartMs).filter((ms) => ms >= 0);
      const money = r.money
        ? `; charged without an order after the kills: ${r.money.before.approvedWithoutOrder} approved, ${r.money.before.chargedAndStranded} cut off mid-approval, ${r.money.after.approvedWithoutOrder + r.money.after.chargedAndStranded} left after the housekeeping`
        : '';
      return {
        database: r.backend,
        line: `${r.backend}: ${r.roundsPassed}/${rounds} rounds, ${r.acknowledged} orders acknowledged, ${r.lostAcknowledged} lost, restart ${seconds(Math.min(...restarts))}-${seconds(Math.max(...restarts))}${money} (${seconds(r.durationMs)})`,
      };
    });
    for (const database of databases) console.log(`crash: ${database.line}`);
    const ok = crashes.every((r) => r.ok);
    writeReport('crash.json', {
      ok,
      line,
      rounds,
      durationMs: crashes.reduce((n, r) => n + r.durationMs, 0),
      databases,
      backends: crashes,
    });
    failed ||= !ok;
  }
} finally {
  await kakao.close();
  await sink.close();
}

console.log(`reliability: ${failed ? 'FAIL' : 'pass'} in ${seconds(Date.now() - started)}`);
process.exit(failed ? 1 : 0);
