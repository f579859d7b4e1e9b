import { healthEndpoints } from './common/health';
import type { AnyEndpoint } from './common/endpoint';
import { memberEndpoints } from './member/member.schemas';

/** Every endpoint of the store, by domain. The server registers these; the matrix test walks them. */
export const ENDPOINTS = {
  system: healthEndpoints,
  member: memberEndpoints,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const allEndpoints = (): AnyEndpoint[] =>
  Object.values(ENDPOINTS).flatMap((group) => Object.values(group) as AnyEndpoint[]);
