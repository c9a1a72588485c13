// A message with elements inside it (a link, a bold phrase): the message keeps the whole sentence, so a
// translation can put the element where its language wants it. `t('careers.emptyBody', { email: slot('email') })`
// marks where it goes; `rich(...)` puts the element there.
import { Fragment, type ReactNode } from 'react';

/** An invisible separator around a slot's name: never in a catalogue's text. */
const MARK = '\u2063';

export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

export function rich(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}
