/**
 * An audit entry's before and after, as a person reads them (issue 27): the fields that changed, by their path
 * (`defaultDelivery.jejuExtraPrice`), each with its old and new value written out. A row written whole (a create,
 * or a call logged by its body) has no before: every field is new. A list is compared as one value.
 */

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

type Flat = Map<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (isRecord(value) && (prefix === "" || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix !== "" || value !== undefined) {
    into.set(prefix || "값", value);
  }
  return into;
}

/** One value as text: strings as they are, anything else as compact JSON; a missing value is null. */
export function auditValueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** The changed fields, in the order the after (then the before) names them. */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const was = before === null || before === undefined ? new Map() : flatten(before, "", new Map());
  const now = after === null || after === undefined ? new Map() : flatten(after, "", new Map());
  const fields = [...new Set([...now.keys(), ...was.keys()])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = auditValueText(was.get(field));
    const next = auditValueText(now.get(field));
    if (old !== next) changes.push({ field, before: old, after: next });
  }
  return changes;
}
