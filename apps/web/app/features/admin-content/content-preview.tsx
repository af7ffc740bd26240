/**
 * The item as a member sees it, beside its form. The shop's banner slot and popup layer live in the content feature
 * (which the console may not import), so these are simple faithful copies of their markup: a banner as its slot
 * draws it (its title on a tinted card, the picture 64px beside it), a popup as its dialog (title, the 72px
 * picture with 자세히 보기, 오늘 하루 보지 않기 and 닫기), and for popups, in words, when a member who dismissed it sees it again
 * (features/content/popup-storage.ts: the view flag 24 hours, the remembered popups 36 hours).
 */
import page from "../../components/console-page.module.css";
import picture from "../../components/popup-picture.module.css";
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
          <p className={page.quiet}>
            {M.bannerWhere(
              ROUTE_LABEL[text("exposureRoute")] ?? text("exposureRoute"),
              POSITION_LABEL[text("exposurePosition")] ?? text("exposurePosition"),
            )}
          </p>
          <div className={styles.phone} data-preview="banner">
            <div className={styles.bannerSlot}>
              <span className={styles.bannerTitle}>{text("title") || M.untitled}</span>
              {text("imageUrl") ? <img src={text("imageUrl")} alt="" width={64} height={64} /> : null}
            </div>
          </div>
        </>
      ) : null}
      {spec.preview === "popup" ? (
        <>
          <div className={styles.phone} data-preview="popup">
            <div className={styles.popupPreview}>
              <p className={styles.previewCaption}>{text("title") || M.untitled}</p>
              <div className={`${picture.picture} ${styles.popupPicture}`}>
                {text("imageUrl") ? <img src={text("imageUrl")} alt="" width={72} height={72} /> : null}
                <span>{M.popupOpen} ›</span>
              </div>
              <div className={styles.popupButtons}>
                <span className={styles.fakeButton}>{M.popupToday}</span>
                <span className={`${styles.fakeButton} ${styles.fakePrimary}`}>{M.popupClose}</span>
              </div>
            </div>
          </div>
          <h3 className={page.formLabel}>{M.popupRulesTitle}</h3>
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
          {text("summary") ? <p className={`${page.quiet} ${styles.previewCaption}`}>{text("summary")}</p> : null}
        </div>
      ) : null}
      {spec.preview === "faq" ? (
        <div className={styles.phone} data-preview="faq">
          <p className={styles.previewCaption}>
            <span className={page.quiet}>[{text("category")}]</span> Q. {text("question")}
          </p>
          <p className={`${page.quiet} ${styles.previewCaption}`}>{text("answer")}</p>
        </div>
      ) : null}
      {spec.preview === "none" ? <p className={page.quiet}>{M.themePreview}</p> : null}
    </aside>
  );
}
