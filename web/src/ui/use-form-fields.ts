// A form's text fields held as one record, and the props that bind each field's control to it.
import { useId, useState } from 'react';

/**
 * The form's values (first `initial`) and `field(name)`: the id, name, value and onChange for that field's
 * input or textarea. Ids start with `idPrefix`, or with one of React's own for the form.
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
  return { values, field };
}
