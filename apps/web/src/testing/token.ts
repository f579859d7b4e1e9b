const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with the claims the browser reads; `expiresInSeconds` may be negative. */
export function makeToken({
  sub = 'alice',
  scp = 'ROLE_USER',
  expiresInSeconds = 3600,
}: { sub?: string; scp?: string; expiresInSeconds?: number } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ sub, scp, iat: now, exp: now + expiresInSeconds, ver: 1 }),
  );
  return `${header}.${payload}.signature`;
}
