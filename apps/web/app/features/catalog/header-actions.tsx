/** Icon links for the right side of a shop page header. */
import { Link } from "react-router";
import icon from "../../components/icon-button.module.css";
import { PATH } from "../../lib/paths.ts";
import { CATALOG_MESSAGE } from "./messages.ts";

export function SearchIconLink() {
  return (
    <Link to={PATH.search} className={`${icon.icon} ${icon.round} ${icon.hover}`} aria-label={CATALOG_MESSAGE.search}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M10.5 3a7.5 7.5 0 0 1 6 12l4.8 4.8-1.5 1.5-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
      </svg>
    </Link>
  );
}
