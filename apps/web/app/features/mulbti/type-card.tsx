/** A mulbti type: fish, name, description, traits, best and worst matches, suggested products and farms. */
import type { MulbtiType } from "@mulmung/contract/programs";
import { Link } from "react-router";
import cards from "../../components/card.module.css";
import lists from "../../components/list.module.css";
import { withQuery } from "../../lib/paths.ts";
import { MULBTI_MESSAGE } from "./messages.ts";
import styles from "./mulbti.module.css";
import { mulbtiTypePath } from "./mulbti-api.ts";

export function TypeCard({ type, heading = "h2" }: { type: MulbtiType; heading?: "h1" | "h2" }) {
  const Heading = heading;
  return (
    <>
      <article className={styles.card} style={{ background: type.color }} data-mulbti-type={type.type}>
        <p>{type.summary}</p>
        <Heading className={styles.question}>{MULBTI_MESSAGE.typeTitle(type.name, type.fish)}</Heading>
        <p>{type.description}</p>
        <ul className={`${lists.wrap} ${styles.traits}`}>
          {type.traits.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </article>
      <section className={`${cards.card} ${styles.section}`}>
        <h3>
          {MULBTI_MESSAGE.best} · {MULBTI_MESSAGE.worst}
        </h3>
        <p>
          {MULBTI_MESSAGE.best}:{" "}
          <Link to={mulbtiTypePath(type.bestMatch.type)}>
            {type.bestMatch.fish} ({type.bestMatch.name})
          </Link>
        </p>
        <p>
          {MULBTI_MESSAGE.worst}:{" "}
          <Link to={mulbtiTypePath(type.worstMatch.type)}>
            {type.worstMatch.fish} ({type.worstMatch.name})
          </Link>
        </p>
      </section>
      <section className={`${cards.card} ${styles.section}`}>
        <h3>{MULBTI_MESSAGE.products}</h3>
        <ul className={`${lists.wrap} ${styles.links}`}>
          {type.products.map((p) => (
            <li key={p.label}>
              <Link to={withQuery("/ecommerce/search", { searchWord: p.searchWord })}>{p.label}</Link>
            </li>
          ))}
        </ul>
        <h3>{MULBTI_MESSAGE.farms}</h3>
        <ul className={`${lists.wrap} ${styles.links}`}>
          {type.farms.map((f) => (
            <li key={f.label}>
              <Link to={withQuery("/breeding/farm/list", { searchWord: f.searchWord })}>{f.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
