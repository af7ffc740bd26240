/** A terms document as one readable page: its sections, lists and the dates it applies from. */

import type { TermsDocument } from "./documents.ts";
import styles from "./terms.module.css";

export function TermsView({ document }: { document: TermsDocument }) {
  return (
    <article className={styles.document}>
      <h1 className={styles.title}>{document.title}</h1>
      <p className={styles.effective}>시행일: {document.effectiveDate}</p>
      <p className={styles.paragraph}>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.blocks.map((block) =>
            typeof block === "string" ? (
              <p key={block} className={styles.paragraph}>
                {block}
              </p>
            ) : (
              <ol key={block[0]} className={styles.list}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            ),
          )}
        </section>
      ))}
      <footer className={styles.closing}>
        {document.closing.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </footer>
    </article>
  );
}
