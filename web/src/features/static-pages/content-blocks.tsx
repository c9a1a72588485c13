// Renders the site's written content (shared/src/content) as the pages show it: paragraphs and lists,
// **strong** words, and the support email as a mailto link.
import { Fragment, type ReactNode } from 'react';
import { supportEmail, type Block } from '@marketplace/shared/content/blocks';

/** One run of text: '**x**' becomes <strong>x</strong>, '{supportEmail}' the support link. */
export function ContentText({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*|\{supportEmail\})/g).filter(Boolean);
  return (
    <>
      {parts.map((part, index): ReactNode => {
        if (part === '{supportEmail}')
          return (
            <a key={index} className="legal-email" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          );
        if (part.startsWith('**') && part.endsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'p')
          return (
            <p key={index}>
              <ContentText text={block.text} />
            </p>
          );
        const List = block.kind;
        return (
          <List key={index}>
            {block.items.map((item) => (
              <li key={item}>
                <ContentText text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
