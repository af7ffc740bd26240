/**
 * The shell's parts that hydrate later (components/hydrate-later.tsx): the left panel (shown beyond 970px), the
 * business footer, the bottom tab bar and the maintenance notice. The server renders them with every page; their
 * code is one chunk the browser loads after the page's first load (app-shell.tsx).
 */
export { BottomTabBar } from "./bottom-tab-bar.tsx";
export { LeftPanel } from "./left-panel.tsx";
export { MaintenanceNotice } from "./maintenance-notice.tsx";
export { SiteFooter } from "./site-footer.tsx";
