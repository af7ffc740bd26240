/**
 * The bottom action bar of the footer layout (SPEC.md section 2: fixed at the bottom, 64px high), e.g.
 * 장바구니 / 구매하기 on a product. Give the route `handle = { layout: "footer" }` so the page leaves room.
 */
import type { ReactNode } from "react";
import styles from "./fixed-footer.module.css";

export function FixedFooter({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={styles.footer} aria-label={label}>
      {children}
    </section>
  );
}
