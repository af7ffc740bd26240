/**
 * A product's inquiries, read-only. The server hides a secret inquiry's content and answer from everyone
 * but its writer; here it shows as 비밀글입니다 with a lock.
 */
import type { ListPage } from "@mulmung/contract/common";
import type { MyInquiry } from "@mulmung/contract/review";
import { INQUIRY_STATE_LABEL } from "@mulmung/domain/enums";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useCallback, useState } from "react";
import badges from "../../components/badge.module.css";
import lists from "../../components/list.module.css";
import stack from "../../components/stack.module.css";
import { InquiryAsk } from "./inquiry-ask.tsx";
import { LoadMoreButton } from "./load-more-button.tsx";
import styles from "./product-inquiries.module.css";
import { PRODUCT_MESSAGE } from "./product-messages.ts";
import productSection from "./product-section.module.css";
import type { DirectInquiry } from "./types.ts";
import { useLoadMore } from "./use-load-more.ts";

export const INQUIRY_PAGE_SIZE = 5;

export function inquiryPath(productId: number, offset: number): string {
  return `/api/v1/product/${productId}/direct-inquiry?size=${INQUIRY_PAGE_SIZE}&offset=${offset}`;
}

export function ProductInquiries({
  productId,
  first,
  fetchPage,
}: {
  productId: number;
  first: ListPage<DirectInquiry>;
  /** Loads further pages as the logged-in member (their own secret inquiries stay readable). */
  fetchPage?: (path: string, signal: AbortSignal) => Promise<ListPage<DirectInquiry>>;
}) {
  const pathForOffset = useCallback((offset: number) => inquiryPath(productId, offset), [productId]);
  const fetchMore = useCallback(
    (offset: number, signal: AbortSignal) =>
      (fetchPage as NonNullable<typeof fetchPage>)(inquiryPath(productId, offset), signal),
    [fetchPage, productId],
  );
  const list = useLoadMore({
    first,
    filterKey: String(productId),
    pathForOffset,
    fetchPage: fetchPage ? fetchMore : undefined,
  });
  // Questions asked on this page, shown first until the list is loaded again.
  const [asked, setAsked] = useState<DirectInquiry[]>([]);
  const onAsked = useCallback(
    (inquiry: MyInquiry) =>
      setAsked((all) => [
        {
          id: inquiry.id,
          title: inquiry.title,
          content: inquiry.content,
          isSecret: inquiry.isSecret,
          directInquiryCategory: inquiry.directInquiryCategory,
          directInquiryState: inquiry.directInquiryState,
          answer: inquiry.answer,
          answerDate: inquiry.answerDate,
          createDate: inquiry.createDate,
          writerNickname: inquiry.writerNickname,
        },
        ...all,
      ]),
    [],
  );
  const items = [...asked, ...list.items.filter((item) => !asked.some((a) => a.id === item.id))];
  return (
    <section className={productSection.section} aria-labelledby="product-inquiries-title" id="inquiries">
      <div className={`${stack.spread} ${styles.titleRow}`}>
        <h2 id="product-inquiries-title" className={`${productSection.title} ${styles.title}`}>
          {PRODUCT_MESSAGE.inquiriesTitle}
        </h2>
        <InquiryAsk productId={productId} onAsked={onAsked} />
      </div>
      {items.length === 0 ? (
        <p className={lists.empty}>{PRODUCT_MESSAGE.noInquiries}</p>
      ) : (
        <ul className={lists.plain}>
          {items.map((inquiry) => {
            const isHidden = inquiry.isSecret && inquiry.content === null;
            return (
              <li key={inquiry.id} className={styles.item} data-inquiry-id={inquiry.id} data-secret={inquiry.isSecret}>
                <div className={styles.head}>
                  <span
                    className={`${badges.tag} ${inquiry.directInquiryState === "ANSWERED" ? badges.info : badges.muted}`}
                  >
                    {INQUIRY_STATE_LABEL[inquiry.directInquiryState]}
                  </span>
                  <span className={styles.meta}>
                    {inquiry.writerNickname} · {formatSeoulDate(inquiry.createDate)}
                  </span>
                </div>
                <p className={styles.question}>
                  {inquiry.isSecret ? (
                    <svg className={styles.lock} viewBox="0 0 24 24" aria-hidden="true">
                      <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1Zm2 0h6V7a3 3 0 0 0-6 0Z" />
                    </svg>
                  ) : null}
                  {isHidden ? PRODUCT_MESSAGE.secretInquiry : inquiry.title}
                </p>
                {!isHidden && inquiry.content ? <p className={styles.content}>{inquiry.content}</p> : null}
                {!isHidden && inquiry.answer ? (
                  <div className={styles.answer}>
                    <strong>{PRODUCT_MESSAGE.answer}</strong>
                    <p>{inquiry.answer}</p>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton list={list} />
    </section>
  );
}
