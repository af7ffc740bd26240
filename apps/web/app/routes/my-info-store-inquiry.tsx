import { redirect } from "react-router";
import { PATH } from "../lib/paths.ts";

/** /my-info/store/inquiry: a store's questions moved into the store console (issue 26). */
export function loader() {
  throw redirect(PATH.storeInquiries, 301);
}

export default function StoreInquiryMoved() {
  return null;
}
