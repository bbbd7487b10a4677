import { afterEach, describe, expect, it } from "vitest";
import { DatabaseAvailability } from "./availability.server";

const monitors: DatabaseAvailability[] = [];
function monitor(
  probe: () => Promise<boolean>,
  opts: Partial<ConstructorParameters<typeof DatabaseAvailability>[0]> = {},
) {
  const m = new DatabaseAvailability({
    probe,
    upIntervalMs: 20,
    downIntervalMs: 10,
    probeTimeoutMs: 50,
    ...opts,
  });
  monitors.push(m);
  return m;
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean, ms = 2_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("condition not reached");
    await wait(5);
  }
}

afterEach(() => {
  for (const m of monitors.splice(0)) m.stop();
});

describe("DatabaseAvailability", () => {
  it("starts up, goes down when a probe fails and up again when one succeeds", async () => {
    let up = true;
    const m = monitor(async () => up);
    expect(m.isDown()).toBe(false);
    up = false;
    expect(await m.check()).toBe(false);
    expect(m.isDown()).toBe(true);
    up = true;
    expect(await m.check()).toBe(true);
    expect(m.isDown()).toBe(false);
  });

  it("counts a probe that throws as down", async () => {
    const m = monitor(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    });
    expect(await m.check()).toBe(false);
    expect(m.isDown()).toBe(true);
  });

  it("counts a probe that hangs as down after the probe timeout", async () => {
    const m = monitor(() => new Promise<boolean>(() => {}), { probeTimeoutMs: 30 });
    const started = Date.now();
    expect(await m.check()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("shares one probe between concurrent checks", async () => {
    let calls = 0;
    const m = monitor(async () => {
      calls += 1;
      await wait(20);
      return true;
    });
    await Promise.all([m.check(), m.check(), m.check()]);
    expect(calls).toBe(1);
  });

  it("notices an outage and the recovery by itself (heartbeat), without any request", async () => {
    let up = true;
    const m = monitor(async () => up);
    m.start();
    up = false;
    await until(() => m.isDown());
    up = true;
    await until(() => !m.isDown());
  });
});
