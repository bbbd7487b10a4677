import { describe, expect, it } from "vitest";
import { createAdmission } from "./admission.server";

/** A fake event loop: `turn()` runs the callbacks deferred so far (those deferred meanwhile wait). */
function fakeLoop() {
  let clock = 0;
  let deferred: (() => void)[] = [];
  return {
    now: () => clock,
    defer: (callback: () => void) => void deferred.push(callback),
    /** Work that takes `ms` of CPU. */
    work: (ms: number) => (clock += ms),
    turn() {
      const callbacks = deferred;
      deferred = [];
      for (const callback of callbacks) callback();
    },
  };
}

/** Requests that each cost `ms` of CPU on `loop`, and the order they started in. */
function requests<Id>(loop: ReturnType<typeof fakeLoop>, ms: number) {
  const started: Id[] = [];
  return {
    started,
    request: (id: Id) => () => {
      started.push(id);
      loop.work(ms);
    },
  };
}

describe("requests start in arrival order (admission)", () => {
  it("starts every request at once on an idle server", () => {
    const loop = fakeLoop();
    const admission = createAdmission({ budgetMs: 4, now: loop.now, defer: loop.defer });
    const started: number[] = [];
    for (const id of [1, 2, 3]) admission.admit(() => started.push(id));
    expect(started).toEqual([1, 2, 3]);
    expect(admission.waiting).toBe(0);
  });

  it("once a turn has spent its budget, later requests wait for the next turns and start first come, first served", () => {
    const loop = fakeLoop();
    const admission = createAdmission({ budgetMs: 4, now: loop.now, defer: loop.defer });
    // Each request costs 20 ms: one per turn.
    const { started, request } = requests<string>(loop, 20);
    for (const id of ["a", "b", "c", "d"]) admission.admit(request(id));
    expect(started).toEqual(["a"]);
    expect(admission.waiting).toBe(3);

    loop.turn();
    expect(started).toEqual(["a", "b"]);
    // A request that arrives now (the next turn's I/O) waits behind those that came before it.
    admission.admit(request("e"));
    loop.turn();
    expect(started).toEqual(["a", "b", "c"]);
    loop.turn();
    loop.turn();
    loop.turn();
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    expect(admission.waiting).toBe(0);
  });

  it("starts several cheap waiting requests in one turn, up to the budget", () => {
    const loop = fakeLoop();
    const admission = createAdmission({ budgetMs: 4, now: loop.now, defer: loop.defer });
    const { started, request } = requests<number>(loop, 1);
    for (let id = 1; id <= 10; id++) admission.admit(request(id));
    // 1 ms each: four in the first turn's budget (0, 1, 2, 3 ms), the rest wait.
    expect(started).toEqual([1, 2, 3, 4]);
    loop.turn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    loop.turn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("leaves nothing scheduled once the queue is empty", () => {
    const loop = fakeLoop();
    const admission = createAdmission({ budgetMs: 4, now: loop.now, defer: loop.defer });
    admission.admit(() => loop.work(10));
    admission.admit(() => loop.work(10));
    for (let i = 0; i < 5; i++) loop.turn();
    expect(admission.waiting).toBe(0);
    // An idle server starts the next request at once again.
    let ran = false;
    admission.admit(() => (ran = true));
    expect(ran).toBe(true);
  });
});
