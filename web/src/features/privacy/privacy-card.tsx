// The Privacy page's parts (decision 040): each section a card under its own heading, and a failure in the
// server's words where it gave some.
import { useId, type ReactNode } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';

export const failed = (error: unknown, fallback: string) => serverExplanation(error) ?? fallback;

export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card privacy__card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
