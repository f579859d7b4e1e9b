import { z } from 'zod';

/**
 * Fields of the specification's multipart ("form") calls arrive as strings; a repeated name as a
 * list. These read them into numbers, booleans and lists with Korean messages.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number in a form field, at least `min`; blank means "missing". */
export const formInt = (
  required: string,
  options: { min?: number; max?: number; minText?: string } = {},
) => {
  const min = options.min ?? 0;
  const max = options.max ?? 2_000_000_000;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: required })
      .int('정수로 입력해주세요.')
      .min(min, options.minText ?? `${min} 이상으로 입력해주세요.`)
      .max(max, `${max.toLocaleString('ko-KR')} 이하로 입력해주세요.`),
  );
};

/** A whole number in a form field that may be left blank (then `undefined`). */
export const optionalFormInt = (options: { max: number; minText: string; notWhole?: string }) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: options.minText })
      .int(options.notWhole ?? '정수로 입력해주세요.')
      .min(0, options.minText)
      .max(options.max, `${options.max.toLocaleString('ko-KR')} 이하로 입력해주세요.`)
      .optional(),
  );

/** `true` / `false` in a form field (or a JSON boolean). */
export const formBool = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'true 또는 false 여야 합니다.' }),
);

/** Zero, one or several values of a repeated field, as a list. */
export const formList = z.preprocess(
  (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().max(200)).max(50),
);

/** A name as image lists show it; what `deleteImages` / `deleteThumbnails` carry. */
export const imageSchema = z.object({ name: z.string(), path: z.string() });
export type Image = z.infer<typeof imageSchema>;

/**
 * A row number (`seq`, a PostgreSQL integer) in a path, a query or a form field, refused with the
 * one `text` whatever is wrong with it.
 */
export const rowNumber = (text: string) =>
  z.coerce.number({ error: text }).int(text).positive(text).max(2_147_483_647, text);

/** `{seq}` path parameter. */
export const seqParamsSchema = z.object({ seq: rowNumber('잘못된 번호입니다.') });
