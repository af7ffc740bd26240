/**
 * A part of a server-rendered page that the first paint shows but that need not run at once (the sections below the
 * fold, the bottom bar's bookmark): the server renders it with the page, so the HTML and the first paint hold it as
 * before; the browser loads its code as a chunk of its own instead of in the page's first load, and React keeps the
 * server's HTML in place until that chunk has arrived, then hydrates the part (selective hydration: while hydrating,
 * the part sits in a Suspense boundary, rendered on the server too). Until then a tap there does nothing, as
 * anywhere on a page before it has hydrated, and root.tsx's mark that the page has hydrated (`<html
 * data-hydrated>`, which the browser tests wait for) waits for such parts too (`afterHydration`). Its props should be
 * the loader's data and other values that keep their identity across renders (see the memo below).
 *
 *   const More = hydrateLater(() => import("./more.tsx").then((module) => module.More), [moreStyles]);
 *
 * `stylesheets`: the class maps of the CSS modules the part uses that the page does not import itself. The server
 * renders the part with the page, so its styles must come with the page's (linked, and inlined by
 * lib/first-paint.server.ts), not with its code: a page links the stylesheets of the modules it imports statically,
 * and a CSS module imported only for its side effect is dropped from the build, so the page imports the class maps
 * and passes them here.
 *
 * The chunk starts loading when the page's module runs: on the server at start, long before a request; in the
 * browser beside a navigation's data rather than after it. A loaded chunk renders at once. A part the browser mounts itself (a navigation by link) has
 * no boundary of its own: if its chunk is still on its way, the navigation (a transition) waits for it with the
 * page before, rather than showing the new page without the part and adding it after.
 */
import {
  type ComponentType,
  memo,
  type ReactPromise,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";

type CssModule = Readonly<Record<string, string>>;

/** Held, so the build keeps the class maps (and so their stylesheets) in the page's own chunks. */
const linkedWithPage: CssModule[] = [];

/** Whether the page has hydrated (root.tsx said so): parts mounted after that are the browser's own. */
let pageHydrated = false;
/** Parts the first hydration left waiting for their code. */
const waitingParts = new Set<symbol>();
let onAllHydrated: (() => void) | null = null;

function settle() {
  if (!pageHydrated || waitingParts.size > 0 || !onAllHydrated) return;
  const then = onAllHydrated;
  onAllHydrated = null;
  then();
}

/**
 * root.tsx, once the page has hydrated: `then` runs when the parts still waiting for their code have hydrated too
 * (at once when there are none), so that "hydrated" means every handler on the page answers.
 */
export function afterHydration(then: () => void): void {
  pageHydrated = true;
  onAllHydrated = then;
  settle();
}

export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  stylesheets: readonly CssModule[] = [],
): ComponentType<P> {
  linkedWithPage.push(...stylesheets);
  const promise = load();
  // `use` reads a settled promise's `status` and `value` (React's convention) and renders at once, not suspending.
  const loading: ReactPromise<ComponentType<P>> = promise;
  let loaded = false;
  promise.then(
    (value) => {
      Object.assign(promise, { status: "fulfilled", value });
      loaded = true;
    },
    (reason: unknown) => {
      // Thrown where the part renders (the root error boundary reloads the page on a chunk error); nothing waits.
      Object.assign(promise, { status: "rejected", reason });
      waitingParts.clear();
      settle();
    },
  );
  function Loaded({ onHydrated, ...props }: P & { onHydrated: () => void }) {
    const Part = use(loading);
    useEffect(() => onHydrated(), [onHydrated]);
    return <Part {...(props as P)} />;
  }
  // Memoised: a parent's render with the same props must not reach a boundary still waiting for its code, which
  // React would then render on the client (its fallback, nothing) instead of keeping the server's HTML.
  return memo(function Later(props: P) {
    // Decided once, when the part mounts: on the server and while hydrating, in a boundary. Not from a subscription:
    // a re-render here would also reach the waiting boundary.
    const [isHydrating] = useState(() => !pageHydrated);
    const [part] = useState(() => {
      const id = Symbol("part");
      return {
        id,
        hydrated: () => {
          waitingParts.delete(id);
          settle();
        },
      };
    });
    useLayoutEffect(() => {
      if (!isHydrating || loaded) return;
      waitingParts.add(part.id);
      return part.hydrated;
    }, [isHydrating, part]);
    const element = <Loaded {...props} onHydrated={part.hydrated} />;
    return isHydrating ? <Suspense fallback={null}>{element}</Suspense> : element;
  });
}
