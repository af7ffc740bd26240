/** The result's share image (1080×1080 PNG) drawn on a canvas in the browser: the type's tint, fish, name, summary. */
import type { MulbtiType } from "@mulmung/contract/programs";

const SIZE = 1080;

function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (context.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function drawShareImage(type: MulbtiType, url: string): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = type.color;
  context.fillRect(0, 0, SIZE, SIZE);
  context.fillStyle = "#191f28";
  context.textAlign = "center";
  context.font = "600 44px sans-serif";
  context.fillText("나의 물BTI는", SIZE / 2, 220);
  context.font = "800 96px sans-serif";
  context.fillText(type.fish, SIZE / 2, 380);
  context.font = "700 64px sans-serif";
  context.fillText(type.name, SIZE / 2, 480);
  context.font = "400 40px sans-serif";
  wrap(context, type.summary, SIZE - 200).forEach((line, i) => {
    context.fillText(line, SIZE / 2, 600 + i * 56);
  });
  context.font = "600 36px sans-serif";
  context.fillText(`찰떡궁합 ${type.bestMatch.fish} · 앙숙 ${type.worstMatch.fish}`, SIZE / 2, 780);
  context.fillStyle = "#0852b8";
  context.font = "600 34px sans-serif";
  context.fillText(url, SIZE / 2, 960);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}
