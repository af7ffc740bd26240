/**
 * The one rule every free-text input follows: no C0 control characters except tab, line feed and carriage
 * return. PostgreSQL refuses U+0000 in text outright (a 500 before this rule), and the other controls are never
 * typed by people. The server applies it to every schema-checked query, path parameter and body before zod
 * parses them (apps/server/src/http/validation.ts), so no schema has to remember it.
 */

export const FORBIDDEN_CHARACTER_MESSAGE = "허용되지 않는 문자가 포함되어 있습니다.";

/** U+0000–U+001F without \t (U+0009), \n (U+000A) and \r (U+000D). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/** A value met on the walk, linked to its parent so a path is built only for the one offending string. */
interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step | null, last?: string): (string | number)[] {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let at = step; at !== null && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) in `value` holding a forbidden character, e.g.
 * `["items", 2, "title"]`, or null when there is none. Walks any JSON-like value in linear time without
 * recursion, so a deeply nested body can neither overflow the stack nor make the walk slow.
 */
export function findForbiddenCharacter(value: unknown): (string | number)[] | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const current = step.value;
    if (typeof current === "string") {
      if (hasForbiddenCharacter(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: step });
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (hasForbiddenCharacter(key)) return pathOf(step, key);
        stack.push({ value: child, key, parent: step });
      }
    }
  }
  return null;
}
