import { Fragment, useMemo } from 'react';
import { parseLegalText } from '@/lib/legal-text';

export interface LegalTextProps {
  body: string;
  /** The level of the document's headings under the screen's own (2 on a page, 3 in a section). */
  headingLevel?: 2 | 3;
}

/**
 * A document of the shop (terms, policies, consents) from its plain text: headings, paragraphs and
 * lists as `parseLegalText` reads them. Text only: nothing in it is read as HTML.
 */
export function LegalText({ body, headingLevel = 2 }: LegalTextProps) {
  const blocks = useMemo(() => parseLegalText(body), [body]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Heading key={index} className="h6 fw-bold mt-4 mb-2">
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="mb-3">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="mb-3">
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
