/**
 * /admin/programs (issue 27): every raffle with its state and entries. An ended raffle not yet announced has
 * 추첨하기 (asked first): the server draws at random and records the seed; a drawn raffle shows its record (seed,
 * entrants, winners) and whether the winners follow from the seed (검증됨 / 불일치).
 */
import type { RaffleDraw } from "@mulmung/contract/admin-programs";
import type { RaffleRecruitment } from "@mulmung/contract/programs";
import { formatSeoulDate, formatSeoulDateTime } from "@mulmung/domain/time";
import { useRevalidator } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { ProgramsHead } from "./program-tabs.tsx";
import styles from "./programs.module.css";

export type AdminRaffle = RaffleRecruitment & { drawSeed: string | null; drawEntrants: number | null };

const STATE_TONE: Record<string, string> = { OPEN: "open", UPCOMING: "wait", ENDED: "" };

function DrawRecord({ draw }: { draw: RaffleDraw }) {
  return (
    <section className={styles.draw} aria-label={M.drawRecord} data-draw-record={draw.raffleId}>
      <h3 className={styles.drawTitle}>
        {M.drawRecord}
        <span className={styles.state} data-tone={draw.verified ? "good" : "bad"}>
          {draw.verified ? M.verified : M.mismatch}
        </span>
      </h3>
      <p className={styles.hint}>{draw.verified ? M.verifiedHint : M.mismatchHint}</p>
      <dl className={styles.facts}>
        <dt>{M.seed}</dt>
        <dd className={styles.seed}>{draw.seed}</dd>
        <dt>{M.entrants}</dt>
        <dd>{M.people(draw.entrants.length)}</dd>
        <dt>{M.winners}</dt>
        <dd>
          {draw.winners.length === 0 ? (
            M.noWinners
          ) : (
            <ul className={styles.names} aria-label={M.winners}>
              {draw.winners.map((winner) => (
                <li key={winner.memberId}>
                  {winner.nickname} <span className={styles.hint}>#{winner.memberId}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}

function RaffleItem({ raffle, draw }: { raffle: AdminRaffle; draw: RaffleDraw | null }) {
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();
  const action = useApiAction();
  const canDraw = raffle.state === "ENDED" && !raffle.isAnnounced;

  async function drawWinners() {
    const yes = await confirm({
      title: M.drawConfirmTitle,
      message: M.drawConfirm(raffle.title, raffle.entryCount, raffle.winnerCount),
      variant: "okCancel",
      confirmText: M.drawConfirmYes,
    });
    if (!yes) return;
    const result = await action.run(() =>
      apiRequest<RaffleDraw>(`/api/v1/admin/raffle-recruitment/${raffle.id}/draw`, { method: "POST" }),
    );
    if (!result.ok) return;
    toast.bottom(M.drawn);
    await revalidator.revalidate();
  }

  return (
    <li className={styles.item} data-raffle={raffle.id}>
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle}>{raffle.title}</h2>
        <span className={styles.state} data-tone={STATE_TONE[raffle.state]}>
          {M.raffleState[raffle.state] ?? raffle.state}
        </span>
        {raffle.state === "ENDED" ? (
          <span className={styles.state} data-tone={raffle.isAnnounced ? "good" : "wait"}>
            {raffle.isAnnounced ? M.announced : M.notAnnounced}
          </span>
        ) : null}
      </div>
      <p className={styles.hint}>{raffle.prize}</p>
      <dl className={styles.facts}>
        <dt>{M.period}</dt>
        <dd>
          {formatSeoulDateTime(raffle.startDate)} ~ {formatSeoulDateTime(raffle.endDate)}
        </dd>
        <dt>{M.announceDate}</dt>
        <dd>{formatSeoulDate(raffle.announceDate)}</dd>
        <dt>{M.entries}</dt>
        <dd>{M.people(raffle.entryCount)}</dd>
        <dt>{M.winnerCount}</dt>
        <dd>{M.people(raffle.winnerCount)}</dd>
      </dl>
      {draw ? <DrawRecord draw={draw} /> : null}
      {raffle.isAnnounced && !draw ? <p className={styles.hint}>{M.byHand}</p> : null}
      {canDraw ? (
        <div className={styles.actions}>
          <button type="button" className={styles.primaryButton} disabled={action.busy} onClick={drawWinners}>
            {action.pending ? M.drawing : M.draw}
          </button>
        </div>
      ) : null}
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
    </li>
  );
}

export function RafflesView({ raffles, draws }: { raffles: AdminRaffle[]; draws: Record<number, RaffleDraw> }) {
  return (
    <>
      <ProgramsHead current="raffle" />
      {raffles.length === 0 ? (
        <p className={styles.empty}>{M.noRaffles}</p>
      ) : (
        <ul className={styles.list} aria-label={M.raffleTitle}>
          {raffles.map((raffle) => (
            <RaffleItem key={raffle.id} raffle={raffle} draw={draws[raffle.id] ?? null} />
          ))}
        </ul>
      )}
    </>
  );
}
