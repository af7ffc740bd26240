/** The owner's actions on a farm or a record page: edit, make public or private, delete (with confirmation). */
import { Link, useFetcher } from "react-router";
import chip from "../../components/chip.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import type { ActionOutcome } from "../../lib/api.server.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";
import { useActionFeedback } from "./use-action-feedback.ts";

export function OwnerActions({
  editHref,
  isPublic,
  deleteIntent,
}: {
  editHref: string;
  isPublic: boolean;
  deleteIntent: "deleteFarm" | "deleteRecord";
}) {
  const fetcher = useFetcher<ActionOutcome>();
  useActionFeedback(fetcher.data, fetcher.state);
  const confirm = useConfirm();
  return (
    <div className={styles.actionBar}>
      <Link to={editHref} className={`${chip.chip} ${chip.tall} ${styles.chip}`}>
        {M.edit}
      </Link>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="setPublic" />
        <input type="hidden" name="isPublic" value={isPublic ? "false" : "true"} />
        <button
          type="submit"
          className={`${chip.chip} ${chip.tall} ${styles.chip}`}
          disabled={fetcher.state !== "idle"}
        >
          {isPublic ? M.makePrivate : M.makePublic}
        </button>
      </fetcher.Form>
      <button
        type="button"
        className={`${chip.chip} ${chip.tall} ${styles.chip}`}
        onClick={async () => {
          if (await confirm({ message: M.deleteConfirm })) {
            fetcher.submit({ intent: deleteIntent }, { method: "post" });
          }
        }}
      >
        {M.delete}
      </button>
    </div>
  );
}
