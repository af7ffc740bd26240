/** A raffle: prize, period, how to enter, the entry button (members, once), and the result once announced. */
import type { RaffleRecruitmentDetail } from "@mulmung/contract/programs";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsLoggedIn } from "../../lib/session.ts";
import { formatDateTime } from "./format.ts";
import { RAFFLE_MESSAGE } from "./messages.ts";
import styles from "./raffle.module.css";

export function RaffleDetail({ raffle }: { raffle: RaffleRecruitmentDetail }) {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useLoginRequired();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [entry, setEntry] = useState(raffle.myEntry);
  const [busy, setBusy] = useState(false);
  useEffect(() => setEntry(raffle.myEntry), [raffle.myEntry]);

  const enter = async () => {
    if (!isLoggedIn) {
      requireLogin();
      return;
    }
    setBusy(true);
    const res = await apiRequest<{ createDate: string }>(`/api/v1/raffle-recruitment/${raffle.id}/entry`, {
      method: "POST",
    });
    setBusy(false);
    if (res.ok) {
      setEntry({ createDate: res.body.createDate, isWinner: null });
      toast.bottom(RAFFLE_MESSAGE.enteredToast);
      void revalidator.revalidate();
    } else if (res.status === 401) requireLogin();
    else toast.bottom(res.message);
  };

  const result =
    entry === null
      ? null
      : entry.isWinner === null
        ? RAFFLE_MESSAGE.waiting
        : entry.isWinner
          ? RAFFLE_MESSAGE.won
          : RAFFLE_MESSAGE.lost;

  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <span className={`${badges.pill} ${badges.neutral} ${styles.badge}`} data-state={raffle.state}>
          {RAFFLE_MESSAGE.state[raffle.state]}
        </span>
        <h1 className={styles.title}>{raffle.title}</h1>
        <p>{raffle.description}</p>
        <dl className={styles.dl}>
          <dt>{RAFFLE_MESSAGE.prize}</dt>
          <dd>{raffle.prize}</dd>
          <dt>{RAFFLE_MESSAGE.period}</dt>
          <dd>
            {formatDateTime(raffle.startDate)} ~ {formatDateTime(raffle.endDate)}
          </dd>
          <dt>{RAFFLE_MESSAGE.announce}</dt>
          <dd>
            {formatDateTime(raffle.announceDate)} · {RAFFLE_MESSAGE.winners(raffle.winnerCount)}
          </dd>
        </dl>
        <p className={styles.meta}>{RAFFLE_MESSAGE.entries(raffle.entryCount)}</p>
      </section>
      <section className={styles.section}>
        <h2>{RAFFLE_MESSAGE.howToEnter}</h2>
        <p>{raffle.howToEnter}</p>
      </section>
      {raffle.winners.length > 0 ? (
        <section className={styles.section}>
          <h2>{RAFFLE_MESSAGE.winnerList}</h2>
          <p>{raffle.winners.join(", ")}</p>
        </section>
      ) : null}
      {result ? (
        <p className={styles.result} role="status">
          {result}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttons.solid} ${buttons.large} ${styles.enter}`}
        onClick={enter}
        disabled={busy || entry !== null || raffle.state !== "OPEN"}
      >
        {entry !== null
          ? RAFFLE_MESSAGE.entered
          : raffle.state === "OPEN"
            ? RAFFLE_MESSAGE.enter
            : RAFFLE_MESSAGE.notOpen}
      </button>
    </div>
  );
}
