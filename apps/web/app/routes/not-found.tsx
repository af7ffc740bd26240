import { ROUTE_PATH } from "@mulmung/domain/constants";
import { redirect } from "react-router";

/** Unknown pages go to the 404 error page (SPEC.md section 2). */
export function loader() {
  return redirect(ROUTE_PATH.notFound);
}

export default function NotFound() {
  return null;
}
