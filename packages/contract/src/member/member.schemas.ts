import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { messageSchema } from '../common/messages';
import { memberIdSchema, passwordInputSchema } from '../common/rules';

/** A member as the screens read it. Never carries the password hash. */
export const memberSchema = z.object({
  seq: z.number().int(),
  memberNo: z.string(),
  memberId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  postCode: z.string().nullable(),
  addr: z.string().nullable(),
  addrDetail: z.string().nullable(),
  useYn: z.boolean(),
  delYn: z.boolean(),
  roles: z.array(z.string()),
  insertDttm: z.string(),
  updateDttm: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const getMemberQuerySchema = z.object({
  memberId: z.string().trim().max(50).optional(),
  seq: z.coerce.number().int().positive().optional(),
});

export const loginBodySchema = z.object({
  memberId: z
    .string({ error: '아이디를 입력해주세요.' })
    .trim()
    .min(1, '아이디를 입력해주세요.')
    .max(50, '아이디를 입력해주세요.'),
  password: passwordInputSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginReplySchema = z.object({ token: z.string(), message: messageSchema });

export const memberEndpoints = {
  /** The signed-in member (`memberId` = the token's subject), or any member for an administrator. */
  getMember: defineEndpoint({
    method: 'GET',
    path: '/api/member',
    access: 'member',
    summary: '회원 정보 조회 (본인 또는 관리자)',
    tags: ['member'],
    schemas: { query: getMemberQuerySchema, response: { 200: memberSchema } },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/member/login',
    access: 'public',
    summary: '로그인',
    tags: ['member'],
    schemas: { body: loginBodySchema, response: { 200: loginReplySchema } },
  }),
};

export { memberIdSchema };
