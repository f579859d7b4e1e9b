import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_LIFETIME_SECONDS, type TokenClaims } from '@store/contract';
import type { Clock } from './clock';

export interface TokenSubject {
  memberId: string;
  roles: string[];
  tokenVersion: number;
}

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a valid, unexpired token, or null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** JWT_SECRET, or a secret generated once and kept (owner-readable only) in the data folder. */
export function loadSigningSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function createTokenService(secret: Uint8Array, clock: Clock): TokenService {
  return {
    async sign({ memberId, roles, tokenVersion }) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ scp: roles.join(','), ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(memberId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.scp !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.iat !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        return {
          sub: payload.sub,
          scp: payload.scp,
          ver: payload.ver,
          iat: payload.iat,
          exp: payload.exp,
        };
      } catch {
        return null;
      }
    },
  };
}
