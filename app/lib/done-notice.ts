/*
 * After a change, a staff page redirects to itself with `?done=<what>` and shows
 * that notice. The parameter is typed by anyone, so only the table's own keys
 * count: `"toString" in table` and `table["__proto__"]` are true of every object
 * (the page answered 500 trying to send a function or a prototype).
 */

/** The key of `notices` that `?done=` names, or null. */
export function doneKey<T extends object>(notices: T, done: string | null): keyof T | null {
  return done !== null && Object.hasOwn(notices, done) ? (done as keyof T) : null;
}

/** The notice that `?done=` names, or null. */
export function doneNotice<T extends Record<string, string>>(
  notices: T,
  done: string | null,
): T[keyof T] | null {
  const key = doneKey(notices, done);
  return key === null ? null : notices[key];
}
