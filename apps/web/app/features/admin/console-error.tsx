/**
 * A console page whose data failed (its API answered an error) says so inside the console, which stays around it.
 * Anything else (a chunk that did not load, no answer at all) goes on to the root's boundary, which knows what to do.
 */
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "../../components/error-view.tsx";

export function ConsoleErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) throw error;
  const body: unknown = error.data;
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message : null;
  return <ErrorView status={String(error.status)} message={error.status === 404 ? null : message} />;
}
