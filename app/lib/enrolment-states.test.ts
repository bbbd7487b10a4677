import { describe, expect, it } from "vitest";
import { ENROLMENT_STATES, grantsAccess, holdsSeat, nextEnrolmentState, takesSeat } from "./enrolment-states";

describe("the enrolment state machine (PRODUCT.md decision 12)", () => {
  it("signup's pending request becomes active when staff verify a payment or enrol by hand", () => {
    expect(nextEnrolmentState("pending", "pay")).toBe("active");
    expect(nextEnrolmentState("pending", "enrol")).toBe("active");
  });

  it("staff withdraw a pending or active enrolment; a withdrawn student may ask or pay again", () => {
    expect(nextEnrolmentState("pending", "withdraw")).toBe("withdrawn");
    expect(nextEnrolmentState("active", "withdraw")).toBe("withdrawn");
    expect(nextEnrolmentState("withdrawn", "request")).toBe("pending");
    expect(nextEnrolmentState("withdrawn", "pay")).toBe("active");
  });

  it("only an active enrolment completes with its batch; completed is final", () => {
    expect(nextEnrolmentState("active", "complete")).toBe("completed");
    expect(nextEnrolmentState("pending", "complete")).toBeNull();
    expect(nextEnrolmentState("completed", "withdraw")).toBeNull();
    expect(nextEnrolmentState("completed", "pay")).toBe("completed");
  });

  it("asking again or paying twice never demotes an active enrolment", () => {
    expect(nextEnrolmentState("active", "request")).toBe("active");
    expect(nextEnrolmentState("active", "pay")).toBe("active");
    expect(nextEnrolmentState("withdrawn", "withdraw")).toBeNull();
  });

  it("'Only an active enrolment shows live-class and exam links, materials and calendar events'", () => {
    expect(ENROLMENT_STATES.filter(grantsAccess)).toEqual(["active"]);
  });

  it("active and completed enrolments hold a seat; taking one is checked only when it is new", () => {
    expect(ENROLMENT_STATES.filter(holdsSeat)).toEqual(["active", "completed"]);
    expect(takesSeat(null, "active")).toBe(true);
    expect(takesSeat("pending", "active")).toBe(true);
    expect(takesSeat("withdrawn", "active")).toBe(true);
    expect(takesSeat("active", "active")).toBe(false);
    expect(takesSeat(null, "pending")).toBe(false);
  });
});
