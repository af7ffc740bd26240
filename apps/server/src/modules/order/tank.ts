/**
 * "내 수조에 추가" (issue 30): the buyer puts the fish of a live-fish line that has arrived into one of their tanks. The
 * breeding module's tank service adds them (owner check, inhabitants, the arrival note in that day's record) in the
 * transaction that holds the order's lock, so two adds at once never put more fish in than the line brought.
 */
import type { OrderLineTank, OrderTankRequest } from "@mulmung/contract/order";
import { ErrorCode } from "@mulmung/domain/errors";
import { fishPerUnit } from "@mulmung/domain/fish-count";
import { formatSeoulDate, seoulDateKey } from "@mulmung/domain/time";
import { AppError } from "../../http/app-error.ts";
import type { OrderContext } from "./context.ts";
import type { OrderPartRow, OrderProductRow } from "./repository.ts";
import { createOrderTankRepository, type LineTankRow } from "./tank-repository.ts";

const LINE_NOT_FOUND = "주문한 상품을 찾을 수 없습니다.";

/**
 * The fish a line brought: its units (the bare quantity, or the required options' quantities) times the fish its
 * name says a unit is ("3마리", "1쌍").
 */
const fishOf = (line: Pick<OrderProductRow, "name" | "quantity" | "stockQuantity">) =>
  (line.stockQuantity || line.quantity) * fishPerUnit(line.name);

/**
 * How many of a live-fish line may still go into a tank, and, when none, why (the Korean refusal): once the fish
 * have arrived (delivered, or the purchase confirmed: a keeper acclimatises them on arrival, and the live-arrival
 * guarantee's dead-on-arrival claim comes after that, taking the dead ones out again), never for a line a claim
 * cancelled or refunded, never more than it brought (a line a DOA claim had resent brought its fish once more).
 */
export function tankRoom(
  line: Pick<OrderProductRow, "name" | "quantity" | "stockQuantity" | "cancelledAt">,
  part: Pick<OrderPartRow, "state" | "deliveryState">,
  row: Pick<LineTankRow, "added" | "refunded" | "resent">,
): { left: number; refusal: string | null } {
  if (part.state !== "CONFIRMATION" && part.deliveryState !== "SUCCESS") {
    return { left: 0, refusal: "도착한 상품만 수조에 추가할 수 있어요." };
  }
  if (line.cancelledAt || row.refunded) return { left: 0, refusal: "취소·환불된 상품은 수조에 추가할 수 없어요." };
  const left = Math.max(0, fishOf(line) * (1 + row.resent) - row.added);
  return { left, refusal: left === 0 ? "이 상품은 이미 모두 수조에 추가했어요." : null };
}

export function createOrderTank(ctx: OrderContext) {
  const { deps, repository, clock, requireOwnDetail } = ctx;
  const tanks = createOrderTankRepository(deps.db);

  return {
    /**
     * POST /order/{id}/product/{orderProductId}/tank. Anyone else's order (or a line not in it) answers 404; a line
     * that is not live fish, not confirmed, refunded or already in full answers 409; the farm is the tank
     * service's to check (someone else's farm: its 404).
     */
    async addToTank(
      memberId: number,
      orderId: number,
      orderProductId: number,
      request: OrderTankRequest,
    ): Promise<OrderLineTank> {
      const detail = await requireOwnDetail(memberId, orderId);
      const line = detail.products.find((p) => p.id === orderProductId);
      const part = line && detail.parts.find((p) => p.id === line.orderPartId);
      if (!line || !part) throw AppError.notFound(LINE_NOT_FOUND);
      return deps.db.transaction(async (tx) => {
        // The order's lock serialises adds of its lines: the count below is what is in the tanks now.
        await repository.lockForm(tx, orderId);
        const [row] = await tanks.lineTanks([line.id], tx);
        if (!row) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "수조에 추가할 수 있는 생물 상품이 아니에요.");
        const { left, refusal } = tankRoom(line, part, row);
        if (refusal) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, refusal);
        if (request.count > left) {
          throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, `남은 ${left}마리까지 추가할 수 있어요.`);
        }
        const now = clock.now();
        await deps.breedingTanks.addInhabitants(
          {
            memberId,
            farmId: request.breedingFarmId,
            items: [{ speciesId: row.speciesId, count: request.count, orderProductId: line.id }],
            addedOn: seoulDateKey(now),
            arrivalNote: `${formatSeoulDate(now)} ${part.affiliateName}에서 ${row.speciesName} ${request.count}마리 입양`,
          },
          tx,
        );
        const added = row.added + request.count;
        const addable = tankRoom(line, part, { ...row, added }).left;
        return { speciesId: row.speciesId, speciesName: row.speciesName, added, addable };
      });
    },
  };
}
