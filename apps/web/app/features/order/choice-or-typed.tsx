/**
 * A select of the usual choices whose last option opens a text box for one's own: the order's delivery memo, the
 * carrier a store ships with. `useChoiceOrTyped` keeps both; its `value` is the choice, or what was typed.
 */
import { useState } from "react";
import form from "../../components/form.module.css";
import { InputField, Options, SelectField } from "../../components/form-field.tsx";
import styles from "./order.module.css";

/** The select's value for "my own". */
const TYPED = "__typed__";

/** `initial` not among `choices` starts as typed. */
export function useChoiceOrTyped(choices: readonly string[], initial = "") {
  const [choice, setChoice] = useState(() => (initial && !choices.includes(initial) ? TYPED : initial));
  const [typed, setTyped] = useState(initial);
  return { choice, setChoice, typed, setTyped, value: choice === TYPED ? typed : choice };
}

export function ChoiceOrTyped({
  id,
  state,
  choices,
  texts,
  maxLength,
}: {
  id: string;
  state: ReturnType<typeof useChoiceOrTyped>;
  choices: readonly string[];
  /** The select's label, its first (empty) option, its last option, the text box's label. */
  texts: { label: string; none: string; other: string; typedLabel: string };
  maxLength: number;
}) {
  return (
    <>
      <SelectField
        id={id}
        label={texts.label}
        labelClassName={styles.label}
        className={`${form.control} ${styles.select}`}
        value={state.choice}
        onValue={state.setChoice}
      >
        <Options first={texts.none} items={choices} />
        <option value={TYPED}>{texts.other}</option>
      </SelectField>
      {state.choice === TYPED ? (
        <InputField
          id={`${id}-typed`}
          label={texts.typedLabel}
          labelClassName={styles.label}
          className={`${form.control} ${styles.input}`}
          maxLength={maxLength}
          value={state.typed}
          onValue={state.setTyped}
        />
      ) : null}
    </>
  );
}
