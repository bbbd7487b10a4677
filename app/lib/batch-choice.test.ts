import { describe, expect, it } from "vitest";
import { chooseBatch, initialCourse, movesMessage, unavailableMessage } from "./batch-choice";

const batch = (id: string, startDate: string, seatsLeft = 10, state = "enrolling" as const) => ({
  id,
  name: `Python Full Stack - ${id}`,
  courseId: "python-full-stack",
  state,
  seatsLeft,
  startDate,
});
const TODAY = "2026-11-24";
// Batch B starts first: the page used to preselect it whatever the student had asked for.
const A = batch("python-a", "2026-12-08");
const B = batch("python-b", "2026-12-01");
const JAVA = { ...batch("java-a", "2026-12-03"), courseId: "java-full-stack" };
const request = { batchId: "python-a", batchName: A.name, courseId: "python-full-stack" };

describe("/paymentpage opens on the batch of the student's pending request or the batch in the link", () => {
  it("with a pending request for Batch A and no link, the course and Batch A are chosen (not the next to start)", () => {
    expect(initialCourse([A, B], { course: null, batch: null }, request)).toBe("python-full-stack");
    expect(chooseBatch([B, A], "python-full-stack", null, request, TODAY)).toEqual({
      batch: A,
      unavailable: null,
      moves: null,
    });
  });

  it("a link naming Batch B wins over the request, and says that paying moves the request", () => {
    expect(initialCourse([A, B], { course: null, batch: "python-b" }, request)).toBe("python-full-stack");
    const choice = chooseBatch([B, A], "python-full-stack", "python-b", request, TODAY);
    expect(choice).toEqual({ batch: B, unavailable: null, moves: A.name });
    expect(movesMessage(A.name, B.name)).toBe(
      `Your request is for ${A.name}. Paying for ${B.name} moves it to ${B.name}.`,
    );
  });

  it("a link naming only the course opens on the requested batch of that course", () => {
    expect(chooseBatch([B, A], "python-full-stack", null, request, TODAY).batch).toBe(A);
  });

  it("without a request or a named batch, the course's next batch to start is chosen", () => {
    expect(chooseBatch([B, A], "python-full-stack", null, null, TODAY).batch).toBe(B);
    // A request for another course says nothing about this one.
    expect(chooseBatch([JAVA, B, A], "java-full-stack", null, request, TODAY)).toEqual({
      batch: JAVA,
      unavailable: null,
      moves: null,
    });
  });

  it("never silently picks another: a full requested batch chooses nothing and says why", () => {
    const full = { ...A, seatsLeft: 0 };
    const choice = chooseBatch([B, full], "python-full-stack", null, request, TODAY);
    expect(choice).toEqual({ batch: undefined, unavailable: A.name, moves: null });
    expect(unavailableMessage(A.name)).toBe(
      `${A.name} cannot be chosen now: it is full or no longer takes students. Please choose another batch.`,
    );
    // A request for a batch no longer listed (finished) is named from the request.
    expect(chooseBatch([B], "python-full-stack", null, request, TODAY).unavailable).toBe(A.name);
  });

  it("a link to a batch that is not open chooses nothing either", () => {
    const choice = chooseBatch([B, A], "python-full-stack", "python-z", null, TODAY);
    expect(choice.batch).toBeUndefined();
    expect(choice.unavailable).toBe("The batch in your link");
  });
});
