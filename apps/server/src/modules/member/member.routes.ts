import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { registerCsvEndpoint } from '../../platform/csv';
import { registerEndpoint } from '../../platform/endpoint';
import * as account from './account.service';
import * as emailCodes from './email-code.service';
import * as admin from './member-admin.service';
import * as members from './member.service';

export async function memberRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.member;

  // Sign-ins are security events: each one is logged with its outcome (never the password).
  registerEndpoint(app, endpoints.login, async ({ body, request }) => {
    const event = { event: 'sign-in', memberId: body.memberId, ip: request.ip };
    try {
      const result = await members.login(ctx, body, request.ip);
      request.log.info({ ...event, outcome: 'signed in' }, 'sign-in');
      return result;
    } catch (error) {
      const outcome = error instanceof AppError ? error.code : 'error';
      request.log.warn({ ...event, outcome }, 'sign-in refused');
      throw error;
    }
  });
  registerEndpoint(app, endpoints.getMember, ({ principal, query }) =>
    members.getMemberFor(ctx, principal, query),
  );

  registerEndpoint(app, endpoints.checkId, ({ query }) =>
    account.checkMemberId(ctx, query.memberId),
  );
  registerEndpoint(app, endpoints.requestEmailCode, ({ body, request }) =>
    body.purpose === 'FIND_PASSWORD' && body.memberId
      ? account.requestPasswordResetCode(ctx, {
          memberId: body.memberId,
          email: body.email,
          clientIp: request.ip,
        })
      : account.requestSignupCode(ctx, { email: body.email, clientIp: request.ip }),
  );
  registerEndpoint(app, endpoints.verifyEmailCode, ({ body, request }) =>
    emailCodes.verifyCode(ctx, { ...body, purpose: 'SIGNUP', clientIp: request.ip }),
  );
  registerEndpoint(app, endpoints.signup, ({ body }) => account.signup(ctx, body));

  registerEndpoint(app, endpoints.myInfo, ({ principal }) => account.getMyInfo(ctx, principal));
  registerEndpoint(app, endpoints.modifyMyInfo, ({ principal, body }) =>
    account.modifyMyInfo(ctx, principal, body),
  );
  registerEndpoint(app, endpoints.changePassword, ({ principal, body }) =>
    account.changePassword(ctx, principal, body),
  );
  registerEndpoint(app, endpoints.passwordCheck, ({ principal, body }) =>
    account.checkPassword(ctx, principal, body.password),
  );
  registerEndpoint(app, endpoints.withdraw, ({ principal, body }) =>
    account.withdraw(ctx, principal, body.password),
  );

  registerEndpoint(app, endpoints.findPasswordRequest, ({ body, request }) =>
    account.requestPasswordResetCode(ctx, { ...body, clientIp: request.ip }),
  );
  registerEndpoint(app, endpoints.findPasswordVerify, ({ body, request }) =>
    emailCodes.verifyCode(ctx, { ...body, purpose: 'FIND_PASSWORD', clientIp: request.ip }),
  );
  registerEndpoint(app, endpoints.resetPassword, ({ body }) => account.resetPassword(ctx, body));

  registerEndpoint(app, endpoints.list, ({ query }) => admin.listMembers(ctx, query));
  registerCsvEndpoint(app, endpoints.listCsv, ctx.clock, ({ query }) => ({
    names: { korean: '회원목록', ascii: 'members' },
    file: admin.exportMembers(ctx, query),
  }));
  registerEndpoint(app, endpoints.add, ({ body }) => admin.addMember(ctx, body));
  registerEndpoint(app, endpoints.modify, ({ principal, params, body }) =>
    admin.modifyMember(ctx, principal, params.seq, body),
  );
  registerEndpoint(app, endpoints.delete, ({ principal, params, body }) =>
    admin.deleteMember(ctx, principal, params.seq, body.password),
  );
}
