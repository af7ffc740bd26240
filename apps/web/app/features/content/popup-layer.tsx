/**
 * Popups on the home page's first load (SPEC §2, §4): one at a time, each with 오늘 하루 보지 않기 (the popups stay
 * away for 24 hours, popup-storage.ts) and 닫기 (until the next visit). Clicking the popup's picture counts a
 * hit and follows its link. Shown after hydration, since only the browser knows what the device remembers.
 */
import type { Popup } from "@mulmung/contract/content";
import { useEffect, useState } from "react";
import buttons from "../../components/button.module.css";
import { Dialog } from "../../components/dialog.tsx";
import { countHit, SiteLinkTo } from "../../components/site-link.tsx";
import { CONTENT_MESSAGE as M } from "./messages.ts";
import styles from "./popup-layer.module.css";
import { hidePopupsToday, visiblePopups } from "./popup-storage.ts";

export function PopupLayer({ popups }: { popups: readonly Popup[] }) {
  const [queue, setQueue] = useState<Popup[]>([]);
  // Set once the device's memory has been read: until then nothing shows (no flash of a dismissed popup).
  const [isChecked, setIsChecked] = useState(false);
  useEffect(() => {
    try {
      setQueue(visiblePopups(popups, window.localStorage, new Date()));
    } catch {
      // Storage unavailable (private mode): show them, nothing can be remembered anyway.
      setQueue([...popups]);
    }
    setIsChecked(true);
  }, [popups]);

  const current = queue[0];
  const next = () => setQueue((q) => q.slice(1));
  const hideToday = () => {
    try {
      hidePopupsToday(queue, window.localStorage, new Date());
    } catch {
      // Nothing to remember with; closing is all that can be done.
    }
    setQueue([]);
  };

  return (
    <>
      <span hidden data-popups-checked={isChecked} />
      <Dialog
        open={Boolean(current)}
        onCancel={next}
        title={current?.title}
        actions={
          <>
            <button type="button" className={buttons.secondary} onClick={hideToday}>
              {M.popupHideToday}
            </button>
            <button type="button" className={buttons.primary} onClick={next}>
              {M.popupClose}
            </button>
          </>
        }
      >
        {current ? (
          <SiteLinkTo
            link={current.link}
            className={styles.picture}
            onOpen={() => {
              countHit(`/api/v1/popup/${current.id}/hit`);
              next();
            }}
          >
            <img src={current.image.fileRepository.cdnLink} alt="" width={72} height={72} />
            <span className={styles.more}>
              <span className="visually-hidden">{current.title} </span>
              {M.popupOpen}
            </span>
          </SiteLinkTo>
        ) : null}
      </Dialog>
    </>
  );
}
