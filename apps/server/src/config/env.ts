import { availableParallelism } from 'node:os';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { isValidPassword, MEMBER_ID_PATTERN } from '@store/contract';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = (protocols: readonly string[], message: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);

/** A time limit that must hold: 0 (no limit) is refused along with anything over ten minutes. */
const milliseconds = z.coerce
  .number()
  .int('정수(밀리초)여야 합니다')
  .min(100, '100~600000 사이의 밀리초여야 합니다')
  .max(600_000, '100~600000 사이의 밀리초여야 합니다');

/** The most store processes one `npm start` runs (WEB_CONCURRENCY). */
export const MAX_PROCESSES = 64;
const PROCESSES_TEXT = `1~${MAX_PROCESSES} 사이의 프로세스 수 또는 auto(코어 수) 여야 합니다`;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'true 또는 false 여야 합니다' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Whether to trust a hop: its address and its place counted from the socket's peer (0). */
export type TrustProxy = (address: string, hop: number) => boolean;

const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_TEXT = `true, false, 프록시 단계 수(1~${MAX_PROXY_HOPS}) 또는 쉼표로 구분한 주소/CIDR 목록이어야 합니다`;

/** The nearest `hops` proxies, whatever their addresses. */
const trustHops =
  (hops: number): TrustProxy =>
  (_address, hop) =>
    hop < hops;

/**
 * TRUST_PROXY (architecture.md, "Rules: accounts"): `true` = one proxy hop, a number = that many, a comma list = those
 * addresses or CIDR ranges (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`); `false`: none.
 * The client is then the address the last trusted hop appended to X-Forwarded-For, never the
 * leftmost one, which the client writes itself. Answered as a trust function because Fastify's
 * `trustProxy: true` trusts every hop (the leftmost address wins) and a bare number trusts none.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy | false => {
    const word = value.toLowerCase();
    if (['false', 'no', '0'].includes(word)) return false;
    if (['true', 'yes'].includes(word)) return trustHops(1);
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= MAX_PROXY_HOPS) return trustHops(hops);
    } else {
      try {
        return proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
      } catch {
        // An address or range proxy-addr cannot read: reported below.
      }
    }
    context.addIssue({ code: 'custom', message: TRUST_PROXY_TEXT });
    return z.NEVER;
  });

const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535, '0~65535 사이의 포트 번호여야 합니다')),
  HOST: optional(z.string().min(1)),
  PUBLIC_URL: optional(url(['http:', 'https:'], 'http(s):// 로 시작하는 주소여야 합니다')),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(
    url(['postgres:', 'postgresql:'], 'postgres:// 로 시작하는 주소여야 합니다'),
  ),
  REDIS_URL: optional(url(['redis:', 'rediss:'], 'redis:// 로 시작하는 주소여야 합니다')),
  JWT_SECRET: optional(z.string().min(32, '32자 이상이어야 합니다')),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'smtp:// 또는 smtps:// 로 시작하는 주소여야 합니다')),
  MAIL_FROM: optional(z.string().min(3)),
  KAKAOPAY_SECRET_KEY: optional(z.string().min(8, '8자 이상이어야 합니다')),
  KAKAOPAY_CID: optional(z.string().length(10, '10자여야 합니다')),
  KAKAOPAY_API_BASE: optional(url(['http:', 'https:'], 'http(s):// 로 시작하는 주소여야 합니다')),
  SWEETTRACKER_API_KEY: optional(z.string().min(4)),
  SWEETTRACKER_API_BASE: optional(
    url(['http:', 'https:'], 'http(s):// 로 시작하는 주소여야 합니다'),
  ),
  POSTCODE_SCRIPT_URL: optional(url(['http:', 'https:'], 'http(s):// 로 시작하는 주소여야 합니다')),
  SEED_DEMO: optional(booleanFlag),
  ADMIN_MEMBER_ID: optional(
    z.string().regex(MEMBER_ID_PATTERN, '4~20자의 영문, 숫자, -, _ 여야 합니다'),
  ),
  ADMIN_PASSWORD: optional(
    z.string().refine(isValidPassword, '8자 이상, 영문/숫자/특수문자(!@#$%^&*~)를 포함해야 합니다'),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `${LOG_LEVELS.join(', ')} 중 하나여야 합니다` })),
  TRUST_PROXY: optional(trustProxySetting),
  CORS_ORIGINS: optional(z.string()),
  CATALOGUE_CACHE_SECONDS: optional(
    z.coerce.number().min(0).max(3600, '0~3600 사이의 초 단위 숫자여야 합니다'),
  ),
  REQUEST_TIMEOUT_MS: optional(milliseconds),
  KEEP_ALIVE_TIMEOUT_MS: optional(milliseconds),
  DEMO_PAYMENTS: optional(booleanFlag),
  S3_ENDPOINT: optional(url(['http:', 'https:'], 'http(s):// 로 시작하는 주소여야 합니다')),
  S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '3~63자의 소문자, 숫자, ., - 여야 합니다'),
  ),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_PREFIX: optional(
    z.string().regex(/^[A-Za-z0-9!_.*'()/-]*$/, '영문, 숫자와 / - _ . 만 쓸 수 있습니다'),
  ),
  METRICS_TOKEN: optional(z.string().min(16, '16자 이상이어야 합니다')),
  METRICS_PORT: optional(
    z.coerce.number().int().min(1).max(65535, '1~65535 사이의 포트 번호여야 합니다'),
  ),
  SHUTDOWN_GRACE_MS: optional(milliseconds),
  WEB_CONCURRENCY: optional(
    z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d?)$/, PROCESSES_TEXT)
      .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
      .refine((value) => value <= MAX_PROCESSES, PROCESSES_TEXT),
  ),
});

export const DEFAULT_POSTCODE_SCRIPT_URL =
  'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
export const DEFAULT_KAKAOPAY_API_BASE = 'https://open-api.kakaopay.com';
export const DEFAULT_KAKAOPAY_CID = 'TC0ONETIME';
export const DEFAULT_SWEETTRACKER_API_BASE = 'https://info.sweettracker.co.kr';
export const DEMO_ADMIN = { memberId: 'admin', password: 'admin1234!' } as const;

/** An S3-compatible object store for uploaded images (AWS S3, MinIO, R2, ...). */
export interface S3Settings {
  /** The service's address; null: AWS S3 itself, found from the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket for the store's images ('' for the bucket's root, else ending in /). */
  prefix: string;
}

export interface Settings {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * The store's address for links and payment returns. Without PUBLIC_URL (development and tests
   * only) `http://localhost:PORT`, and a payment returns to the address the payer called instead.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (always in production). */
  publicUrlFixed: boolean;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  kakaoPay: { secretKey: string | null; cid: string; apiBase: string };
  sweetTracker: { apiKey: string | null; apiBase: string };
  postcodeScriptUrl: string;
  seedDemo: boolean;
  admin: { memberId: string; password: string } | null;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Which proxies' X-Forwarded-* to believe (false: none, the socket's peer is the client). */
  trustProxy: TrustProxy | false;
  corsOrigins: string[];
  /** How long one process keeps a public catalogue reply (0: not at all). */
  catalogueCacheSeconds: number;
  /** How long a request's headers and body may take to arrive before it is cut with 408. */
  requestTimeoutMs: number;
  /** How long a keep-alive connection may idle between requests. */
  keepAliveTimeoutMs: number;
  /** Payments go to the built-in demo provider (no KakaoPay key, or DEMO_PAYMENTS=true). */
  demoPayments: boolean;
  /** Images in an object store; null: in DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** Prometheus metrics: a bearer token for /metrics on the store's port, or a port of their own. */
  metrics: { token: string | null; port: number | null };
  /** After SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownGraceMs: number;
  /**
   * How many store processes `npm start` runs on this machine, sharing its port (WEB_CONCURRENCY,
   * `auto`: one per core). Above 1 a primary process starts and watches them (src/processes.ts).
   */
  processes: number;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `잘못된 설정이 있어 서버를 시작할 수 없습니다:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

/** Reads the settings (the table in README.md). Every bad value is reported at once, by name. */
export function loadSettings(source: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = environmentSchema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '설정');
        // Secrets are named but their values are never echoed.
        const shown = /SECRET|PASSWORD|KEY|URL/.test(name)
          ? ''
          : ` (받은 값: ${String(source[name])})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  if (Boolean(source.ADMIN_MEMBER_ID) !== Boolean(source.ADMIN_PASSWORD)) {
    const missing = source.ADMIN_MEMBER_ID ? 'ADMIN_PASSWORD' : 'ADMIN_MEMBER_ID';
    problems.push(`${missing}: ADMIN_MEMBER_ID 와 ADMIN_PASSWORD 는 함께 설정해야 합니다`);
  }
  const s3Names = S3_REQUIRED.filter((name) => source[name]);
  if (s3Names.length > 0 || source.S3_ENDPOINT) {
    for (const name of S3_REQUIRED.filter((name) => !source[name]))
      problems.push(
        `${name}: 이미지 저장소(S3)를 쓰려면 ${S3_REQUIRED.join(', ')} 를 모두 설정해야 합니다`,
      );
  }
  const processes = parsed.data?.WEB_CONCURRENCY ?? 1;
  if (processes > 1 && !source.DATABASE_URL) {
    problems.push(
      `WEB_CONCURRENCY: 프로세스 ${processes}개는 PostgreSQL(DATABASE_URL)에서만 띄울 수 있습니다 (내장 데이터베이스는 한 프로세스만 엽니다)`,
    );
  }
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source, processes));
  if (!parsed.success || problems.length > 0) throw new SettingsError(problems);
  const env = parsed.data;
  const port = env.PORT ?? 3000;
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlFixed: env.PUBLIC_URL !== undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    jwtSecret: env.JWT_SECRET ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? '빌림마켓 <no-reply@billim.local>',
    kakaoPay: {
      secretKey: env.KAKAOPAY_SECRET_KEY ?? null,
      cid: env.KAKAOPAY_CID ?? DEFAULT_KAKAOPAY_CID,
      apiBase: (env.KAKAOPAY_API_BASE ?? DEFAULT_KAKAOPAY_API_BASE).replace(/\/+$/, ''),
    },
    sweetTracker: {
      apiKey: env.SWEETTRACKER_API_KEY ?? null,
      apiBase: (env.SWEETTRACKER_API_BASE ?? DEFAULT_SWEETTRACKER_API_BASE).replace(/\/+$/, ''),
    },
    postcodeScriptUrl: env.POSTCODE_SCRIPT_URL ?? DEFAULT_POSTCODE_SCRIPT_URL,
    // The demo shop is for trying the store out: never seeded in production (refused above).
    seedDemo: env.SEED_DEMO ?? nodeEnv !== 'production',
    admin:
      env.ADMIN_MEMBER_ID && env.ADMIN_PASSWORD
        ? { memberId: env.ADMIN_MEMBER_ID, password: env.ADMIN_PASSWORD }
        : null,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY ?? false,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    // Without Redis the other processes learn of a write only when their entries end: keep it short.
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS ?? (env.REDIS_URL ? 30 : 2),
    // architecture.md, "Rules: integrity": a slow client is cut at 30 s; an idle connection is kept a little longer than
    // the 60 s a load balancer in front usually keeps it, so the balancer is the one to close it.
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? 30_000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000,
    demoPayments: env.DEMO_PAYMENTS === true || !env.KAKAOPAY_SECRET_KEY,
    s3:
      env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '').replace(/.+/, '$&/'),
          }
        : null,
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null },
    // Shorter than the 30 s Kubernetes waits before SIGKILL (Docker waits 10 s unless `stop -t 30`).
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? 20_000,
    processes,
  };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * What a store open to the public must not run with (DESIGN §19): every problem named, so the
 * operator fixes them in one go. Development and tests start with none of these.
 */
function productionProblems(source: NodeJS.ProcessEnv, processes: number): string[] {
  const problems: string[] = [];
  const publicUrl = source.PUBLIC_URL;
  if (!publicUrl) {
    problems.push(
      'PUBLIC_URL: 운영 환경에서는 상점 주소(예: https://shop.example.com)를 설정해야 합니다 (결제 후 돌아올 주소)',
    );
  } else if (!publicUrl.startsWith('https://')) {
    problems.push(
      'PUBLIC_URL: 운영 환경의 상점 주소는 https:// 로 시작해야 합니다 (로그인과 결제가 암호화되지 않은 연결로 오갑니다)',
    );
  }
  if (!source.JWT_SECRET) {
    problems.push(
      'JWT_SECRET: 운영 환경에서는 32자 이상의 서명 비밀값을 설정해야 합니다 (여러 서버가 같은 값을 써야 로그인이 유지됩니다)',
    );
  }
  if (!source.SMTP_URL) {
    problems.push(
      'SMTP_URL: 운영 환경에서는 메일 서버를 설정해야 합니다 (가입·비밀번호 인증번호를 로그에 남기지 않습니다)',
    );
  }
  if (!source.KAKAOPAY_SECRET_KEY && source.DEMO_PAYMENTS !== 'true') {
    problems.push(
      'KAKAOPAY_SECRET_KEY: 운영 환경에서는 카카오페이 시크릿 키를 설정해야 합니다 (데모 결제로 열려면 DEMO_PAYMENTS=true 를 직접 설정하세요)',
    );
  }
  if (
    source.SEED_DEMO !== undefined &&
    source.SEED_DEMO !== '' &&
    booleanFlag.safeParse(source.SEED_DEMO).data !== false
  ) {
    problems.push('SEED_DEMO: 운영 환경에서는 데모 상점 데이터(데모 계정 포함)를 넣을 수 없습니다');
  }
  if (processes > 1 && !source.REDIS_URL) {
    problems.push(
      `REDIS_URL: 운영 환경에서 프로세스 ${processes}개를 띄우려면 Redis 가 필요합니다 (로그인 시도 제한과 상품 캐시를 프로세스들이 함께 씁니다)`,
    );
  }
  if (source.ADMIN_PASSWORD && source.ADMIN_PASSWORD === DEMO_ADMIN.password) {
    problems.push('ADMIN_PASSWORD: 운영 환경에서는 데모 관리자 비밀번호를 쓸 수 없습니다');
  }
  return problems;
}
