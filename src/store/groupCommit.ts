// Group commit: writes that arrive together are committed together. SQLite syncs its log at each
// commit (synchronous = FULL), and so does PostgreSQL, so a commit per order would pay a sync each
// time; instead the orders submitted in one turn of the event loop (and those that come while a
// batch is being written) go in one transaction, each answered only once that transaction has
// committed. (SQLite's writer thread joins the batches queued for it itself: there each batch is
// sent at once, see `send`.)
//
// Up to `inFlight` batches may be written at once: the next batch goes to the writer without
// waiting for the last one's answer, so the server and the writer work side by side instead of
// taking turns. A job whose key is in a batch still being written waits for that batch's answer,
// so one game's orders are always written one after the other.

/** How one job of a batch ended. */
export type Settled<T> = { ok: true; result: T } | { ok: false; error: unknown };

interface Waiting<J, T> {
  job: J;
  key: string;
  resolve(result: T): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<J, T> {
  /** Writes a batch and settles each job, in order; throwing fails the whole batch. */
  write(jobs: J[]): Promise<Settled<T>[]>;
  /** Jobs with the same key never share a batch, nor are written at once: the later one waits. */
  key(job: J): string;
  /** The most jobs in one batch. */
  limit: number;
  /** The most batches being written at once (1 when not given). */
  inFlight?: number;
  /**
   * When a batch goes to the writer: "after-turn" (when not given) once the current turn of the
   * event loop is over, so that the requests read in it share the batch; "at-once" as soon as the
   * submitting code yields (a microtask later), for a writer that itself joins what queued up while
   * it was committing (src/store/writerQueue.ts). Then the writer starts on the first order read
   * instead of idling while the server works through the rest of the turn's requests.
   */
  send?: "after-turn" | "at-once";
}

export class GroupCommit<J, T> {
  private waiting: Waiting<J, T>[] = [];
  private scheduled = false;
  private writing = 0;
  /** The keys of the batches being written. */
  private readonly busyKeys = new Set<string>();
  private readonly inFlight: number;

  constructor(private readonly options: GroupCommitOptions<J, T>) {
    this.inFlight = Math.max(1, options.inFlight ?? 1);
  }

  submit(job: J): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ job, key: this.options.key(job), resolve, reject });
      this.schedule();
    });
  }

  /** Sends what is waiting after the current turn of the event loop, or at once (`send`). */
  private schedule(): void {
    if (this.scheduled || this.writing >= this.inFlight) return;
    this.scheduled = true;
    const start = (): void => {
      this.scheduled = false;
      this.startBatches();
    };
    if (this.options.send === "at-once") queueMicrotask(start);
    else setImmediate(start);
  }

  private startBatches(): void {
    while (this.writing < this.inFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      void this.flush(batch);
    }
  }

  private async flush(batch: Waiting<J, T>[]): Promise<void> {
    this.writing += 1;
    for (const w of batch) this.busyKeys.add(w.key);
    let settled: Settled<T>[] | undefined;
    let failure: unknown;
    try {
      settled = await this.options.write(batch.map((w) => w.job));
    } catch (error) {
      failure = error;
    }
    this.writing -= 1;
    for (const w of batch) this.busyKeys.delete(w.key);
    // The jobs that came while this batch was written go to the writer before this batch's
    // answers are sent, so that the next commit and the answering overlap.
    this.startBatches();
    batch.forEach((w, i) => {
      const outcome = settled?.[i] ?? { ok: false, error: failure };
      if (outcome.ok) w.resolve(outcome.result);
      else w.reject(outcome.error);
    });
  }

  /** The next batch: up to `limit` jobs in arrival order, one per key, none whose key is being written. */
  private take(): Waiting<J, T>[] {
    const batch: Waiting<J, T>[] = [];
    const keys = new Set<string>();
    const later: Waiting<J, T>[] = [];
    for (const w of this.waiting) {
      if (batch.length < this.options.limit && !keys.has(w.key) && !this.busyKeys.has(w.key)) {
        keys.add(w.key);
        batch.push(w);
      } else later.push(w);
    }
    this.waiting = later;
    return batch;
  }
}
