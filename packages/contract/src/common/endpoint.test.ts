import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildPath, endpointsTagged } from './endpoint';
import { seqParamsSchema } from './form';
import { messageReplySchema } from './messages';
import { pageQuerySchema } from './pagination';
import { adminRecordEndpoints } from './record-endpoints';

describe('endpointsTagged', () => {
  const endpoint = endpointsTagged('probe');

  it('answers with a message when the call names no reply', () => {
    const remove = endpoint('DELETE /api/probe/:seq', 'admin', '삭제', { params: seqParamsSchema });
    expect(remove.schemas).toEqual({
      params: seqParamsSchema,
      response: { 200: messageReplySchema },
    });
  });

  it('keeps the reply a call names', () => {
    const reply = z.object({ ok: z.boolean() });
    expect(
      endpoint('GET /api/probe', 'public', '조회', { response: { 200: reply } }).schemas,
    ).toEqual({ response: { 200: reply } });
  });
});

describe('adminRecordEndpoints', () => {
  const records = adminRecordEndpoints(endpointsTagged('probe'), '/api/probe');
  const record = z.object({ seq: z.number() });

  it("writes the specification's routes under the table's path", () => {
    const routes = [
      records.list('목록', record),
      records.detail('상세', record),
      records.add('등록', record),
      records.modify('수정', record),
      records.delete('삭제'),
    ].map((call) => `${call.method} ${call.path} ${call.access} ${call.bodyType ?? 'json'}`);
    expect(routes).toEqual([
      'GET /api/probe/list admin json',
      'GET /api/probe/detail/:seq admin json',
      'POST /api/probe/add admin multipart',
      'PUT /api/probe/modify/:seq admin multipart',
      'PUT /api/probe/:seq admin json',
    ]);
  });

  it('pages the list with ?q=&p= unless told, and answers add, modify and delete with a message', () => {
    expect(records.list('목록', record).schemas.query).toBe(pageQuerySchema);
    expect(records.add('등록', record).schemas.response[200]).toBe(messageReplySchema);
    expect(records.modify('수정', record).schemas.response[200]).toBe(messageReplySchema);
    expect(records.delete('삭제').schemas.response[200]).toBe(messageReplySchema);
  });
});

describe('buildPath', () => {
  it('substitutes a parameter', () => {
    expect(buildPath('/api/contact/:seq', { seq: 3 })).toBe('/api/contact/3');
    expect(buildPath('/api/contact/:seq', { seq: '17' })).toBe('/api/contact/17');
  });

  it('substitutes several parameters', () => {
    expect(
      buildPath('/api/rental/:seq/return/:rentalNo', { seq: 5, rentalNo: 'RT2412310000001' }),
    ).toBe('/api/rental/5/return/RT2412310000001');
  });

  it('keeps a parameter that is 0', () => {
    expect(buildPath('/api/member/:seq/delete', { seq: 0 })).toBe('/api/member/0/delete');
  });

  it('encodes the values', () => {
    expect(buildPath('/api/item/:name', { name: 'a b/c?d#e' })).toBe('/api/item/a%20b%2Fc%3Fd%23e');
    expect(buildPath('/api/item/:name', { name: '홍길동' })).toBe(
      '/api/item/%ED%99%8D%EA%B8%B8%EB%8F%99',
    );
  });

  it('leaves a path without parameters unchanged', () => {
    expect(buildPath('/api/member/login')).toBe('/api/member/login');
    expect(buildPath('/api/member/login', { seq: 1 })).toBe('/api/member/login');
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => buildPath('/api/contact/:seq')).toThrow(/seq/);
    expect(() => buildPath('/api/contact/:seq', {})).toThrow('missing path parameter seq');
    expect(() => buildPath('/api/a/:x/b/:y', { x: 1 })).toThrow(/missing path parameter y/);
  });
});
