// One labelled fact in a project's list of facts (a `dl`), shared by the project's detail and the dispute's review,
// in a file of its own so the review does not import the whole detail to show a fact.
import type { ReactNode } from 'react';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="project-detail__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
