import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { paginated } from '../common/pagination';
import { adminRecordEndpoints } from '../common/record-endpoints';
import { requiredText } from '../common/rules';
import { timestampFields } from '../common/record';

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
  ...timestampFields,
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

const endpoint = endpointsTagged('delivery');
const records = adminRecordEndpoints(endpoint, '/api/delivery');

export const deliveryEndpoints = {
  formSelect: endpoint('GET /api/delivery/formSelect', 'public', '배송업체 선택 목록', {
    response: { 200: z.array(deliveryOptionSchema) },
  }),
  list: records.list('배송업체 목록 (관리자)', paginated('deliveryList', deliverySchema)),
  detail: records.detail('배송업체 상세 (관리자)', deliverySchema),
  add: records.add('배송업체 등록 (code, name, callNo)', deliveryFormSchema),
  modify: records.modify('배송업체 수정', deliveryFormSchema),
  delete: records.delete('배송업체 삭제'),
};
