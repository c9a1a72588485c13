// One choice of a few, as radio buttons under a legend, each with its label.
import type { ReactNode } from 'react';

interface RadioChoicesProps<Choice extends string> {
  legend: ReactNode;
  /** The radio buttons' shared name, unique on the page. */
  name: string;
  /** The choices in the order shown. */
  choices: readonly Choice[];
  labels: Record<Choice, ReactNode>;
  /** The chosen one; null while none is (a choice that must be made, not defaulted). */
  value: Choice | null;
  onChange: (choice: Choice) => void;
  /** The fieldset's class and each choice's label's class (the feature's own layout). */
  className: string;
  choiceClassName: string;
  disabled?: boolean;
}

export function RadioChoices<Choice extends string>(props: RadioChoicesProps<Choice>) {
  const { legend, name, choices, labels, value, onChange, className, choiceClassName, disabled } = props;
  return (
    <fieldset className={className} disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className={choiceClassName}>
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          {labels[choice]}
        </label>
      ))}
    </fieldset>
  );
}
