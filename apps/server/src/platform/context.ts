import type { Settings } from '../config/env';
import type { Database } from '../db/client';
import type { PaymentProvider } from '../integrations/kakaopay/provider';
import type { Messenger } from '../integrations/alimtalk/messenger';
import type { Mailer } from '../integrations/mail/mailer';
import type { Tracker } from '../integrations/sweettracker/tracker';
import type { JobQueue } from '../jobs/job-runner';
import type { Clock } from './clock';
import type { ImageStore } from './image-store';
import type { QueryCache } from './query-cache';
import type { RateLimiter } from './rate-limiter';
import type { TokenService } from './tokens';

/** What services need from the outside world; built once in app.ts, replaceable in tests. */
export interface AppContext {
  db: Database;
  /**
   * Administrators' lists, exports and statistics: a pool share of their own with a statement
   * timeout on PostgreSQL (db/client.ts), so a heavy admin page never starves shoppers.
   */
  reports: Database;
  settings: Settings;
  clock: Clock;
  tokens: TokenService;
  images: ImageStore;
  mailer: Mailer;
  /** 알림톡 to members' phones (the log provider unless one is configured). */
  messenger: Messenger;
  limiter: RateLimiter;
  /** The public catalogue's query results, dropped by tag on the writes that change them. */
  cache: QueryCache<AppContext>;
  payments: PaymentProvider;
  tracker: Tracker;
  /** The durable job queue: side effects after commit, scheduled work (src/jobs). */
  jobs: JobQueue;
  /** Keyed hashing (e-mail codes) with the server's secret, so a leaked table reveals no codes. */
  secret: Uint8Array;
}
