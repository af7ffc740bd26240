/**
 * The validator every route schema compiles with: the contract's text rule (no control characters, see
 * packages/contract/src/text.ts) over the whole query, path parameters or body first, then the route's zod schema.
 * A failure of either is the same 400 VALIDATION answer naming the field (error-handler.ts).
 */

import { FORBIDDEN_CHARACTER_MESSAGE, findForbiddenCharacter } from "@mulmung/contract/text";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";

/** The marker fastify-type-provider-zod puts on its validation issues, so the error handler treats both alike. */
const ZOD_VALIDATION_ISSUE = Symbol.for("ZodFastifySchemaValidationError");

export const validateWithTextRule: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const path = findForbiddenCharacter(data);
    if (path === null) return validate(data);
    const pointer = `/${path.join("/")}`;
    return {
      error: [
        {
          [ZOD_VALIDATION_ISSUE]: true,
          keyword: "custom",
          instancePath: pointer,
          schemaPath: `#${pointer}/custom`,
          message: FORBIDDEN_CHARACTER_MESSAGE,
          params: {},
        },
      ],
    } as unknown as { error: Error };
  };
};
