/**
 * The endpoints `npm run bench` measures, each with its budget. A feature adds its rows here.
 * minRatio: throughput at least this share of the static twin's; maxP99Ms: p99 latency ceiling.
 */
export interface BenchEndpoint {
  name: string;
  /** Path with query, as a client sends it. */
  path: string;
  /** The route shape the static twin registers (Fastify syntax). */
  route: string;
  connections: number;
  minRatio?: number;
  maxP99Ms?: number;
  /** Mean latency ceiling, for "at most N ms per query" budgets (measure with 1 connection). */
  maxMeanMs?: number;
  /**
   * Adds a unique, ignored query parameter to every request, so micro-caches keyed by URL miss and the
   * database path is what is measured (for budgets about the query, not the cache).
   */
  bustCache?: boolean;
  /** Mean latency at most `factor` times that of the endpoint named `than` (measured earlier in the run). */
  notSlowerThan?: { than: string; factor: number };
}

/**
 * Issue 28's goals (the full hook stack, cached lists, the database paths of deep pages, farm records and charts,
 * nearby stores) are the budgets of the rows they name: a row that misses its goal fails the bench.
 */
export const ENDPOINTS: BenchEndpoint[] = [
  // Health proves the database answers: every request waits for a `select 1` that began after it came, one shared by
  // the requests waiting together (modules/health/service.ts `coalesced`).
  { name: "health", path: "/api/health", route: "/api/health", connections: 10, minRatio: 0.6, maxP99Ms: 10 },
  // Issue 5: 100k products, 10k stores.
  {
    name: "product-list-category",
    path: "/api/v1/product?categoryCode=30000",
    route: "/api/v1/product",
    connections: 10,
    minRatio: 0.9,
    maxP99Ms: 10,
  },
  {
    name: "product-list-search",
    path: `/api/v1/product?searchWord=${encodeURIComponent("구피|새우")}`,
    route: "/api/v1/product",
    connections: 10,
    minRatio: 0.9,
    maxP99Ms: 10,
  },
  {
    name: "affiliate-nearby",
    path: "/api/v1/affiliate?latitude=37.5666805&longitude=126.9784147&size=10",
    route: "/api/v1/affiliate",
    connections: 1,
    maxMeanMs: 2,
    minRatio: 0.3,
  },
  // Issue 7: 50k farms, 500k records. Farm 9 is the first generated farm: public, a record every day for a year.
  {
    name: "breeding-chart-365",
    path: "/api/v1/public-breeding-farm/9/chart",
    route: "/api/v1/public-breeding-farm/:id/chart",
    connections: 10,
    maxP99Ms: 20,
    minRatio: 0.6,
  },
  {
    name: "breeding-record-list",
    path: "/api/v1/public-breeding-daily-record?breedingFarmId=9",
    route: "/api/v1/public-breeding-daily-record",
    connections: 10,
    maxP99Ms: 5,
  },
  // Issue 6: 1M posts, 3M comments. Pages 1 and 1000 as visitors get them (through the list cache, decision 010)
  // answer within 10 ms p99; on the database path itself (bustCache), where the page counts matter, page 1000
  // of 30 (offset 29,970) costs at most 1.5 times page 1 (decision 008).
  {
    name: "community-board-page-1",
    path: "/api/v1/community-board?isTopFix=false&size=30&offset=0",
    route: "/api/v1/community-board",
    connections: 10,
    maxP99Ms: 10,
  },
  {
    name: "community-board-page-1000",
    path: "/api/v1/community-board?isTopFix=false&size=30&offset=29970",
    route: "/api/v1/community-board",
    connections: 10,
    maxP99Ms: 10,
  },
  {
    name: "community-board-page-1-db",
    path: "/api/v1/community-board?isTopFix=false&size=30&offset=0",
    route: "/api/v1/community-board",
    connections: 10,
    bustCache: true,
    maxP99Ms: 10,
  },
  {
    name: "community-board-page-1000-db",
    path: "/api/v1/community-board?isTopFix=false&size=30&offset=29970",
    route: "/api/v1/community-board",
    connections: 10,
    bustCache: true,
    maxP99Ms: 10,
    notSlowerThan: { than: "community-board-page-1-db", factor: 1.5 },
  },
  // Issue 13: product lists page deep as fast as page 1, on the database path (bustCache; visitors get shallow
  // pages from the 3 s micro-cache). 99,250 is a real page of the 100k products halfway between two signposts
  // (decision 022); 900,000 lies past the end.
  {
    name: "product-deep-page-1-db",
    path: "/api/v1/product?offset=0",
    route: "/api/v1/product",
    connections: 10,
    bustCache: true,
    maxP99Ms: 10,
  },
  {
    name: "product-deep-offset-99250-db",
    path: "/api/v1/product?offset=99250",
    route: "/api/v1/product",
    connections: 10,
    bustCache: true,
    maxP99Ms: 10,
    notSlowerThan: { than: "product-deep-page-1-db", factor: 1.5 },
  },
  {
    name: "product-deep-offset-900000-db",
    path: "/api/v1/product?offset=900000",
    route: "/api/v1/product",
    connections: 10,
    bustCache: true,
    maxP99Ms: 10,
    notSlowerThan: { than: "product-deep-page-1-db", factor: 1.5 },
  },
  {
    name: "product-deep-newest-99000-db",
    path: "/api/v1/product?orderBy=createDate,DESC&offset=99000",
    route: "/api/v1/product",
    connections: 10,
    bustCache: true,
    maxP99Ms: 10,
    notSlowerThan: { than: "product-deep-page-1-db", factor: 1.5 },
  },
];

/** Pages whose first-load JavaScript (gzipped) has a budget. `{productId}` is any product of the seeded data. */
export interface PageBudget {
  name: string;
  path: string;
  maxGzipKb: number;
}

export const PAGES: PageBudget[] = [
  // Issue 5: the product list and detail pages ship at most 150 KB of gzipped JavaScript on first load.
  { name: "product-list-page", path: "/ecommerce/product/list?categoryCode=30000", maxGzipKb: 150 },
  { name: "product-page", path: "/ecommerce/product/{productId}", maxGzipKb: 150 },
];
