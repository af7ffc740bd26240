import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("error", "routes/error.tsx"),
  // Placeholders until their features land (the tab bar must never dead-end).
  route("ecommerce", "routes/ecommerce.tsx"),
  route("community", "routes/community.tsx"),
  route("community/list", "routes/community-list.tsx"),
  // Community (issue 6): boards, posts, writing, member profiles.
  route("community/board/write", "routes/community-board-write.tsx"),
  route("community/board/:id", "routes/community-board-detail.tsx"),
  route("my-info/profile/community/list", "routes/my-info-profile-community-list.tsx"),
  route("my-info/profile/:id", "routes/my-info-profile.tsx"),
  route("breeding", "routes/breeding.tsx"),
  route("terms/:kind", "routes/terms.tsx"),
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
