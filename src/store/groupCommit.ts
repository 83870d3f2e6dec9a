// Group commit: writes that arrive together are committed together. better-sqlite3 is
// synchronous and SQLite syncs its log at each commit (synchronous = FULL), so a commit per order
// would hold the event loop for a sync each time; instead the orders submitted in one turn of the
// event loop (and those that come while a batch is being written) go in one transaction, each
// answered only once that transaction has committed.

/** How one job of a batch ended. */
export type Settled<T> = { ok: true; result: T } | { ok: false; error: unknown };

interface Waiting<J, T> {
  job: J;
  resolve(result: T): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<J, T> {
  /** Writes a batch and settles each job, in order; throwing fails the whole batch. */
  write(jobs: J[]): Promise<Settled<T>[]>;
  /** Jobs with the same key never share a batch: the later one waits for the next. */
  key(job: J): string;
  /** The most jobs in one batch. */
  limit: number;
}

export class GroupCommit<J, T> {
  private waiting: Waiting<J, T>[] = [];
  private scheduled = false;
  private writing = false;

  constructor(private readonly options: GroupCommitOptions<J, T>) {}

  submit(job: J): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /** After the current turn of the event loop, so that the requests read in it join the batch. */
  private schedule(): void {
    if (this.scheduled || this.writing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.take();
    this.writing = true;
    let settled: Settled<T>[] | undefined;
    let failure: unknown;
    try {
      settled = await this.options.write(batch.map((w) => w.job));
    } catch (error) {
      failure = error;
    }
    this.writing = false;
    // The jobs that came while this batch was written go to the writer before this batch's
    // answers are sent, so that the next commit and the answering overlap.
    if (this.waiting.length > 0) void this.flush();
    batch.forEach((w, i) => {
      const outcome = settled?.[i] ?? { ok: false, error: failure };
      if (outcome.ok) w.resolve(outcome.result);
      else w.reject(outcome.error);
    });
  }

  /** The next batch: up to `limit` jobs in arrival order, one per key. */
  private take(): Waiting<J, T>[] {
    const batch: Waiting<J, T>[] = [];
    const keys = new Set<string>();
    const later: Waiting<J, T>[] = [];
    for (const w of this.waiting) {
      const key = this.options.key(w.job);
      if (batch.length < this.options.limit && !keys.has(key)) {
        keys.add(key);
        batch.push(w);
      } else later.push(w);
    }
    this.waiting = later;
    return batch;
  }
}
