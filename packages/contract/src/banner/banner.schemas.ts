import { z } from 'zod';
import { endpointsTagged } from '../common/endpoint';
import { formBool } from '../common/form';
import { paginated } from '../common/pagination';
import { adminRecordEndpoints } from '../common/record-endpoints';
import { requiredText } from '../common/rules';
import { timestampFields } from '../common/record';
import { BANNER_TEXT, isSafeLink } from './banner.constants';

// Kept apart (banner.constants.ts) so screens can read them without loading Zod; exported here as before.
export { BANNER_TEXT, isSafeLink } from './banner.constants';

export const bannerSchema = z.object({
  seq: z.number().int(),
  title: z.string(),
  link: z.string(),
  useYn: z.boolean(),
  path: z.string().nullable(),
  ...timestampFields,
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerSlideSchema = z.object({
  seq: z.number().int(),
  link: z.string(),
  path: z.string(),
  title: z.string(),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

const bannerFields = {
  title: requiredText(BANNER_TEXT.titleRequired, 100),
  link: requiredText(BANNER_TEXT.linkRequired, 500).refine(isSafeLink, BANNER_TEXT.linkInvalid),
};
/** Multipart: `title`, `link`, `image` (required when adding). */
export const bannerAddSchema = z.object(bannerFields);
/** Multipart: `title`, `link`, `useYn`, optional new `image`. */
export const bannerModifySchema = z.object({ ...bannerFields, useYn: formBool.default(true) });

const endpoint = endpointsTagged('banner');
const records = adminRecordEndpoints(endpoint, '/api/banner');

export const bannerEndpoints = {
  slide: endpoint('GET /api/banner/slide', 'public', '홈 화면 배너 (사용중인 배너)', {
    response: { 200: z.array(bannerSlideSchema) },
  }),
  list: records.list('배너 목록 (관리자)', paginated('bannerList', bannerSchema)),
  detail: records.detail('배너 상세 (관리자)', bannerSchema),
  add: records.add('배너 등록 (title, link, image)', bannerAddSchema),
  modify: records.modify('배너 수정 (title, link, useYn, image)', bannerModifySchema),
  delete: records.delete('배너 삭제'),
};
