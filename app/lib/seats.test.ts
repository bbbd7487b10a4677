import { describe, expect, it } from "vitest";
import { hasRoomFor, isFull, seatLabel, seatsLeft } from "./seats";

describe("seat arithmetic", () => {
  it("course pages say 'N seats left', '1 seat left' or 'Full'", () => {
    expect(seatLabel(30, 0)).toBe("30 seats left");
    expect(seatLabel(30, 29)).toBe("1 seat left");
    expect(seatLabel(30, 30)).toBe("Full");
  });

  it("never goes below zero, even when staff lower the seats below what is taken", () => {
    expect(seatsLeft(10, 12)).toBe(0);
    expect(isFull(10, 12)).toBe(true);
    expect(seatLabel(10, 12)).toBe("Full");
  });

  it("one more student fits only while taken + 1 <= seats", () => {
    expect(hasRoomFor(5, 4)).toBe(true);
    expect(hasRoomFor(5, 5)).toBe(false);
    expect(hasRoomFor(0, 0)).toBe(false);
    expect(hasRoomFor(5, 3, 2)).toBe(true);
    expect(hasRoomFor(5, 4, 2)).toBe(false);
  });
});
