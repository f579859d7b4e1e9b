import type { OutputBundle, OutputChunk } from 'rollup';

/** The bundle's chunks (not its assets). */
export const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** `starts` and every chunk they import statically, each once. */
export function withStaticImports(bundle: OutputBundle, starts: OutputChunk[]): Set<OutputChunk> {
  const byFileName = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byFileName.get(name)!);
  };
  starts.forEach(visit);
  return seen;
}
