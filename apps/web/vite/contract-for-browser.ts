import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type * as ContractModule from '@store/contract';
import type { Plugin } from 'vite';

/**
 * The contract as the browser needs it (decisions.md, "Page weight").
 *
 * The browser calls endpoints by method and path, and validates forms with the schemas it imports
 * by name; it never reads an endpoint's schemas. Left alone, the endpoint table (which holds every
 * call's Zod schemas) would put all the schemas, and Zod with them, in the first chunk of every
 * page. So, in the build:
 *
 * 1. `ENDPOINTS` becomes a table of addresses (method, path, access, body type), generated from the
 *    real table; reading `.schemas` from it throws, so a screen that starts to is found at once.
 * 2. Every top-level value of a contract module is marked pure, so the bundler leaves out the
 *    schemas no screen imports (Zod schemas are made by calls it cannot prove harmless by itself).
 * 3. Zod's Korean messages are set by the forms (src/config/zod-korean.ts, imported by
 *    lib/form.ts), not by main.tsx, which would load Zod for every page.
 *
 * Zod then travels with the screens that validate something, not with the home page.
 */

const CONTRACT_SOURCE = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
const ENDPOINTS_MODULE = `${CONTRACT_SOURCE}endpoints.ts`;

/** What the browser keeps of an endpoint descriptor. */
const BROWSER_FIELDS = ['method', 'path', 'access', 'bodyType', 'produces'];
/** What endpoints.ts exports; the generated module must export the same. */
const ENDPOINTS_EXPORTS = ['ENDPOINTS', 'allEndpoints'];

type Contract = typeof ContractModule;

/** A TypeScript module of the contract, run in Node at build time (bundled by esbuild). */
async function runInNode(entry: string): Promise<unknown> {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  const code = Buffer.from(bundle.outputFiles[0]!.text).toString('base64');
  return import(`data:text/javascript;base64,${code}`);
}

let contract: Promise<Contract> | null = null;

/** The contract itself, as the build's own code can use it (its texts, numbers, endpoints). */
export function loadContract(): Promise<Contract> {
  contract ??= runInNode(`${CONTRACT_SOURCE}index.ts`) as Promise<Contract>;
  return contract;
}

/** The real endpoint table, reduced to addresses, as JSON. */
async function endpointAddresses(): Promise<string> {
  const table = (await runInNode(ENDPOINTS_MODULE)) as {
    ENDPOINTS: Record<string, Record<string, Record<string, unknown>>>;
  };
  const exported = Object.keys(table).sort();
  if (exported.join() !== [...ENDPOINTS_EXPORTS].sort().join())
    throw new Error(
      `contract-for-browser: endpoints.ts exports ${exported.join(', ')}; update the plugin`,
    );
  const addresses = Object.fromEntries(
    Object.entries(table.ENDPOINTS).map(([group, calls]) => [
      group,
      Object.fromEntries(
        Object.entries(calls).map(([name, call]) => [
          name,
          Object.fromEntries(BROWSER_FIELDS.filter((f) => f in call).map((f) => [f, call[f]])),
        ]),
      ),
    ]),
  );
  return JSON.stringify(addresses);
}

const browserEndpointsModule = (addresses: string) => `
const withoutSchemas = Object.create(null, {
  schemas: {
    get() {
      throw new Error('Endpoint schemas are not in the browser build: import the schema by name.');
    },
  },
});
const addresses = ${addresses};
export const ENDPOINTS = Object.fromEntries(
  Object.entries(addresses).map(([group, calls]) => [
    group,
    Object.fromEntries(
      Object.entries(calls).map(([name, call]) => [name, Object.assign(Object.create(withoutSchemas), call)]),
    ),
  ]),
);
export const allEndpoints = () => Object.values(ENDPOINTS).flatMap((group) => Object.values(group));
`;

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/** Values the bundler already knows to be free of side effects: no need to mark them. */
const PLAIN = new Set([
  'Literal',
  'Identifier',
  'TemplateLiteral',
  'ArrowFunctionExpression',
  'FunctionExpression',
]);

/** Wraps each top-level `const x = <value>` as `/* @__PURE__ *\/ (() => (<value>))()`. */
function markTopLevelValuesPure(code: string, ast: { body: Node[] }): string | null {
  const values: Node[] = [];
  for (const statement of ast.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations ?? [])
      if (init && !PLAIN.has(init.type)) values.push(init);
  }
  if (values.length === 0) return null;
  let marked = '';
  let at = 0;
  for (const value of values) {
    marked += `${code.slice(at, value.start)}/* @__PURE__ */ (() => (${code.slice(value.start, value.end)}))()`;
    at = value.end;
  }
  return marked + code.slice(at);
}

export function contractForBrowser(): Plugin {
  let addresses: Promise<string> | null = null;
  let building = false;
  return {
    name: 'store:contract-for-browser',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      // In development the real table stays, so a contract edit shows without a restart.
      if (!building || id !== ENDPOINTS_MODULE) return null;
      addresses ??= endpointAddresses();
      return browserEndpointsModule(await addresses);
    },
    transform(code, id) {
      if (!building || !id.startsWith(CONTRACT_SOURCE) || id.endsWith('.test.ts')) return null;
      // No source map: the build writes none.
      return markTopLevelValuesPure(code, this.parse(code) as unknown as { body: Node[] });
    },
  };
}
