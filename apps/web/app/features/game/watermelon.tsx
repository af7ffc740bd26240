/**
 * /game/watermelon: the merge game with fish. matter-js loads only here (a dynamic import on mount). Played by
 * touch or mouse on the tank (move, release to drop), by the buttons, or by keyboard (← → to move, space to drop).
 * The best score stays on this device (localStorage); API.md has no row to save it for members.
 * `?next=<level>` fixes the next fish (browser tests).
 */
import { type PointerEvent, useEffect, useRef, useState } from "react";
import buttons from "../../components/button.module.css";
import type { Game, GameState } from "./engine.ts";
import { BEST_SCORE_KEY, BOARD, FISH } from "./fish.ts";
import styles from "./watermelon.module.css";

function readBest(): number {
  try {
    return Number(window.localStorage.getItem(BEST_SCORE_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function WatermelonGame({ fixedNext }: { fixedNext: number | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<Game | null>(null);
  const [state, setState] = useState<GameState | null>(null);
  const [best, setBest] = useState(0);

  useEffect(() => {
    setBest(readBest());
    let cancelled = false;
    import("./engine.ts").then(({ createGame }) => {
      if (cancelled || !canvas.current) return;
      game.current = createGame(canvas.current, setState, { fixedNext });
    });
    return () => {
      cancelled = true;
      game.current?.destroy();
      game.current = null;
    };
  }, [fixedNext]);

  // Keyboard play anywhere on the page: ← → move, space drops (not while typing in a field).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, a")) return;
      if (event.key === "ArrowLeft") game.current?.move(-15);
      else if (event.key === "ArrowRight") game.current?.move(15);
      else if (event.key === " ") game.current?.drop();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (!state || state.score <= best) return;
    setBest(state.score);
    try {
      window.localStorage.setItem(BEST_SCORE_KEY, String(state.score));
    } catch {
      // Private mode: the best score lasts for this visit only.
    }
  }, [state, best]);

  const toBoardX = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return ((event.clientX - rect.left) / rect.width) * BOARD.width;
  };

  const ready = state !== null;
  return (
    <div className={styles.page}>
      <p className={styles.scores} aria-live="polite">
        <span>
          점수 <strong data-game-score>{state?.score ?? 0}</strong>
        </span>
        <span>
          최고 점수 <strong data-game-best>{best}</strong>
        </span>
      </p>
      <p className={styles.next}>
        지금: {FISH[state?.current ?? 0]?.name} · 다음: {FISH[state?.next ?? 0]?.name}
      </p>
      <div className={styles.board}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          width={BOARD.width}
          height={BOARD.height}
          data-game-ready={ready ? "true" : "false"}
          onPointerMove={(e) => game.current?.moveTo(toBoardX(e))}
          onPointerDown={(e) => game.current?.moveTo(toBoardX(e))}
          onPointerUp={() => game.current?.drop()}
        >
          물고기를 떨어뜨려 같은 물고기끼리 합치는 게임
        </canvas>
        {state?.over ? (
          <div className={styles.over}>
            <p>게임 끝! {state.score}점</p>
            <button
              type="button"
              className={`${buttons.solid} ${buttons.large}`}
              onClick={() => game.current?.restart()}
            >
              다시 하기
            </button>
          </div>
        ) : null}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={`${buttons.outline} ${buttons.large}`}
          onClick={() => game.current?.move(-30)}
          disabled={!ready}
        >
          ← 왼쪽
        </button>
        <button
          type="button"
          className={`${buttons.solid} ${buttons.large}`}
          onClick={() => game.current?.drop()}
          disabled={!ready}
        >
          떨어뜨리기
        </button>
        <button
          type="button"
          className={`${buttons.outline} ${buttons.large}`}
          onClick={() => game.current?.move(30)}
          disabled={!ready}
        >
          오른쪽 →
        </button>
      </div>
      <p className={styles.help}>키보드: ← → 화살표로 움직이고 스페이스로 떨어뜨려요.</p>
      <p className={styles.help}>
        같은 물고기 두 마리가 닿으면 더 큰 물고기가 돼요. 네온테트라부터 아로와나까지 키워 보세요. 물고기가 빨간 선을
        넘어 쌓이면 게임이 끝나요.
      </p>
    </div>
  );
}
