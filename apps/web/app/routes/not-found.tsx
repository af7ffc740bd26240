import { redirect } from "react-router";

/** Unknown pages go to the 404 error page (SPEC.md section 2). */
export function loader() {
  return redirect("/error?status=404");
}

export default function NotFound() {
  return null;
}
