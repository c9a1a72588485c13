// A labelled form control: the label above, the control (given as the child, with the same id) below.
import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Field({ id, label, children, className }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
