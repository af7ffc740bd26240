/**
 * /admin/programs (issue 27): every raffle with its state and entries. An ended raffle not yet announced has
 * 추첨하기 (asked first): the server draws at random and records the seed; a drawn raffle shows its record (seed,
 * entrants, winners) and whether the winners follow from the seed (검증됨 / 불일치).
 */
import type { RaffleDraw } from "@mulmung/contract/admin-programs";
import type { RaffleRecruitment } from "@mulmung/contract/programs";
import { formatSeoulDate, formatSeoulDateTime } from "@mulmung/domain/time";
import { useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import page from "../../components/console-page.module.css";
import { StateLabel } from "../../components/console-parts.tsx";
import { Facts } from "../../components/console-record.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { MemberTag, ProgramsHead } from "./program-tabs.tsx";
import own from "./programs.module.css";

export type AdminRaffle = RaffleRecruitment & { drawSeed: string | null; drawEntrants: number | null };

const STATE_TONE: Record<string, "wait" | "muted" | undefined> = { OPEN: undefined, UPCOMING: "wait", ENDED: "muted" };

function Winners({ draw }: { draw: RaffleDraw }) {
  return (
    <ul className={own.names} aria-label={M.winners}>
      {draw.winners.map((winner) => (
        <li key={winner.memberId}>
          <MemberTag nickname={winner.nickname} id={winner.memberId} />
        </li>
      ))}
    </ul>
  );
}

function DrawRecord({ draw }: { draw: RaffleDraw }) {
  return (
    <section className={own.draw} aria-label={M.drawRecord} data-draw-record={draw.raffleId}>
      <h3 className={own.drawTitle}>
        {M.drawRecord}
        {draw.verified ? <StateLabel text={M.verified} tone="good" /> : <StateLabel text={M.mismatch} tone="bad" />}
      </h3>
      <p className={page.hint}>{draw.verified ? M.verifiedHint : M.mismatchHint}</p>
      <Facts
        facts={[
          [
            M.seed,
            <span key="seed" className={own.seed}>
              {draw.seed}
            </span>,
          ],
          [M.entrants, M.people(draw.entrants.length)],
          [M.winners, draw.winners.length === 0 ? M.noWinners : <Winners key="winners" draw={draw} />],
        ]}
      />
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
    <li className={page.card} data-raffle={raffle.id}>
      <div className={own.head}>
        <h2 className={page.cardTitle}>{raffle.title}</h2>
        <StateLabel text={M.raffleState[raffle.state] ?? raffle.state} tone={STATE_TONE[raffle.state]} />
        {raffle.state !== "ENDED" ? null : raffle.isAnnounced ? (
          <StateLabel text={M.announced} tone="good" />
        ) : (
          <StateLabel text={M.notAnnounced} tone="wait" />
        )}
      </div>
      <p className={page.hint}>{raffle.prize}</p>
      <Facts
        facts={[
          [M.period, `${formatSeoulDateTime(raffle.startDate)} ~ ${formatSeoulDateTime(raffle.endDate)}`],
          [M.announceDate, formatSeoulDate(raffle.announceDate)],
          [M.entries, M.people(raffle.entryCount)],
          [M.winnerCount, M.people(raffle.winnerCount)],
        ]}
      />
      {draw ? <DrawRecord draw={draw} /> : null}
      {raffle.isAnnounced && !draw ? <p className={page.hint}>{M.byHand}</p> : null}
      {canDraw ? (
        <div className={page.buttons}>
          <button type="button" className={page.primaryButton} disabled={action.busy} onClick={drawWinners}>
            {action.pending ? M.drawing : M.draw}
          </button>
        </div>
      ) : null}
      <AlertText message={action.error} className={page.error} />
    </li>
  );
}

export function RafflesView({ raffles, draws }: { raffles: AdminRaffle[]; draws: Record<number, RaffleDraw> }) {
  return (
    <>
      <ProgramsHead current="raffle" />
      {raffles.length === 0 ? (
        <p className={page.empty}>{M.noRaffles}</p>
      ) : (
        <ul className={page.cards} aria-label={M.raffleTitle}>
          {raffles.map((raffle) => (
            <RaffleItem key={raffle.id} raffle={raffle} draw={draws[raffle.id] ?? null} />
          ))}
        </ul>
      )}
    </>
  );
}
