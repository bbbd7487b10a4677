/**
 * What a staff edit changed, for the save and its audit entry: the fields
 * whose value differs (compared as JSON, so arrays and dates compare by
 * value) and each one's old and new value.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  next: Partial<T>,
): (keyof T & string)[] {
  return (Object.keys(next) as (keyof T & string)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
  );
}

export function changeDetails<T extends Record<string, unknown>>(
  before: T,
  next: Partial<T>,
  fields: readonly (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(fields.map((key) => [key, { from: before[key], to: next[key] }]));
}
