// A form's text fields held as one record, and the props that bind each field's control to it: the app's one way to
// hold what a form's fields say (decision 035).
import { useId, useState } from 'react';

/**
 * The form's values (first `initial`), `field(name)`: the id, name, value and onChange for that field's input or
 * textarea (a radio group binds its onChange and compares `values[name]`), and `reset()`, back to `initial` (a chat's
 * box once the message is sent). Ids start with `idPrefix`, or with one of React's own for the form.
 */
export function useFormFields<Fields extends Record<keyof Fields, string>>(initial: Fields, idPrefix?: string) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const [values, setValues] = useState<Fields>(initial);
  const field = (name: keyof Fields & string) => ({
    id: `${prefix}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const reset = () => setValues(initial);
  return { values, field, reset };
}
