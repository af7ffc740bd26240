/**
 * Site content tables: banners, popups, events, contents, FAQs, icon themes and the home's theme sections
 * (SPEC.md §3). Each has a generic state (NORMAL, DEACTIVATE, DELETE); only NORMAL rows are served (SPEC §4).
 * Banners, popups and events run between their start and end dates.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createDate, identity, period } from "../../db/columns.ts";

const state = () => text("state").notNull().default("NORMAL");
const hits = () => integer("hits").notNull().default(0);
const orderNumber = () => integer("order_number").notNull().default(0);
const stateValid = (name: string, column: unknown) =>
  check(`${name}_state_valid`, sql`${column} in ('NORMAL', 'DEACTIVATE', 'DELETE')`);
/** The pages a banner or a popup can be placed on. */
const exposureRouteValid = (name: string, column: unknown) =>
  check(
    `${name}_exposure_route_valid`,
    sql`${column} in ('/', '/ecommerce', '/my-info', '/breeding', '/home', '/community', '/community/board')`,
  );
const periodValid = (name: string, start: unknown, end: unknown) =>
  check(`${name}_period_valid`, sql`${start} < ${end}`);
/** The generic state, the visitors' hits and the creation time of every kind whose views are counted. */
const counted = () => ({ state: state(), hits: hits(), createDate: createDate() });
/** Events and contents are the operators' articles: a picture, a summary and paragraphs of plain text. */
const article = () => ({
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  body: text("body").array().notNull(),
  imageUrl: text("image_url").notNull(),
  link: text("link"),
});

/** SPEC §2: a banner sits in one slot (TOP, MIDDLE, BOTTOM) of one exposure route. */
export const banner = pgTable(
  "banner",
  {
    id: identity(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    clickLink: text("click_link"),
    exposureRoute: text("exposure_route").notNull(),
    exposurePosition: text("exposure_position").notNull(),
    ...period(),
    /** The operators' order within a slot (issue 27); the start date breaks ties. */
    orderNumber: orderNumber(),
    ...counted(),
  },
  (t) => [
    stateValid("banner", t.state),
    periodValid("banner", t.startDate, t.endDate),
    exposureRouteValid("banner", t.exposureRoute),
    check("banner_exposure_position_valid", sql`${t.exposurePosition} in ('TOP', 'MIDDLE', 'BOTTOM')`),
    index("banner_route_idx").on(t.exposureRoute, t.startDate),
  ],
);

/** A popup shows on the page of its exposure route (the home by default), from the layout's first load (SPEC §2). */
export const popup = pgTable(
  "popup",
  {
    id: identity(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    link: text("link"),
    exposureRoute: text("exposure_route").notNull().default("/"),
    ...period(),
    orderNumber: orderNumber(),
    ...counted(),
  },
  (t) => [
    stateValid("popup", t.state),
    periodValid("popup", t.startDate, t.endDate),
    exposureRouteValid("popup", t.exposureRoute),
  ],
);

/** Events (`/event`): listed while NORMAL, marked ended once their period is over. */
export const siteEvent = pgTable(
  "site_event",
  {
    id: identity(),
    ...article(),
    ...period(),
    orderNumber: orderNumber(),
    ...counted(),
  },
  (t) => [stateValid("site_event", t.state), periodValid("site_event", t.startDate, t.endDate)],
);

/** Contents (`/content`): the operators' articles (guides, interviews, aquascape stories). */
export const content = pgTable(
  "content",
  {
    id: identity(),
    ...article(),
    orderNumber: orderNumber(),
    ...counted(),
  },
  (t) => [stateValid("content", t.state)],
);

export const faq = pgTable(
  "faq",
  {
    id: identity(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    orderNumber: orderNumber(),
    state: state(),
    createDate: createDate(),
  },
  (t) => [stateValid("faq", t.state)],
);

/** SPEC §3 icon themes: round shortcuts of two kinds, MANIA (for keen keepers) and PRODUCT_EXHIBITION. */
export const iconTheme = pgTable(
  "icon_theme",
  {
    id: identity(),
    iconThemeType: text("icon_theme_type").notNull(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    link: text("link"),
    orderNumber: orderNumber(),
    ...counted(),
  },
  (t) => [
    stateValid("icon_theme", t.state),
    check("icon_theme_type_valid", sql`${t.iconThemeType} in ('MANIA', 'PRODUCT_EXHIBITION')`),
  ],
);

/**
 * A theme section: one block of the home (or breeding) page, in `order_number` order, showing the items its
 * `section` names. `category_code` feeds popular-category-product, `product_ids` the product section.
 */
export const theme = pgTable(
  "theme",
  {
    id: identity(),
    title: text("title").notNull(),
    subTitle: text("sub_title"),
    section: text("section").notNull(),
    location: text("location").notNull(),
    layout: text("layout").notNull().default("HORIZONTAL"),
    categoryCode: text("category_code"),
    productIds: integer("product_ids").array().notNull().default(sql`'{}'::integer[]`),
    orderNumber: orderNumber(),
    state: state(),
    createDate: createDate(),
  },
  (t) => [
    stateValid("theme", t.state),
    check("theme_location_valid", sql`${t.location} in ('HOME', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD', 'ANYWHERE')`),
    check("theme_layout_valid", sql`${t.layout} in ('HORIZONTAL', 'GRID')`),
    check(
      "theme_section_valid",
      sql`${t.section} in ('breeding-daily-record', 'breeding-farm', 'affiliate', 'popular', 'flea-market', 'question',
        'interesting-content', 'housewarming', 'newsletter', 'recommended-affiliate-product', 'recent-product',
        'product-review', 'raffle-recruitment', 'high-hit-record', 'recommend-by-member', 'popular-category-product',
        'product')`,
    ),
    check("theme_category_needed", sql`${t.section} <> 'popular-category-product' or ${t.categoryCode} is not null`),
  ],
);
