import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium drives the browser journeys (no browser downloads here). Installs it when
 * missing and this process may (root with apt-get); otherwise answers a one-line instruction.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium 이 없어 Debian 패키지로 설치합니다 (apt-get install chromium)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(CHROMIUM_PATH)) return null;
  }
  return `Chromium 이 필요합니다: 'sudo apt-get install chromium' 을 실행하거나 CHROMIUM_PATH 를 지정하세요.`;
}
