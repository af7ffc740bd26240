/**
 * Korean validation messages for every zod schema whose own message is not given: zod's Korean locale, with
 * a missing field said plainly. Imported once for its effect by the server (app.ts); the browser bundle does not load zod.
 */
import { z } from "zod";

z.config(z.locales.ko());
z.config({
  customError: (issue) =>
    issue.code === "invalid_type" && issue.input === undefined ? "필수 입력 항목입니다" : undefined,
});
