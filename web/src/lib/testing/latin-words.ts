// The Latin words a screen shows in Hindi, beyond those the test allows (its data: names, emails, titles), read from
// its text, its inputs' placeholders and its elements' accessible names. Only tests import this file.
export function latinWords(root: HTMLElement, allowed: readonly string[] = []): string[] {
  const copy = root.cloneNode(true) as HTMLElement;
  const attributes = [...copy.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((node) =>
    ['placeholder', 'aria-label', 'title'].map((name) => node.getAttribute(name) ?? ''),
  );
  let text = `${copy.textContent ?? ''} ${attributes.join(' ')}`;
  // Allowed phrases first (an email, a title of several words), then what is left word by word.
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) text = text.split(phrase).join(' ');
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter((word) => !allowed.includes(word));
}
