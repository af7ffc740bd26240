/** A mulbti type: fish, name, description, traits, best and worst matches, suggested products and farms. */
import type { MulbtiType } from "@mulmung/contract/programs";
import { Link } from "react-router";
import cards from "../../components/card.module.css";
import lists from "../../components/list.module.css";
import { withQuery } from "../../lib/paths.ts";
import { MULBTI_MESSAGE } from "./messages.ts";
import styles from "./mulbti.module.css";
import { mulbtiTypePath } from "./mulbti-api.ts";

/** Searches a type suggests (products to buy, farms to visit), each a link to its search results. */
function Suggestions({
  title,
  items,
  searchPath,
}: {
  title: string;
  items: MulbtiType["products"];
  searchPath: string;
}) {
  return (
    <>
      <h3>{title}</h3>
      <ul className={`${lists.wrap} ${styles.links}`}>
        {items.map((item) => (
          <li key={item.label}>
            <Link to={withQuery(searchPath, { searchWord: item.searchWord })}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One match line ("찰떡궁합: fish (name)"), linking to that type. */
function Match({ label, match }: { label: string; match: MulbtiType["bestMatch"] }) {
  return (
    <p>
      {label}:{" "}
      <Link to={mulbtiTypePath(match.type)}>
        {match.fish} ({match.name})
      </Link>
    </p>
  );
}

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
        <Match label={MULBTI_MESSAGE.best} match={type.bestMatch} />
        <Match label={MULBTI_MESSAGE.worst} match={type.worstMatch} />
      </section>
      <section className={`${cards.card} ${styles.section}`}>
        <Suggestions title={MULBTI_MESSAGE.products} items={type.products} searchPath="/ecommerce/search" />
        <Suggestions title={MULBTI_MESSAGE.farms} items={type.farms} searchPath="/breeding/farm/list" />
      </section>
    </>
  );
}
