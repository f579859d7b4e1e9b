// npm run backup [-- --out FILE] and npm run restore -- FILE: the store's database and images in
// one .tar.gz, and back (README, "Backup and restore"). The first argument is the command. Builds
// the server first if its bundle is missing or older than its sources; the web app is not needed
// here, so unlike npm start it is not built.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, ROOT, run, SERVER_SOURCES } from './lib.mjs';

if (isStale('apps/server/dist/backup.mjs', SERVER_SOURCES)) {
  console.log('서버를 빌드합니다...');
  await run('npm', ['run', 'build', '-w', 'apps/server', '--silent']);
}
const { runBackupCli } = await import(
  pathToFileURL(path.join(ROOT, 'apps/server/dist/backup.mjs')).href
);
process.exitCode = await runBackupCli(process.argv.slice(2));
