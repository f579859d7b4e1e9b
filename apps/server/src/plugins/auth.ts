import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminScope, parseScope, type EndpointAccess } from '@store/contract';
import { members } from '../db/schema';
import { AppError } from '../platform/app-error';
import type { AppContext } from '../platform/context';

/** The signed-in member of a request, as the token and the member record agree on it. */
export interface Principal {
  seq: number;
  memberNo: string;
  memberId: string;
  name: string;
  roles: string[];
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null. A bad or expired token counts as signed out. */
    principal(): Promise<Principal | null>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const resolved = new WeakMap<FastifyRequest, Promise<Principal | null>>();

async function resolvePrincipal(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Principal | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const claims = await ctx.tokens.verify(match[1]);
  if (!claims) return null;
  const [row] = await ctx.db
    .select({
      seq: members.seq,
      memberNo: members.memberNo,
      memberId: members.memberId,
      name: members.name,
      roles: members.roles,
      tokenVersion: members.tokenVersion,
    })
    .from(members)
    .where(
      and(
        sql`lower(${members.memberId}) = lower(${claims.sub})`,
        eq(members.delYn, false),
        eq(members.useYn, true),
      ),
    )
    .limit(1);
  // A password change, withdrawal or an administrator's disable bumps the version: old tokens end.
  if (!row || row.tokenVersion !== claims.ver) return null;
  const roles = parseScope(row.roles);
  return {
    seq: row.seq,
    memberNo: row.memberNo,
    memberId: row.memberId,
    name: row.name,
    roles,
    isAdmin: isAdminScope(roles),
  };
}

/** Guards by access level, applied by the endpoint registration before the body is read. */
export function accessGuard(access: EndpointAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    if (access === 'public') return;
    const principal = await request.principal();
    if (!principal) throw new AppError('UNAUTHORIZED');
    if (access === 'admin' && !principal.isAdmin) throw new AppError('FORBIDDEN');
  };
}

/** Signed-in member required: the principal of a guarded call. */
export async function requirePrincipal(request: FastifyRequest): Promise<Principal> {
  const principal = await request.principal();
  if (!principal) throw new AppError('UNAUTHORIZED');
  return principal;
}

/** Ownership: the member themself or an administrator. */
export function assertSelfOrAdmin(principal: Principal, memberId: string): void {
  if (principal.isAdmin) return;
  if (principal.memberId.toLowerCase() !== memberId.toLowerCase()) throw new AppError('FORBIDDEN');
}

export const authPlugin = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    app.decorateRequest('principal', function (this: FastifyRequest) {
      let pending = resolved.get(this);
      if (!pending) {
        pending = resolvePrincipal(ctx, this);
        resolved.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'auth' },
);
