import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { hydrateLater } from "./hydrate-later.tsx";

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let text = "";
  for await (const chunk of prelude) text += String(chunk);
  return text;
}

describe("parts that hydrate later", () => {
  it("are in the server's HTML with the page, inside the boundary the browser hydrates", async () => {
    // The code arrives after the render has started: the server waits for it rather than leaving the part out.
    const Later = hydrateLater(
      () =>
        new Promise<(props: { name: string }) => ReactElement>((resolve) =>
          setTimeout(() => resolve(({ name }) => <p>{`${name} 리뷰`}</p>), 10),
        ),
    );
    await expect(html(<Later name="구피" />)).resolves.toBe("<!--$--><p>구피 리뷰</p><!--/$-->");
  });
});
