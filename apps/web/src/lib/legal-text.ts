/**
 * A document's plain text as blocks to render (no HTML is ever read from it): a line `# …` or a
 * whole line `제n조(…)` is a heading, lines `- …` make a list, other lines a paragraph (its line
 * breaks kept), and a blank line ends a paragraph or a list.
 */
export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] };

const ARTICLE = /^제\d+조(?:의\d+)?\s*(?:\([^()]*\))?$/;
const HEADING_MARK = /^#+\s*/;
const ITEM_MARK = /^[-•]\s+/;

export function parseLegalText(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] | null = null;
  let list: string[] | null = null;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const isHeading = line.startsWith('#') || ARTICLE.test(line);
    if (line === '' || isHeading) {
      paragraph = null;
      list = null;
      const text = line.replace(HEADING_MARK, '');
      if (isHeading && text !== '') blocks.push({ kind: 'heading', text });
    } else if (ITEM_MARK.test(line)) {
      paragraph = null;
      if (!list) {
        list = [];
        blocks.push({ kind: 'list', items: list });
      }
      list.push(line.replace(ITEM_MARK, ''));
    } else {
      list = null;
      if (!paragraph) {
        paragraph = [];
        blocks.push({ kind: 'paragraph', lines: paragraph });
      }
      paragraph.push(line);
    }
  }
  return blocks;
}
