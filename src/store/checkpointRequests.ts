// The order writer's requests to its checkpointer (src/store/sqliteCheckpointerThread.ts), over a
// port between the two threads: at most one in flight, and one asked for meanwhile is sent when it
// is answered, so that a checkpoint always follows the last commits asked about.

export const CHECKPOINT = "checkpoint";
export const CHECKPOINTED = "checkpointed";

/** What the writer's side needs of a MessagePort (a test gives a stand-in). */
export interface CheckpointPort {
  postMessage(message: unknown): void;
  on(event: "message", listener: (message: unknown) => void): unknown;
  on(event: "close", listener: () => void): unknown;
}

export class CheckpointRequests {
  private inFlight = false;
  private wanted = false;
  private closed = false;

  /** `onLost`: called once the checkpointer is gone (any checkpoint asked for may not have been made). */
  constructor(
    private readonly port: CheckpointPort,
    private readonly onLost: () => void = () => undefined,
  ) {
    port.on("message", (message) => {
      if (message !== CHECKPOINTED) return;
      this.inFlight = false;
      if (this.wanted) {
        this.wanted = false;
        this.request();
      }
    });
    port.on("close", () => this.lost());
  }

  /**
   * The checkpointer's thread ended (it failed to open the file, or died): its port closed, or the
   * server's thread, which saw the thread exit, says so. The writer checkpoints itself from then on.
   */
  lost(): void {
    if (this.closed) return;
    this.closed = true;
    this.onLost();
  }

  /** Whether a checkpointer is there to ask. */
  get open(): boolean {
    return !this.closed;
  }

  /** Asks for a checkpoint of everything committed so far. */
  request(): void {
    if (this.closed) return;
    if (this.inFlight) {
      this.wanted = true;
      return;
    }
    this.inFlight = true;
    this.port.postMessage(CHECKPOINT);
  }
}
