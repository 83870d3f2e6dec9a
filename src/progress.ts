// Progress of long work (hots playout, npm run soak, the benchmarks) on standard error, with an
// estimate of the time left: on a terminal one line rewritten in place, elsewhere (a log, a pipe) a
// line every few seconds. Standard output stays for results, so --json output is never mixed with it.

export interface ProgressOptions {
  /** What is counted, e.g. "playout" or "soak". */
  label: string;
  /** How many units ("games") in all. */
  total: number;
  unit: string;
  /** Where lines go; standard error by default. */
  write?: (text: string) => void;
  /** Whether the destination is a terminal (the line is rewritten in place). */
  tty?: boolean;
  /** The least time between two reports, in ms (default: 250 on a terminal, 5000 elsewhere; PROGRESS_INTERVAL_MS overrides). */
  intervalMs?: number;
  now?: () => number;
}

export interface Progress {
  /** `done` units are finished so far. */
  update(done: number): void;
  /** The work is over: a terminal's line is ended. */
  finish(): void;
}

/** "1h 02m", "3m 05s", "42s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${s}s`;
}

/** One report: how far, how fast, and the time left at that rate. */
export function progressLine(label: string, unit: string, done: number, total: number, elapsedSeconds: number): string {
  const rate = elapsedSeconds > 0 ? done / elapsedSeconds : 0;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const left = rate > 0 ? `about ${formatDuration((total - done) / rate)} left` : "time left not known yet";
  return `${label}: ${done}/${total} ${unit} (${percent}%), ${rate.toFixed(1)} ${unit}/s, ${left}`;
}

function defaultInterval(tty: boolean): number {
  const fromEnv = Number(process.env.PROGRESS_INTERVAL_MS);
  if (process.env.PROGRESS_INTERVAL_MS !== undefined && Number.isFinite(fromEnv) && fromEnv >= 0) return fromEnv;
  return tty ? 250 : 5000;
}

export function createProgress(options: ProgressOptions): Progress {
  const tty = options.tty ?? Boolean(process.stderr.isTTY);
  const write = options.write ?? ((text: string) => void process.stderr.write(text));
  const now = options.now ?? (() => performance.now());
  const interval = options.intervalMs ?? defaultInterval(tty);
  const started = now();
  let last = started;
  let shown = false;
  return {
    update(done) {
      const t = now();
      // The last unit is reported only after earlier reports: a short run stays silent.
      if (t - last < interval && !(done >= options.total && shown)) return;
      last = t;
      const line = progressLine(options.label, options.unit, done, options.total, (t - started) / 1000);
      write(tty ? `\r\u001b[2K${line}` : `${line}\n`);
      shown = true;
    },
    finish() {
      if (tty && shown) write("\n");
    },
  };
}
