import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended memory and time cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the member does not exist, so that a wrong id and a wrong password
 * take the same time and cannot be told apart.
 */
let decoyHash: Promise<string> | null = null;
export const getDecoyHash = (): Promise<string> =>
  (decoyHash ??= hashPassword('decoy-password-that-never-matches!1'));
