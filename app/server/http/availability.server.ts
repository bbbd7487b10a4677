import { logger } from "../logger.server";

export interface AvailabilityOptions {
  /** Resolves true when the database answers (client.server.ts: databaseIsHealthy). */
  probe: () => Promise<boolean>;
  /** Heartbeat while the database is up: notices an outage even when no request fails. */
  upIntervalMs?: number;
  /** Re-probe interval while it is down: how fast pages come back after it returns. */
  downIntervalMs?: number;
  /** A probe that hangs (a dead network path) counts as down after this long. */
  probeTimeoutMs?: number;
}

/**
 * Whether the database is reachable, as the server sees it. While it is down,
 * server.ts answers pages with a friendly 503 instead of running loaders that
 * would fail one by one; a background probe notices when it is back, so the
 * process recovers without a restart (docs/decisions/081-resilience.md).
 */
export class DatabaseAvailability {
  private down = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | undefined;
  private stopped = true;
  private readonly upIntervalMs: number;
  private readonly downIntervalMs: number;
  private readonly probeTimeoutMs: number;

  constructor(private readonly opts: AvailabilityOptions) {
    this.upIntervalMs = opts.upIntervalMs ?? 5_000;
    this.downIntervalMs = opts.downIntervalMs ?? 1_000;
    this.probeTimeoutMs = opts.probeTimeoutMs ?? 2_000;
  }

  isDown() {
    return this.down;
  }

  /** Starts the heartbeat (the timer never keeps the process alive). */
  start() {
    this.stopped = false;
    this.schedule();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Probes now (concurrent callers share one probe) and returns whether the database is up. */
  check(): Promise<boolean> {
    this.inFlight ??= this.probeWithTimeout().then((up) => {
      this.inFlight = undefined;
      this.record(up);
      return up;
    });
    return this.inFlight;
  }

  private async probeWithTimeout(): Promise<boolean> {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => resolve(false), this.probeTimeoutMs);
    });
    try {
      return await Promise.race([this.opts.probe().catch(() => false), timedOut]);
    } finally {
      clearTimeout(timeout);
    }
  }

  private record(up: boolean) {
    if (up && this.down) logger.info("database reachable again: serving pages");
    if (!up && !this.down) logger.error("database unreachable: answering pages with 503 until it returns");
    const changed = this.down === up;
    this.down = !up;
    if (changed && !this.stopped) this.schedule();
  }

  private schedule() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        void this.check().finally(() => {
          if (!this.stopped) this.schedule();
        });
      },
      this.down ? this.downIntervalMs : this.upIntervalMs,
    );
    this.timer.unref?.();
  }
}
