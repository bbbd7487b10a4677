/**
 * Seat arithmetic for batches (PRODUCT.md decision 12: a batch is never
 * over-filled). "Taken" counts active and completed enrolments plus verified
 * orders not yet attached to an account; the server counts them under a lock.
 */

/** Seats still free (never negative, even if staff lowered the seats below what is taken). */
export function seatsLeft(seats: number, taken: number): number {
  return Math.max(0, seats - taken);
}

export function isFull(seats: number, taken: number): boolean {
  return seatsLeft(seats, taken) === 0;
}

/** One more student fits. */
export function hasRoomFor(seats: number, taken: number, joining = 1): boolean {
  return taken + joining <= seats;
}

/** What course pages print: "12 seats left", "1 seat left" or "Full". */
export function seatLabel(seats: number, taken: number): string {
  const left = seatsLeft(seats, taken);
  if (left === 0) return "Full";
  return left === 1 ? "1 seat left" : `${left} seats left`;
}
