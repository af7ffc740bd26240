/**
 * Reordering a list by dragging, the mouse's extra beside each row's ↑ / ↓ (a banner list, a product's photos).
 * `source(index, id)` goes on what is dragged, `target(index)` on where it may land (often the same element), and
 * `marks(index)` on the row: `data-dragging` on the one moving, `data-drop` where it would land.
 */
import { type DragEvent, useState } from "react";

export function useDragOrder(move: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const end = () => {
    setDragging(null);
    setDropAt(null);
  };
  return {
    source: (index: number, id: string) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", id);
        setDragging(index);
      },
      onDragEnd: end,
    }),
    target: (index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (dragging === null) return;
        event.preventDefault();
        setDropAt(index);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragging !== null) move(dragging, index);
        end();
      },
    }),
    marks: (index: number) => ({
      "data-dragging": dragging === index ? "true" : undefined,
      "data-drop": dropAt === index && dragging !== index ? "true" : undefined,
    }),
  };
}
