import type { WebLoadContext } from "@mulmung/contract/load-context";

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}
