/** A list this device keeps as JSON in a Storage (histories): what is readable of it, never an exception. */
export function readStoredList<T>(storage: Storage, key: string, isEntry: (value: unknown) => value is T): T[] {
  try {
    const value = JSON.parse(storage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** An object entry whose `id` is a number (the shape every entry of a view history starts with). */
export function hasNumberId(value: unknown): value is { id: number } {
  return typeof value === "object" && value !== null && typeof (value as { id: unknown }).id === "number";
}
