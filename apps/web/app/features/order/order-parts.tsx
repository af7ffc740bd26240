/** An order's per-store parts: each store's products as bought, options, prices, status and tracking. */
import type { DepositAccount, OrderForm, OrderPart, OrderProduct } from "@mulmung/contract/order";
import { trackingLink } from "@mulmung/domain/carriers";
import { formatWon } from "@mulmung/domain/display";
import { DELIVERY_TYPE_LABEL, type DeliveryType, PAYMENT_METHOD_LABEL } from "@mulmung/domain/enums";
import type { OrderStatus } from "@mulmung/domain/order-status";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import type { HTMLAttributes, ReactNode } from "react";
import badges from "../../components/badge.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import lists from "../../components/list.module.css";
import { PageSection } from "../../components/page-section.tsx";
import section from "../../components/section.module.css";
import stack from "../../components/stack.module.css";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";

const STATUS_TONE: Partial<Record<OrderStatus, string>> = {
  CANCELLED: "danger",
  PURCHASE_CONFIRMED: "done",
  DELIVERED: "done",
  AWAITING_DEPOSIT: "wait",
  AWAITING_PAYMENT: "wait",
};

/** One term of a facts list (<dl>) and its value; nothing when `when` is false. */
export function Fact({
  term,
  when = true,
  children,
  ...valueProps
}: { term: ReactNode; when?: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  if (!when) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd {...valueProps}>{children}</dd>
    </>
  );
}

/** An order card's first line: its number, and when it was placed. */
export function OrderNumberLine({ orderNumber, date }: { orderNumber: string; date: string }) {
  return (
    <p className={styles.cardHeader}>
      <span>
        {ORDER_MESSAGE.orderNumber} {orderNumber}
      </span>
      <span>{formatSeoulDateTime(date)}</span>
    </p>
  );
}

/**
 * An order's amounts in its facts list: products and delivery, then the surcharge, the coupon discount and the
 * points spent when there are any. `couponMark` marks the discount for the checkout's live total.
 */
export function AmountFacts({
  amounts,
  couponMark,
}: {
  amounts: Pick<
    OrderForm,
    "productPrice" | "deliveryPrice" | "extraDeliveryPrice" | "couponDiscountPrice" | "usePoint"
  >;
  couponMark?: boolean;
}) {
  return (
    <>
      <dt>{ORDER_MESSAGE.productsTotal}</dt>
      <dd>{formatWon(amounts.productPrice)}</dd>
      <dt>{ORDER_MESSAGE.deliveryTotal}</dt>
      <dd>{formatWon(amounts.deliveryPrice)}</dd>
      <Fact term={ORDER_MESSAGE.extraDelivery} when={amounts.extraDeliveryPrice > 0}>
        {formatWon(amounts.extraDeliveryPrice)}
      </Fact>
      <Fact
        term={ORDER_MESSAGE.couponDiscount}
        when={amounts.couponDiscountPrice > 0}
        data-coupon-discount={couponMark || undefined}
      >
        -{formatWon(amounts.couponDiscountPrice)}
      </Fact>
      <Fact term={ORDER_MESSAGE.pointsUsed} when={amounts.usePoint > 0}>
        −{formatWon(amounts.usePoint)}
      </Fact>
    </>
  );
}

/**
 * How an order was paid: the method, and 테스트 결제 when it went through the local PortOne stand-in (no money moved;
 * the server says so on the payment).
 */
export function PaymentMethodText({ payMethod, isTest }: { payMethod: OrderForm["payMethod"]; isTest: boolean }) {
  return (
    <>
      {payMethod ? PAYMENT_METHOD_LABEL[payMethod] : "-"}
      {isTest ? (
        <>
          {" "}
          <span className={`${badges.tag} ${badges.neutral}`} title={ORDER_MESSAGE.testPaymentHint}>
            {ORDER_MESSAGE.testPayment}
          </span>
        </>
      ) : null}
    </>
  );
}

/** 총 결제 금액: what the payment took (points apart). */
export function PaidTotal({ order }: { order: Pick<OrderForm, "payAmount"> }) {
  return (
    <p className={styles.total}>
      <span>{ORDER_MESSAGE.totalPayment}</span>
      <strong>{formatWon(order.payAmount)}</strong>
    </p>
  );
}

export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span className={styles.status} data-tone={STATUS_TONE[status] ?? "progress"} data-status={status}>
      {label}
    </span>
  );
}

function ProductLine({ product }: { product: OrderProduct }) {
  const options = product.orderProductOptionDetails;
  return (
    <li className={product.cancelledAt ? styles.productCancelled : styles.product}>
      <FallbackImage src={product.imageUrl ?? ""} alt="" className={styles.thumb} width={64} height={64} />
      <div className={styles.productBody}>
        <p className={styles.productName}>
          {product.cancelledAt ? (
            <span className={`${badges.tag} ${badges.neutral} ${styles.lineBadge}`}>{ORDER_MESSAGE.lineCancelled}</span>
          ) : null}
          {product.name}
        </p>
        {options.length > 0 ? (
          <ul className={`${lists.plain} ${styles.options}`}>
            {options.map((option) => (
              <li key={option.id}>
                {option.groupName ? `${option.groupName}: ` : ""}
                {option.name} · {ORDER_MESSAGE.quantity(option.quantity)} · {formatWon(option.price)}
              </li>
            ))}
          </ul>
        ) : (
          <p className={`${lists.plain} ${styles.options}`}>
            {formatWon(product.sellPrice)} · {ORDER_MESSAGE.quantity(product.quantity)}
          </p>
        )}
        <p className={styles.productPrice}>{formatWon(product.price + product.deliveryOptionsPrice)}</p>
      </div>
    </li>
  );
}

export function PartTracking({ part }: { part: OrderPart }) {
  if (!part.trackingNumber && !part.carrier) return null;
  const type = part.deliveryType as DeliveryType | null;
  // The carrier's own tracking page, for a carrier on the Korean list.
  const link = trackingLink(part.carrier, part.trackingNumber);
  return (
    <dl className={styles.facts}>
      {type && DELIVERY_TYPE_LABEL[type] ? (
        <>
          <dt>배송 방법</dt>
          <dd>{DELIVERY_TYPE_LABEL[type]}</dd>
        </>
      ) : null}
      <dt>{ORDER_MESSAGE.carrier}</dt>
      <dd>{part.carrier ?? "-"}</dd>
      <dt>{ORDER_MESSAGE.trackingNumber}</dt>
      <dd>
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.trackingLink}
            title={ORDER_MESSAGE.trackingOpen(part.carrier ?? "")}
          >
            {part.trackingNumber}
          </a>
        ) : (
          (part.trackingNumber ?? "-")
        )}
      </dd>
      {part.shippedAt ? (
        <>
          <dt>발송일</dt>
          <dd>{formatSeoulDateTime(part.shippedAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** One store's share: header (store, status), products, the store's delivery fee and total. */
export function OrderPartCard({
  part,
  showStatus = true,
  showTracking = false,
  children,
}: {
  part: OrderPart;
  showStatus?: boolean;
  showTracking?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section className={styles.part} aria-label={ORDER_MESSAGE.storeProducts(part.affiliate.name)}>
      <header className={`${stack.spread} ${styles.partHeader}`}>
        <h3 className={styles.partTitle}>{part.affiliate.name}</h3>
        {showStatus ? <StatusBadge status={part.status} label={part.statusLabel} /> : null}
      </header>
      <ul className={lists.stackWide}>
        {part.products.map((product) => (
          <ProductLine key={product.id} product={product} />
        ))}
      </ul>
      <dl className={styles.facts}>
        <dt>{ORDER_MESSAGE.deliveryTotal}</dt>
        <dd>{part.deliveryPrice === 0 ? "무료" : formatWon(part.deliveryPrice)}</dd>
        <Fact term={ORDER_MESSAGE.extraDelivery} when={part.extraDeliveryPrice > 0}>
          {formatWon(part.extraDeliveryPrice)}
        </Fact>
        <Fact term={ORDER_MESSAGE.couponDiscount} when={part.couponDiscountPrice > 0}>
          -{formatWon(part.couponDiscountPrice)}
        </Fact>
      </dl>
      {part.freeDeliveryRemaining && part.freeDeliveryRemaining > 0 && !showStatus ? (
        <p className={section.hint}>{formatWon(part.freeDeliveryRemaining)} 더 담으면 무료배송</p>
      ) : null}
      {part.cancelReason ? <p className={section.hint}>취소 사유: {part.cancelReason}</p> : null}
      {showTracking ? <PartTracking part={part} /> : null}
      {children}
    </section>
  );
}

/** 입금 안내 while an order waits for its deposit: the account to pay into, the amount and the deadline. */
export function DepositSection({ order }: { order: OrderForm }) {
  const account = order.payment.depositAccount;
  if (!account || order.payment.status !== "WAITING_DEPOSIT") return null;
  return (
    <PageSection
      id="order-deposit-title"
      title={order.payMethod === "VBANK" ? "가상계좌 입금 안내" : "무통장 입금 안내"}
    >
      <DepositAccountFacts account={account} amount={order.payAmount} />
    </PageSection>
  );
}

/** The account to pay into (a virtual account, or the company's own account). */
function DepositAccountFacts({ account, amount }: { account: DepositAccount; amount: number }) {
  return (
    <dl className={styles.facts} aria-label="입금 계좌">
      <dt>{ORDER_MESSAGE.bank}</dt>
      <dd>{account.bankName}</dd>
      <dt>{ORDER_MESSAGE.accountNumber}</dt>
      <dd>{account.accountNumber}</dd>
      <dt>{ORDER_MESSAGE.accountHolder}</dt>
      <dd>{account.accountHolder}</dd>
      <dt>{ORDER_MESSAGE.depositAmount}</dt>
      <dd>{formatWon(amount)}</dd>
      <dt>{ORDER_MESSAGE.depositDeadline}</dt>
      <dd>{formatSeoulDateTime(account.dueDate)}</dd>
    </dl>
  );
}
