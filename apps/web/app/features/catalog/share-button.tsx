/** Copies a page's link and says so (SPEC.md section 8: 복사되었습니다...). */
import { useToast } from "../../components/toast.tsx";
import styles from "./product-detail.module.css";
import { PRODUCT_MESSAGE } from "./product-messages.ts";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or an insecure origin: the selection-based copy still works there.
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.append(field);
    field.select();
    const copied = document.execCommand("copy");
    field.remove();
    return copied;
  }
}

export function ShareButton({ path }: { path: string }) {
  const toast = useToast();
  const onClick = async () => {
    const url = new URL(path, window.location.origin).href;
    toast.bottom((await copyText(url)) ? PRODUCT_MESSAGE.linkCopied : PRODUCT_MESSAGE.copyFailed);
  };
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} data-share>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M18 16a3 3 0 0 0-2.2 1l-7-3.5a3 3 0 0 0 0-1.2l7-3.5A3 3 0 1 0 15 7l-7 3.5a3 3 0 1 0 0 3L15 17a3 3 0 1 0 3-1Z" />
      </svg>
      <span>{PRODUCT_MESSAGE.share}</span>
    </button>
  );
}
