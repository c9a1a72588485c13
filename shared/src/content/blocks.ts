// The site's written content as data (the support FAQ and the legal pages), so the pages and the 'Ask Me'
// assistant's grounding are the same words. Text may mark **strong** words; `{supportEmail}` stands for
// the support address (a link on the page).

export type Block = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface Policy {
  title: string;
  intro: Block[];
  sections: Section[];
}

export interface Question {
  question: string;
  answer: Block[];
}

export const supportEmail = 'support@projectboard.example';

/** A block as plain sentences: markup removed, placeholders filled, list items as lines. */
export function plainText(blocks: readonly Block[]): string {
  const clean = (text: string) => text.replaceAll('**', '').replaceAll('{supportEmail}', supportEmail);
  return blocks
    .map((block) => (block.kind === 'p' ? clean(block.text) : block.items.map((item) => `- ${clean(item)}`).join('\n')))
    .join('\n');
}
