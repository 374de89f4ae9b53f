// The QPS chart's loading (spec 4): the last 6 hours in 5-minute steps, then every 5 minutes only the latest
// 5 minutes, appended while the oldest points leave the window (the time axis shifts). The timer stops while
// the page is hidden and when the chart is left; on return the gap is loaded the same way.
export const QPS_WINDOW_MS = 6 * 3_600_000;
export const QPS_STEP_MS = 5 * 60_000;
export const QPS_POLL_MS = 300_000;

export interface Point {
  x: number;
  y: number;
}

export interface QpsPollerOptions {
  /** Loads the points of [start, end) (ISO times), 5-minute steps. */
  load: (startTime: string, endTime: string) => Promise<Point[]>;
  /** Called with the whole window after each load. */
  onPoints: (points: Point[]) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
}

export interface QpsPoller {
  /** Stops the timer (page hidden); `resume` loads what was missed and starts it again. */
  pause(): void;
  resume(): void;
  /** Stops for good (chart left). */
  stop(): void;
}

export function startQpsPoller({ load, onPoints, onError, now = Date.now }: QpsPollerOptions): QpsPoller {
  let points: Point[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let paused = false;
  let generation = 0;

  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = stopped || paused ? null : setTimeout(() => void tick(), QPS_POLL_MS);
  };

  const merge = (fresh: Point[], at: number) => {
    const byTime = new Map(points.map((p) => [p.x, p]));
    for (const p of fresh) byTime.set(p.x, p);
    const from = at - QPS_WINDOW_MS;
    points = [...byTime.values()].filter((p) => p.x + QPS_STEP_MS > from).sort((a, b) => a.x - b.x);
  };

  const tick = async () => {
    const mine = ++generation;
    const at = now();
    // First load: the whole window from a 5-minute boundary; then from the last point (its step may have been
    // partial when it was loaded), which is the latest 5 minutes when the timer kept time.
    const last = points.at(-1);
    const start = last ? last.x : Math.floor((at - QPS_WINDOW_MS) / QPS_STEP_MS) * QPS_STEP_MS;
    try {
      const fresh = await load(new Date(start).toISOString(), new Date(at).toISOString());
      if (stopped || mine !== generation) return;
      merge(fresh, at);
      onPoints(points);
    } catch (error) {
      if (!stopped) onError?.(error);
    }
    schedule();
  };

  void tick();
  return {
    pause() {
      paused = true;
      generation++;
      schedule();
    },
    resume() {
      if (stopped || !paused) return;
      paused = false;
      void tick();
    },
    stop() {
      stopped = true;
      generation++;
      schedule();
    },
  };
}
