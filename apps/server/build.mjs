// Bundles the server into dist/server.mjs. The contract package (TypeScript source) is bundled in;
// every other package stays an import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'bench-seed': 'src/bench/bench-seed.ts',
    backup: 'src/backup/cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@store/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
