// At most MAIL_ANSWERS_PER_HOUR answers to one address in a clock hour (docs/email.md "No loops,
// no floods"): past it, one notice, then silence until the hour ends. A mail past the limit is not
// read at all, so a robot that writes to the judge without saying so (no Auto-Submitted) can cost
// it at most the limit and one notice an hour. The count is kept in the database: a restart does
// not reset it, and servers sharing the database share it.
import type { Store } from "../store/index.js";

const HOUR_MS = 3_600_000;

export type AnswerAllowance =
  /** Read the mail and answer it. */
  | { kind: "answer" }
  /** The first mail past the limit: not read; its sender is told once when answers start again. */
  | { kind: "notice"; until: string }
  /** Not read, not answered. */
  | { kind: "silent" };

/** Counts one more answer to `address` in the current clock hour and says whether it may be sent. */
export async function allowAnswer(store: Store, address: string, limit: number): Promise<AnswerAllowance> {
  const hour = Math.floor(store.now().getTime() / HOUR_MS);
  const count = await store.countMailAnswer(address.trim().toLowerCase(), hour);
  if (count <= limit) return { kind: "answer" };
  if (count === limit + 1) return { kind: "notice", until: new Date((hour + 1) * HOUR_MS).toISOString().replace(/:00\.000Z$/, "Z") };
  return { kind: "silent" };
}
