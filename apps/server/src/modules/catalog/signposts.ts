/**
 * Signposts make a deep offset cost what page 1 costs (docs/decisions/021-repository-idiom.md, "Deep product
 * pages"). For one list (filter and order) a signpost is the sort key of every `every`-th row, read by one pass
 * over the list; a page at offset `o` then starts from the signpost just before it (keyset: an index range from
 * that key) and skips fewer than `every` rows, instead of walking `o` rows.
 *
 * Signposts of a list are built on its first deep page and kept in memory (least recently used out first); once
 * older than `refreshMs` the next use rebuilds them in the background while the old ones keep answering, so only a
 * list's very first deep page waits for the pass. Products that change meanwhile shift later pages by as many
 * rows as plain OFFSET would shift them.
 */
export type Signpost = {
  /** The list's leading rank (추천순: 0 for products on offer, 1 for closed group buys; other orders 0). */
  rank: number;
  /** The order column's value, as PostgreSQL's text (exact: no float or microsecond loss on the way back). */
  value: string;
  id: number;
};

export interface SignpostOptions {
  every: number;
  refreshMs: number;
  maxEntries: number;
  now: () => Date;
  /** A background rebuild that failed (the old signposts keep answering). */
  onRefreshError: (error: unknown) => void;
}

interface Entry {
  posts: Signpost[];
  builtAt: number;
  refreshing: boolean;
}

export function createSignposts(options: SignpostOptions) {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Signpost[]>>();

  function store(key: string, posts: Signpost[]) {
    entries.delete(key);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { posts, builtAt: options.now().getTime(), refreshing: false });
  }

  return {
    /** The list's signposts: kept ones (refreshed in the background when old), else built now. */
    async get(key: string, build: () => Promise<Signpost[]>): Promise<Signpost[]> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        if (!hit.refreshing && options.now().getTime() - hit.builtAt >= options.refreshMs) {
          hit.refreshing = true;
          build().then(
            (posts) => store(key, posts),
            (error: unknown) => {
              hit.refreshing = false;
              options.onRefreshError(error);
            },
          );
        }
        return hit.posts;
      }
      const inflight = building.get(key);
      if (inflight) return inflight;
      const promise = build()
        .then((posts) => {
          store(key, posts);
          return posts;
        })
        .finally(() => building.delete(key));
      building.set(key, promise);
      return promise;
    },

    /**
     * Where a page at `offset` starts: after signpost `after` (none: from the list's start), skipping `skip` rows.
     * Signpost i is the key of row (i + 1) × every.
     */
    locate(posts: readonly Signpost[], offset: number): { after: Signpost | undefined; skip: number } {
      const index = Math.min(Math.floor(offset / options.every), posts.length) - 1;
      const after = index >= 0 ? posts[index] : undefined;
      return { after, skip: offset - (index + 1) * options.every };
    },
  };
}
