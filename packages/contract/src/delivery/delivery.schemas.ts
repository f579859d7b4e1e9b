import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { seqParamsSchema } from '../common/form';
import { messageReplySchema } from '../common/messages';
import { pageQuerySchema, paginated } from '../common/pagination';
import { requiredText } from '../common/rules';

export const DELIVERY_TEXT = {
  empty: '등록된 배송업체가 존재하지 않습니다.',
  codeRequired: '택배사 코드를 입력해주세요.',
  nameRequired: '배송업체명을 입력해주세요.',
  callNoInvalid: '전화번호 형식이 올바르지 않습니다.',
  added: '배송업체가 등록되었습니다.',
  modified: '배송업체가 수정되었습니다.',
  deleted: '배송업체가 삭제되었습니다.',
} as const;

export const DEFAULT_COURIER_CODE = '00';

export const deliverySchema = z.object({
  seq: z.number().int(),
  code: z.string(),
  name: z.string(),
  callNo: z.string().nullable(),
  insertDttm: z.string(),
  updateDttm: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryOptionSchema = deliverySchema.pick({
  seq: true,
  code: true,
  name: true,
  callNo: true,
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** Multipart: `code` (SweetTracker courier code, 2-3 digits, default 00), `name`, `callNo`. */
export const deliveryFormSchema = z.object({
  code: z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? DEFAULT_COURIER_CODE
        : value,
    z
      .string()
      .trim()
      .regex(/^\d{2,3}$/, '택배사 코드는 2~3자리 숫자입니다.'),
  ),
  name: requiredText(DELIVERY_TEXT.nameRequired, 50),
  callNo: z
    .string()
    .trim()
    .max(20, DELIVERY_TEXT.callNoInvalid)
    .refine((value) => value === '' || /^[0-9-]{4,20}$/.test(value), DELIVERY_TEXT.callNoInvalid)
    .nullish()
    .transform((value) => (value ? value : null)),
});

const tags = ['delivery'];

export const deliveryEndpoints = {
  formSelect: defineEndpoint({
    method: 'GET',
    path: '/api/delivery/formSelect',
    access: 'public',
    summary: '배송업체 선택 목록',
    tags,
    schemas: { response: { 200: z.array(deliveryOptionSchema) } },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/delivery/list',
    access: 'admin',
    summary: '배송업체 목록 (관리자)',
    tags,
    schemas: {
      query: pageQuerySchema,
      response: { 200: paginated('deliveryList', deliverySchema) },
    },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/delivery/detail/:seq',
    access: 'admin',
    summary: '배송업체 상세 (관리자)',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: deliverySchema } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/delivery/add',
    access: 'admin',
    summary: '배송업체 등록 (code, name, callNo)',
    tags,
    bodyType: 'multipart',
    schemas: { body: deliveryFormSchema, response: { 200: messageReplySchema } },
  }),
  modify: defineEndpoint({
    method: 'PUT',
    path: '/api/delivery/modify/:seq',
    access: 'admin',
    summary: '배송업체 수정',
    tags,
    bodyType: 'multipart',
    schemas: {
      params: seqParamsSchema,
      body: deliveryFormSchema,
      response: { 200: messageReplySchema },
    },
  }),
  delete: defineEndpoint({
    method: 'PUT',
    path: '/api/delivery/:seq',
    access: 'admin',
    summary: '배송업체 삭제',
    tags,
    schemas: { params: seqParamsSchema, response: { 200: messageReplySchema } },
  }),
};
