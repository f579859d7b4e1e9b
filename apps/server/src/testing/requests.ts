import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** GETs `url` as the holder of `headers` (a visitor without) and answers the JSON body. */
export async function getJson(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
) {
  return (await app.inject({ method: 'GET', url, headers })).json();
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
