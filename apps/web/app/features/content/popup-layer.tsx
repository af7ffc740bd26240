/**
 * The popups of one page (SPEC §2, §4), from the list the root layout fetched on the visit's first load: a page
 * places `<PopupLayer route="/ecommerce" />` and shows the popups whose exposure route that is, one at a time, each
 * with 오늘 하루 보지 않기 (the popups stay away for 24 hours, popup-storage.ts) and 닫기 (until the next visit: a
 * popup closed here does not come back when the person returns to the page). Clicking the popup's picture counts a
 * hit and follows its link. Shown after hydration, since only the browser knows what the device remembers.
 */
import type { Popup } from "@mulmung/contract/content";
import type { BANNER_EXPOSURE_ROUTES } from "@mulmung/domain/constants";
import { useEffect, useMemo, useState } from "react";
import buttons from "../../components/button.module.css";
import { Dialog } from "../../components/dialog.tsx";
import picture from "../../components/popup-picture.module.css";
import { countHit, SiteLinkTo } from "../../components/site-link.tsx";
import { useFirstLoad } from "../../lib/first-load.ts";
import { CONTENT_MESSAGE as M } from "./messages.ts";
import styles from "./popup-layer.module.css";
import { hidePopupsToday, visiblePopups } from "./popup-storage.ts";

/** Popups closed with 닫기 during this visit (this page load): they stay closed until the next one. */
const closedThisVisit = new Set<number>();

export function PopupLayer({ route }: { route: (typeof BANNER_EXPOSURE_ROUTES)[number] }) {
  const all = useFirstLoad().popups;
  const popups = useMemo(() => all.filter((popup) => popup.exposureRoute === route), [all, route]);
  const [queue, setQueue] = useState<Popup[]>([]);
  // Set once the device's memory has been read: until then nothing shows (no flash of a dismissed popup).
  const [isChecked, setIsChecked] = useState(false);
  useEffect(() => {
    const open = popups.filter((popup) => !closedThisVisit.has(popup.id));
    try {
      setQueue(visiblePopups(open, window.localStorage, new Date()));
    } catch {
      // Storage unavailable (private mode): show them, nothing can be remembered anyway.
      setQueue(open);
    }
    setIsChecked(true);
  }, [popups]);

  const current = queue[0];
  const next = () => {
    if (current) closedThisVisit.add(current.id);
    setQueue((q) => q.slice(1));
  };
  const hideToday = () => {
    for (const popup of queue) closedThisVisit.add(popup.id);
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
            className={picture.picture}
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
