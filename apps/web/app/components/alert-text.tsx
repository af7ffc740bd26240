/** A problem in one line (a failed call, a refused form), announced as it appears; nothing when there is none. */
export function AlertText({
  message,
  className,
  id,
}: {
  message: string | null | undefined;
  className?: string;
  id?: string;
}) {
  return message ? (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  ) : null;
}
