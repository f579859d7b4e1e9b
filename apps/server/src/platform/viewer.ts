import { createHash } from 'node:crypto';
import type { Principal } from '../plugins/auth';

/**
 * Who is looking, for counting views once: a member by id, a visitor by a hash of address and
 * browser (nothing personal is kept).
 */
export function viewerKey(
  principal: Principal | null,
  ip: string,
  userAgent: string | undefined,
): string {
  if (principal) return `m:${principal.seq}`;
  return `v:${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 40)}`;
}
