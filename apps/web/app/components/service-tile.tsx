/**
 * A shortcut to one of the site's services, as the side panel, the search screen and the shop home list them:
 * an optional icon, the title in bold and a line under it; `current` marks the page's own section.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface ServiceTileData {
  href: string;
  title: string;
  sub: string;
}

export function ServiceTile({ tile, icon, current }: { tile: ServiceTileData; icon?: ReactNode; current?: boolean }) {
  return (
    <li>
      <Link to={tile.href} aria-current={current ? "page" : undefined}>
        {icon}
        <strong>{tile.title}</strong>
        <span>{tile.sub}</span>
      </Link>
    </li>
  );
}
