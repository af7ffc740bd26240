/**
 * Links of banners, popups, events, contents and icon themes (SPEC §2): `app:/route` opens in the app,
 * `browser:https://…` leaves the app for the browser (the system browser when wrapped natively), any other
 * https address opens in a new tab (decision 026). A link that is empty or unsafe renders its content unlinked.
 * `onOpen` runs on the click (hit counting) before the navigation.
 */
import { parseSiteLink } from "@mulmung/domain/site-link";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Counts a view or click without delaying anything: keepalive lets it finish while the page goes away. */
export function countHit(path: string): void {
  // Fire and forget: a lost hit must never delay the navigation, nor lead to the network-error page.
  // biome-ignore lint/style/noRestrictedGlobals: a keepalive hit that outlives the page, with no answer to show
  void fetch(path, { keepalive: true, credentials: "same-origin" }).catch(() => undefined);
}

export function SiteLinkTo({
  link,
  onOpen,
  className,
  children,
  newTabLabel = "새 창에서 열림",
}: {
  link: string | null;
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
  newTabLabel?: string;
}) {
  const target = parseSiteLink(link);
  if (!target) return <div className={className}>{children}</div>;
  if (target.kind === "IN_APP") {
    return (
      <Link to={target.to} className={className} onClick={onOpen} data-link-kind="in-app">
        {children}
      </Link>
    );
  }
  if (target.kind === "BROWSER") {
    return (
      <a href={target.href} className={className} onClick={onOpen} rel="noopener" data-link-kind="browser">
        {children}
      </a>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      onClick={onOpen}
      target="_blank"
      rel="noopener noreferrer"
      data-link-kind="new-tab"
    >
      {children}
      <span className="visually-hidden"> ({newTabLabel})</span>
    </a>
  );
}
