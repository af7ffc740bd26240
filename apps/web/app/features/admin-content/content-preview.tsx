/**
 * The item as a member sees it, beside its form. The shop's banner slot and popup layer live in the content feature
 * (which the console may not import), so these are simple faithful copies: a banner in its slot's width, a popup
 * with 오늘 하루 보지 않기 and 닫기, and for popups, in words, when a member who dismissed it sees it again
 * (features/content/popup-storage.ts: the view flag 24 hours, the remembered popups 36 hours).
 */
import styles from "./admin-content.module.css";
import { type ContentKind, type FormValues, KINDS, POSITION_LABEL, ROUTE_LABEL } from "./kinds.ts";
import { CONTENT_ADMIN_MESSAGE as M } from "./messages.ts";

function Picture({ src, className }: { src: string; className?: string }) {
  return src ? (
    <img src={src} alt="" className={className} />
  ) : (
    <div className={`${className ?? ""} ${styles.noImage}`}>{M.previewNoImage}</div>
  );
}

export function ContentPreview({ kind, values }: { kind: ContentKind; values: Readonly<FormValues> }) {
  const spec = KINDS[kind];
  const text = (name: string) => String(values[name] ?? "");
  const headingId = `preview-${kind}`;
  return (
    <aside className={styles.preview} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.previewTitle}>
        {M.preview}
      </h2>
      {spec.preview === "banner" ? (
        <>
          <p className={styles.hint}>
            {M.bannerWhere(
              ROUTE_LABEL[text("exposureRoute")] ?? text("exposureRoute"),
              POSITION_LABEL[text("exposurePosition")] ?? text("exposurePosition"),
            )}
          </p>
          <div className={styles.phone} data-preview="banner">
            <Picture src={text("imageUrl")} className={styles.bannerPreview} />
          </div>
        </>
      ) : null}
      {spec.preview === "popup" ? (
        <>
          <div className={styles.phone} data-preview="popup">
            <div className={styles.popupPreview}>
              <Picture src={text("imageUrl")} />
              <div className={styles.popupButtons}>
                <span>{M.popupToday}</span>
                <span>{M.popupClose}</span>
              </div>
            </div>
          </div>
          <h3 className={styles.label}>{M.popupRulesTitle}</h3>
          <ul className={styles.rules}>
            {M.popupRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      ) : null}
      {spec.preview === "card" ? (
        <div className={styles.phone} data-preview="card">
          <Picture src={text("imageUrl")} className={styles.bannerPreview} />
          <p className={styles.previewCaption}>{text("title")}</p>
          {text("summary") ? <p className={`${styles.hint} ${styles.previewCaption}`}>{text("summary")}</p> : null}
        </div>
      ) : null}
      {spec.preview === "faq" ? (
        <div className={styles.phone} data-preview="faq">
          <p className={styles.previewCaption}>
            <span className={styles.hint}>[{text("category")}]</span> Q. {text("question")}
          </p>
          <p className={`${styles.hint} ${styles.previewCaption}`}>{text("answer")}</p>
        </div>
      ) : null}
      {spec.preview === "none" ? <p className={styles.hint}>{M.themePreview}</p> : null}
    </aside>
  );
}
