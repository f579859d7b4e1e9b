import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Reply = LightMyRequestResponse | Promise<LightMyRequestResponse>;

/** GETs `url` as the holder of `headers` (a visitor without) and answers the JSON body. */
export async function getJson(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
) {
  return (await app.inject({ method: 'GET', url, headers })).json();
}

/**
 * The request is refused with 400 and exactly these field errors (field name to the Korean text
 * shown beside it, or `expect.any(String)` where only the field matters): no field more, none
 * less. Answers the reply for any further checks.
 */
export async function expectFieldErrors(reply: Reply, fieldErrors: Record<string, unknown>) {
  const response = await reply;
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().fieldErrors).toEqual(fieldErrors);
  return response;
}

/**
 * The request is refused with `status` and the error a person sees: its code, and the Korean text
 * or toast type of its message. Answers the reply for any further checks.
 */
export async function expectRefused(
  reply: Reply,
  status: number,
  error:
    { code: string; text?: string; type?: string } | { code?: string; text: string; type?: string },
) {
  const response = await reply;
  expect(response.statusCode, response.body).toBe(status);
  const { code, ...message } = error;
  expect(response.json()).toMatchObject({
    ...(code === undefined ? {} : { code }),
    ...(Object.keys(message).length > 0 ? { message } : {}),
  });
  return response;
}

/** Each of the GET calls refuses a member (403) and a visitor (401): administrators only. */
export async function expectAdministratorsOnly(
  t: { app: FastifyInstance; member: Record<string, string> },
  urls: string[],
) {
  for (const url of urls) {
    expect((await t.app.inject({ method: 'GET', url, headers: t.member })).statusCode, url).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  }
}
