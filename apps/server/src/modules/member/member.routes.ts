import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import * as memberService from './member.service';

export async function memberRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.member;
  registerEndpoint(app, endpoints.login, ({ body }) => memberService.login(ctx, body));
  registerEndpoint(app, endpoints.getMember, ({ principal, query }) =>
    memberService.getMemberFor(ctx, principal, query),
  );
}
