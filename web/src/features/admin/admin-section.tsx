// One part of the admin console: its heading (with the part's own action beside it, e.g. 'Post New Job') and
// what it holds, as a region named by that heading.
import { useId, type ReactNode } from 'react';

interface AdminSectionProps {
  title: string;
  /** Beside the heading. */
  action?: ReactNode;
  children: ReactNode;
}

export function AdminSection({ title, action, children }: AdminSectionProps) {
  const titleId = useId();
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
