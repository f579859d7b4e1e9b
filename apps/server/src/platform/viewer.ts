import { createHash } from 'node:crypto';
import type { Principal } from '../plugins/auth';

/** What a key is made from: the request's address, browser and connection. */
export interface ViewerRequest {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
  raw: { socket?: object | null };
}

interface KeptKey {
  ip: string;
  userAgent: string;
  key: string;
}

/**
 * The last visitor key made on each connection. A browser sends its requests over a few kept-alive
 * connections, so a visitor's key is hashed about once per connection, not once per request; it
 * is used again only while the address and browser are the same.
 */
const keptKeys = new WeakMap<object, KeptKey>();

/**
 * Who is looking, for counting views once: a member by id, a visitor by a hash of address and
 * browser (nothing personal is kept).
 */
export function viewerKey(principal: Principal | null, request: ViewerRequest): string {
  if (principal) return `m:${principal.seq}`;
  const { ip } = request;
  const userAgent = request.headers['user-agent'] ?? '';
  const socket = request.raw.socket;
  const kept = socket ? keptKeys.get(socket) : undefined;
  if (kept && kept.ip === ip && kept.userAgent === userAgent) return kept.key;
  const key = `v:${createHash('sha256').update(`${ip}|${userAgent}`).digest('hex').slice(0, 40)}`;
  if (socket) keptKeys.set(socket, { ip, userAgent, key });
  return key;
}
