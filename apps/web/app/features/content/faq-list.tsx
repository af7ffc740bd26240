/**
 * /my-info/faq: the FAQs by category (tabs are links, so the page works before hydration), each question a
 * button that opens its answer (SPEC §3 FAQ isActive toggle).
 */
import type { Faq } from "@mulmung/contract/content";
import { useState } from "react";
import { Link } from "react-router";
import chip from "../../components/chip.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import styles from "./content.module.css";
import { CONTENT_MESSAGE as M } from "./messages.ts";

export function faqHref(category: string | null): string {
  return category ? `/my-info/faq?category=${encodeURIComponent(category)}` : "/my-info/faq";
}

export function FaqList({
  faqs,
  categories,
  category,
}: {
  faqs: readonly Faq[];
  categories: readonly string[];
  category: string | null;
}) {
  const [activeIds, setActiveIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setActiveIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <nav aria-label={M.faqCategories}>
        <ScrollRow>
          <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.tabs}`}>
            {[null, ...categories].map((name) => (
              <li key={name ?? "all"}>
                <Link
                  to={faqHref(name)}
                  className={`${chip.chip} ${chip.tall} ${chip.dark}`}
                  aria-current={name === category ? "page" : undefined}
                  preventScrollReset
                >
                  {name ?? M.faqAll}
                </Link>
              </li>
            ))}
          </ul>
        </ScrollRow>
      </nav>
      {faqs.length === 0 ? (
        <EmptyState kind="preparing" />
      ) : (
        <ul className={lists.plain}>
          {faqs.map((faq) => {
            const isActive = activeIds.has(faq.id);
            return (
              <li key={faq.id} className={styles.faq} data-faq-id={faq.id}>
                <h2 className={styles.faqQuestion}>
                  <button
                    type="button"
                    aria-expanded={isActive}
                    aria-controls={`faq-answer-${faq.id}`}
                    onClick={() => toggle(faq.id)}
                  >
                    <span className={styles.faqCategory}>{faq.category}</span>
                    <span>{faq.question}</span>
                  </button>
                </h2>
                <div id={`faq-answer-${faq.id}`} className={styles.faqAnswer} hidden={!isActive}>
                  {faq.answer}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.faqMore}>{M.faqMore}</p>
    </>
  );
}
