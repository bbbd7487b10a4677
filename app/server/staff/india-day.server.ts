/** India's calendar day of an instant ("2026-11-24"): IST is UTC+05:30 all year, no daylight saving. */
export function istDay(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The day `n` days after (or before, when negative) an ISO day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
