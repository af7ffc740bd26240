import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("error", "routes/error.tsx"),
  // The tab bar's sections; a link appears only once the screen it leads to exists (issue 12).
  route("community", "routes/community.tsx"),
  route("community/list", "routes/community-list.tsx"),
  // Community (issue 6): boards, posts, writing, member profiles.
  route("community/board", "routes/community-board.tsx"),
  route("community/board/write", "routes/community-board-write.tsx"),
  route("community/board/:id", "routes/community-board-detail.tsx"),
  route("my-info/profile/community/list", "routes/my-info-profile-community-list.tsx"),
  route("my-info/profile/:id", "routes/my-info-profile.tsx"),
  route("breeding", "routes/breeding.tsx"),
  route("terms/:kind", "routes/terms.tsx"),
  // Shop (issue 5): catalogue, search, partner stores, bookmarks.
  route("ecommerce", "routes/ecommerce.tsx"),
  route("ecommerce/search", "routes/ecommerce-search.tsx"),
  route("ecommerce/category", "routes/ecommerce-category.tsx"),
  route("ecommerce/product/list", "routes/ecommerce-product-list.tsx"),
  route("ecommerce/product/group-buying/list", "routes/ecommerce-group-buying.tsx"),
  route("ecommerce/product/preview", "routes/ecommerce-product-preview.tsx"),
  route("ecommerce/product/capture/:id?", "routes/ecommerce-product-capture.tsx"),
  route("store", "routes/store-list.tsx"),
  route("store/registration", "routes/store-registration.tsx"),
  route("store/:id", "routes/store-detail.tsx"),
  route("ecommerce/product/:id?", "routes/ecommerce-product-detail.tsx"),
  // Basket (issue 14).
  route("ecommerce/basket", "routes/ecommerce-basket.tsx"),
  route("my-info/bookmark", "routes/my-info-bookmark.tsx"),
  // My info (issue 4): account, login, settings.
  route("my-info", "routes/my-info.tsx"),
  route("my-info/login", "routes/my-info-login.tsx"),
  route("my-info/login/social", "routes/my-info-login-social.tsx"),
  route("login", "routes/my-info-login-alias.tsx"),
  route("my-info/account/signup", "routes/my-info-signup.tsx"),
  route("my-info/account/member", "routes/my-info-account-member.tsx"),
  route("my-info/account/find-member", "routes/my-info-find-member.tsx"),
  route("my-info/account/find-member/reset", "routes/my-info-reset-password.tsx"),
  route("my-info/account/withdrawal", "routes/my-info-withdrawal.tsx"),
  route("my-info/setting", "routes/my-info-setting.tsx"),
  route("my-info/setting/notification", "routes/my-info-setting-notification.tsx"),
  route("my-info/referee", "routes/my-info-referee.tsx"),
  // Orders (issue 14): shipping destinations, the order form and completion, my orders, a store's orders.
  route("my-info/shipping-destination", "routes/my-info-shipping-destination.tsx"),
  route("ecommerce/order/complete", "routes/ecommerce-order-complete.tsx"),
  route("ecommerce/order/:id?", "routes/ecommerce-order.tsx"),
  route("my-info/order/list", "routes/my-info-order-list.tsx"),
  route("my-info/order/:id", "routes/my-info-order-detail.tsx"),
  route("my-info/order/:id/claim", "routes/my-info-order-claim.tsx"),
  route("my-info/personalPayment/list", "routes/my-info-personal-payment-list.tsx"),
  route("my-info/coupon", "routes/my-info-coupon.tsx"),
  route("my-info/point/list", "routes/my-info-point-list.tsx"),
  route("my-info/store/order", "routes/my-info-store-order.tsx"),
  // Reviews and inquiries (issue 15): my reviews and the review form, my inquiries, mail to a store, the
  // fish-tank consultation, and the store owner's questions and reviews.
  route("my-info/review/list", "routes/my-info-review-list.tsx"),
  route("my-info/review/write", "routes/my-info-review-write.tsx"),
  route("direct-inquiry/list", "routes/direct-inquiry-list.tsx"),
  route("direct-inquiry/affiliate", "routes/direct-inquiry-affiliate.tsx"),
  route("direct-inquiry/inquiry-fish-tank", "routes/direct-inquiry-fish-tank.tsx"),
  ...(["inquiry", "review"] as const).map((kind) =>
    route(`my-info/store/${kind}`, "routes/my-info-store-answers.tsx", { id: `my-info-store-${kind}` }),
  ),
  // Breeding (issue 7): farms, daily records, charts, public pages, QR labels.
  route("breeding/farm/list", "routes/breeding-farm-list.tsx"),
  route("breeding/farm/my-breeding-farms", "routes/breeding-my-farms.tsx"),
  route("breeding/farm/my-breeding-farms-qr", "routes/breeding-my-farms-qr.tsx"),
  route("breeding/farm/multi-qr-export", "routes/breeding-multi-qr-export.tsx"),
  route("breeding/farm/registration", "routes/breeding-farm-registration.tsx"),
  route("breeding/farm/:id?", "routes/breeding-farm-detail.tsx"),
  route("breeding/daily-record/list", "routes/breeding-record-list.tsx"),
  route("breeding/daily-record/registration", "routes/breeding-record-registration.tsx"),
  route("breeding/daily-record/:id?", "routes/breeding-record-detail.tsx"),
  route("qr", "routes/qr.tsx"),
  // Notifications (issue 16): the push list; its settings are /my-info/setting/notification.
  route("notification", "routes/notification.tsx"),
  // Site content (issue 16): events, contents, FAQs.
  ...(["event", "content"] as const).flatMap((kind) => [
    route(kind, "routes/site-content.tsx", { id: kind }),
    route(`${kind}/:id`, "routes/site-content.tsx", { id: `${kind}-detail` }),
  ]),
  route("my-info/faq", "routes/my-info-faq.tsx"),
  // Programs (issue 17): the mulbti quiz, raffles, trial testers, the watermelon game.
  route("mulbti", "routes/mulbti.tsx"),
  route("mulbti/list", "routes/mulbti-list.tsx"),
  route("mulbti/:id", "routes/mulbti-type.tsx"),
  route("raffle", "routes/raffle.tsx"),
  route("raffle/:id", "routes/raffle-detail.tsx"),
  route("my-info/preuser/preuser-recruitment", "routes/my-info-preuser-recruitment.tsx"),
  route("game/watermelon", "routes/game-watermelon.tsx"),
  // The magazine (issue 17): issues, the reader, the subscription guide.
  route("subscription/magazine", "routes/subscription-magazine.tsx"),
  route("subscription/magazine/guide", "routes/subscription-magazine-guide.tsx"),
  route("subscription/magazine/:id", "routes/subscription-magazine-detail.tsx"),
  // Production requests (issue 17): the atec stepper, completion and the viewer.
  route("atec", "routes/atec.tsx"),
  ...(["budget", "size", "difficulty", "etc", "concept"] as const).map((step) =>
    route(`atec/production/:id?/${step}`, "routes/atec-step.tsx", { id: `atec-${step}` }),
  ),
  route("atec/production/:id?/completion", "routes/atec-completion.tsx"),
  route("atec/production/:id?/viewer", "routes/atec-viewer.tsx"),
  route("request-production/atec/viewer", "routes/atec-viewer.tsx", { id: "request-production-viewer" }),
  // The store console (issue 26): a store's home, its products and the product form.
  route("store-console", "routes/store-console.tsx"),
  route("store-console/product", "routes/store-console-product.tsx"),
  route("store-console/product/new", "routes/store-console-product-form.tsx", { id: "store-console-product-new" }),
  route("store-console/product/:id", "routes/store-console-product-form.tsx"),
  // Its operations: orders and claims (with bulk shipping and packing slips), questions, reviews, 정산, staff. The
  // store's pages under /my-info/store/… redirect here.
  route("store-console/order", "routes/store-console-order.tsx"),
  route("store-console/order/slip", "routes/store-console-order-slip.tsx"),
  ...(["inquiry", "review"] as const).map((kind) =>
    route(`store-console/${kind}`, "routes/store-console-answers.tsx", { id: `store-console-${kind}` }),
  ),
  route("store-console/settlement", "routes/store-console-settlement.tsx"),
  route("store-console/staff", "routes/store-console-staff.tsx"),
  // The console's profile, coupons, notices and newsletters, payment requests and compensation points.
  route("store-console/profile", "routes/store-console-profile.tsx"),
  route("store-console/coupon", "routes/store-console-coupon.tsx"),
  route("store-console/post", "routes/store-console-post.tsx"),
  route("store-console/payment-request", "routes/store-console-payment-request.tsx"),
  // The operators' console (issue 27): its own shell; the layout's loader is the door (login, 404 for members, the
  // second factor). The code page stands outside it, or the door would send it to itself.
  route("admin/second-factor", "routes/admin-second-factor.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin-home.tsx"),
    route("audit-log", "routes/admin-audit-log.tsx"),
    route("content", "routes/admin-content.tsx"),
    route("content/:kind/:id", "routes/admin-content-edit.tsx"),
    route("settings", "routes/admin-settings.tsx"),
    route("stores", "routes/admin-stores.tsx"),
    route("reports", "routes/admin-reports.tsx"),
    route("members", "routes/admin-members.tsx"),
    route("members/:id", "routes/admin-member-detail.tsx"),
    route("programs", "routes/admin-programs.tsx"),
    route("programs/trial", "routes/admin-programs-trial.tsx"),
    route("programs/magazine", "routes/admin-programs-magazine.tsx"),
    route("programs/magazine/:id", "routes/admin-programs-magazine-issue.tsx"),
    route("programs/mulbti", "routes/admin-programs-mulbti.tsx"),
    route("programs/request", "routes/admin-programs-request.tsx"),
    route("push", "routes/admin-push.tsx"),
    route("money", "routes/admin-money.tsx"),
    route("money/order/:id", "routes/admin-money-order.tsx"),
    route("money/coupon/:id", "routes/admin-money-coupon.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
