/** The e-mail box of the account forms (login, sign-up, finding a password): label, keyboard and autofill once. */
import { Field, type FieldProps } from "../../components/form-field";
import { AUTH_MESSAGE } from "./messages.ts";

export function EmailField({
  login = false,
  onValue,
  ...field
}: Omit<FieldProps, "label" | "type" | "onChange"> & {
  /** The login form's: the browser offers saved accounts (autocomplete username). */
  login?: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <Field
      label={AUTH_MESSAGE.email}
      type="email"
      inputMode="email"
      autoComplete={login ? "username" : "email"}
      placeholder={AUTH_MESSAGE.emailPlaceholder}
      {...field}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}
