import type { TankFitEntry } from "@mulmung/contract/species";
import styles from "./tank-fit.module.css";

/** A verdict as a coloured label whose text says it (잘 맞아요 / 주의 / 맞지 않아요): never the colour alone. */
export function Verdict({ tank }: { tank: Pick<TankFitEntry, "verdict" | "verdictLabel"> }) {
  return (
    <span className={styles.verdict} data-verdict={tank.verdict}>
      {tank.verdictLabel}
    </span>
  );
}

/** Every rule that fired, in the API's order (the BAD ones first), each in its own Korean sentence. */
export function Rules({ tank }: { tank: Pick<TankFitEntry, "rules"> }) {
  return (
    <ul className={styles.rules}>
      {tank.rules.map((rule) => (
        <li key={rule.code} data-level={rule.level} data-rule={rule.code}>
          {rule.message}
        </li>
      ))}
    </ul>
  );
}
