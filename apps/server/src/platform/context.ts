import type { Settings } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { ImageStore } from './image-store';
import type { TokenService } from './tokens';

/** What services need from the outside world; built once in app.ts, replaceable in tests. */
export interface AppContext {
  db: Database;
  settings: Settings;
  clock: Clock;
  tokens: TokenService;
  images: ImageStore;
}
