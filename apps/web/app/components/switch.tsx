/** An on/off switch: a checkbox with the switch role, its state also in `aria-checked`; label it with `<label htmlFor>`. */
import type { InputHTMLAttributes } from "react";
import styles from "./switch.module.css";

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role"> & { checked: boolean };

export function Switch({ className, checked, ...input }: SwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-checked={checked}
      checked={checked}
      className={className ? `${styles.switch} ${className}` : styles.switch}
      {...input}
    />
  );
}
