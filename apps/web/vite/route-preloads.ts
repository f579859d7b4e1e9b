import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { chunksOf, withStaticImports } from './chunks';
import { loadContract } from './contract-for-browser';

/** Where the server finds, per route, the files its first screen needs (plugins/spa.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreload {
  /** The screen module (`src/features/.../page.tsx`). */
  screen: string;
  /**
   * Public calls the screen makes first when the address has no query, exactly as it makes them
   * (same path and query). Only calls whose reply is the same for everyone (and that change
   * nothing) belong here: the browser may hand the early reply to a signed-in person too.
   */
  data?: (contract: Awaited<ReturnType<typeof loadContract>>) => string[];
  /**
   * How wide the screen shows its largest first pictures (`sizes`); the server names the pictures
   * themselves, as the catalogue has them when the page is sent.
   */
  imageSizes?: string;
}

/**
 * Writes `.vite/route-preloads.json`: for each route pattern given, the screen's chunk, the chunks
 * it imports and its styles (leaving out what index.html already loads), and its first calls. The
 * server names them in the page it sends for that route (`<link rel="modulepreload">`,
 * `<link rel="preload" as="fetch">`), so the browser fetches the screen and its data with the
 * app's own code instead of after it has run.
 *
 * @param app the app's module, which the page names itself (vite/first-paint.ts)
 * @param routes route pattern (`/sale/detail/:seq`) -> what its first screen needs
 */
export function routePreloads(app: string, routes: Record<string, RoutePreload>): Plugin {
  let root = '';
  return {
    name: 'store:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle: OutputBundle) {
      const contract = await loadContract();
      const chunks = chunksOf(bundle);
      const withImports = (starts: OutputChunk[]) => withStaticImports(bundle, starts);
      const appId = path.resolve(root, app);
      const entry = withImports(
        chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.includes(appId)),
      );
      const preloads: Record<string, { files: string[]; data: string[]; imageSizes?: string }> = {};
      for (const [pattern, { screen: module, data, imageSizes }] of Object.entries(routes)) {
        const id = path.resolve(root, module);
        const screen = chunks.find((chunk) => chunk.facadeModuleId === id);
        if (!screen) throw new Error(`route-preloads: no chunk for ${module} (${pattern})`);
        const files = [...withImports([screen])].filter((chunk) => !entry.has(chunk));
        preloads[pattern] = {
          files: [
            ...files.map((chunk) => `/${chunk.fileName}`),
            ...files.flatMap((chunk) =>
              [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
            ),
          ],
          data: data?.(contract) ?? [],
          ...(imageSizes ? { imageSizes } : {}),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
