import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("error", "routes/error.tsx"),
  // Placeholders until their features land (the tab bar must never dead-end).
  route("ecommerce", "routes/ecommerce.tsx"),
  route("community", "routes/community.tsx"),
  route("community/list", "routes/community-list.tsx"),
  route("breeding", "routes/breeding.tsx"),
  route("terms/:kind", "routes/terms.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
