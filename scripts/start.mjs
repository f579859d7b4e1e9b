// npm start: builds what is missing, then runs the store (migrations and the demo seed happen at start).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhatIsMissing, ROOT } from './lib.mjs';

await buildWhatIsMissing();
await import(pathToFileURL(path.join(ROOT, 'apps/server/dist/server.mjs')).href);
