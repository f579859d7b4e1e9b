import path from 'node:path';
import type { GetModuleInfo } from 'rollup';

type ChunkMeta = { getModuleInfo: GetModuleInfo; getModuleIds: () => IterableIterator<string> };

/** Every module `starts` import statically, `starts` included. */
function staticClosure(starts: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * Chunks for what the screens a visit most often starts on share: one chunk per set of those
 * screens that import a module (`first-screens-list-detail` for what the sale list and a sale
 * detail both need), instead of Rollup's one chunk per set of all the screens that import it.
 * Left to Rollup, a sale detail came in 25 files, most of them under 1 KB, all named by the page
 * (vite/route-preloads.ts): over HTTP/1.1 six at a time, each a round trip while the React chunk
 * shares the line with them (on Lighthouse's phone over slow 4G, the larger part of the time to its
 * largest paint). None of these screens loads a module it does not use; another screen importing
 * one of them loads its whole group (a few KB more for a back-office screen than it needs).
 *
 * Rollup puts whatever a module in a named chunk imports into that chunk too, unless it is named
 * elsewhere: so only modules whose whole static import tree stays among such modules and the
 * libraries named `vendor` are grouped (the app's own modules, the contract and Zod are imported
 * through barrels whose imports are far wider than what a screen takes). What the entry and the app
 * (`starts`) import of the `vendor` libraries goes with React (`vendorChunk`), where the home page
 * loads it anyway.
 *
 * @param root the web app's folder (paths below are relative to it)
 * @param starts the entry and the module it starts after the first paint (`src/app/start.tsx`)
 * @param screens short name -> screen module (`src/features/.../page.tsx`), in the order the
 *   names are joined
 * @param own the caller's own rule, which comes first (React's chunk)
 * @param vendor libraries without barrels to the app's own code (react-bootstrap and its helpers)
 * @param vendorChunk the chunk `own` names for React
 */
export function firstScreenChunks({
  root,
  starts,
  screens,
  own,
  vendor,
  vendorChunk,
}: {
  root: string;
  starts: string[];
  screens: Record<string, string>;
  own: (id: string) => string | undefined;
  vendor: RegExp;
  vendorChunk: string;
}) {
  let groups: Map<string, string> | undefined;

  const groupsOf = ({ getModuleInfo, getModuleIds }: ChunkMeta) => {
    const entries = [...getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry);
    const app = staticClosure(
      [...entries, ...starts.map((module) => path.resolve(root, module))],
      getModuleInfo,
    );
    const chunkOf = new Map<string, string>();
    for (const id of getModuleIds()) {
      const chunk = own(id) ?? (app.has(id) && vendor.test(id) ? vendorChunk : undefined);
      if (chunk) chunkOf.set(id, chunk);
    }

    const users = new Map<string, string[]>();
    for (const [name, module] of Object.entries(screens)) {
      const screen = path.resolve(root, module);
      if (!getModuleInfo(screen)) throw new Error(`first-screen-chunks: no module ${module}`);
      for (const id of staticClosure([screen], getModuleInfo)) {
        if (app.has(id) || chunkOf.has(id) || id === screen || id.startsWith('\0')) continue;
        users.set(id, [...(users.get(id) ?? []), name]);
      }
    }
    // Leave out, until none is left to, each module that imports one neither grouped nor named.
    const grouped = new Set(users.keys());
    const named = (id: string) => grouped.has(id) || chunkOf.has(id);
    for (let changed = true; changed;) {
      changed = false;
      for (const id of grouped) {
        if ((getModuleInfo(id)?.importedIds ?? []).every(named)) continue;
        grouped.delete(id);
        changed = true;
      }
    }
    for (const id of grouped) chunkOf.set(id, `first-screens-${users.get(id)!.join('-')}`);
    return chunkOf;
  };

  return (id: string, meta: ChunkMeta): string | undefined => {
    groups ??= groupsOf(meta);
    return groups.get(id);
  };
}
