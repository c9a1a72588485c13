// A labelled form control: the label above, the control (given as the child, with the same id) below.
import type { ComponentProps, ReactNode } from 'react';

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

type InputFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & { id: string; label: ReactNode };

/** The commonest field: a plain `.input` under its label; every other prop goes to the input. */
export function InputField({ id, label, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label}>
      <input id={id} className="input" {...input} />
    </Field>
  );
}

/**
 * A label only assistive technology reads, for a control the screen already explains (a search box beside its
 * button, a chat's message box under the messages): the control is still named, and nothing is shown twice.
 */
export function HiddenLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="visually-hidden">
      {children}
    </label>
  );
}
