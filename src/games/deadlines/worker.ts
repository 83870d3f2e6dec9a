// The deadline worker (issue 8, items 2-4): one loop per server process claims the games whose
// clock is due and, for each, sends the reminders due or applies the default order of an expired
// decision. A default is written like any order, as a compare-and-set on the game's version: of
// two servers (or a server and a player's order) only one applies, and an order that lost to a
// default is told so (src/games/submit.ts).
import { formatOrder } from "../../orders/index.js";
import { defaultOrder } from "../../rules/defaults.js";
import { pendingDecisions } from "../../rules/engine.js";
import type { Order } from "../../rules/orders.js";
import { isStoreError, type Store } from "../../store/index.js";
import { loadGame, type LoadedGame } from "../game.js";
import { requestHash } from "../orderInput.js";
import { HeldMail } from "../heldMail.js";
import { applyPolicies, hasPolicies } from "../policies.js";
import { attempt } from "../submit.js";
import { isoWithOffset } from "./calendar.js";
import { dueAction, reminded } from "./clock.js";
import { defaultEvent, reminderEvent, stored, type DeadlineEvent } from "./events.js";
import { storedClock } from "./stored.js";
import type { Side } from "../../rules/sides.js";
import type { GameMailer } from "../mailer.js";

export interface DeadlineRun {
  reminders: number;
  defaults: number;
  resignations: number;
}

/** Enough for every decision of a game at once (both card plays, say), bounded against a bug looping. */
const MAX_STEPS_PER_GAME = 20;

type Step = "reminder" | "default" | "resignation" | "lost-race" | "done";

async function remind(store: Store, game: LoadedGame, mailer?: GameMailer): Promise<Step> {
  const clock = game.clock;
  if (!clock?.period) return "done";
  const deadline = isoWithOffset(clock.period.dueAt, clock.settings.timeZone);
  const kind = clock.period.kind;
  const events = clock.period.waiting.map((side) => reminderEvent(side, kind, deadline));
  const next = reminded(clock);
  const sides = clock.period.waiting;
  const mail = mailer?.reminder ? mailer.reminder({ store, game, clock: next, sides, emails: await seatEmails(store, game.id) }) : [];
  try {
    await store.updateClock({ gameId: game.id, expectedVersion: game.version, ...storedClock(next), events: stored(events), mail });
    return "reminder";
  } catch (error) {
    if (isStoreError(error, "stale-version")) return "lost-race";
    throw error;
  }
}

async function seatEmails(store: Store, gameId: string): Promise<Partial<Record<Side, string>>> {
  const emails: Partial<Record<Side, string>> = {};
  for (const seat of await store.listSeats(gameId)) if ((seat.role === "england" || seat.role === "scotland") && seat.email) emails[seat.role] = seat.email;
  return emails;
}

async function applyDefault(store: Store, game: LoadedGame, dueAt: number, mailer?: GameMailer): Promise<Step> {
  const clock = game.clock;
  const decision = pendingDecisions(game.state).find((d) => clock?.period?.waiting.includes(d.side));
  if (!clock || !decision) return "done";
  const side = decision.side;
  const missed = clock.missed[side] + 1;
  const limit = clock.settings.missedLimit;
  const deadline = isoWithOffset(dueAt, clock.settings.timeZone);
  // Item 3: the N-th missed deadline in a row is a resignation, recorded as the side's order.
  const resigns = missed >= limit;
  const order: Order = resigns ? { type: "resign" } : defaultOrder(game.state, decision);
  const text = formatOrder(order);
  const events: DeadlineEvent[] = resigns
    ? [{ type: "deadline-resignation", side, missed, deadline }]
    : [defaultEvent(side, decision.kind, deadline, text, missed)];
  if (!resigns && missed === limit - 1) events.push({ type: "deadline-warning", side, missed, limit });
  const held = new HeldMail();
  const outcome = await attempt(store, game, side, order, text, null, requestHash(side, order), { deadline: new Date(dueAt), events: stored(events) }, mailer, held);
  if (outcome === "lost-race") return "lost-race";
  if (!outcome.ok) throw new Error(`game ${game.id}: the default "${text}" for ${decision.kind} was refused: ${outcome.error.detail}`);
  if (hasPolicies(game)) await applyPolicies(store, game.id, mailer, held);
  return resigns ? "resignation" : "default";
}

async function step(store: Store, gameId: string, mailer?: GameMailer): Promise<Step> {
  const game = await loadGame(store, gameId);
  if (!game || game.state === null || game.status === "over") return "done";
  const due = dueAction(game.clock ?? null, store.now().getTime());
  if (due === null) return "done";
  return due.type === "reminder" ? remind(store, game, mailer) : applyDefault(store, game, due.dueAt, mailer);
}

/** Everything due in one game now: reminders, then defaults one decision at a time. */
async function processGame(store: Store, gameId: string, run: DeadlineRun, mailer?: GameMailer): Promise<void> {
  try {
    for (let i = 0; i < MAX_STEPS_PER_GAME; i++) {
      const done = await step(store, gameId, mailer);
      if (done === "done") return;
      if (done === "reminder") run.reminders++;
      if (done === "default") run.defaults++;
      if (done === "resignation") run.resignations++;
    }
  } finally {
    await store.releaseGame(gameId);
  }
}

/** One pass of the worker: claims due games and handles them. Tests call it after moving the clock. */
/** With a mailer (src/mail), reminders, defaults and policy answers are mailed in the same transaction. */
export async function runDueDeadlines(store: Store, options: { limit?: number; mailer?: GameMailer } = {}): Promise<DeadlineRun> {
  const run: DeadlineRun = { reminders: 0, defaults: 0, resignations: 0 };
  // A game still due after its turn (a step bound reached) waits for the next pass.
  const seen = new Set<string>();
  for (;;) {
    const claimed = await store.claimDueGames({ limit: options.limit ?? 10 });
    const fresh = claimed.filter((id) => !seen.has(id));
    for (const id of claimed) if (seen.has(id)) await store.releaseGame(id);
    if (fresh.length === 0) return run;
    for (const id of fresh) {
      seen.add(id);
      await processGame(store, id, run, options.mailer);
    }
  }
}

export interface DeadlineWorker {
  stop(): Promise<void>;
}

/** The loop of `hots serve`: a pass every `intervalMs`, never two at once; errors are logged. */
export function startDeadlineWorker(store: Store, options: { intervalMs: number; onError: (error: unknown) => void; mailer?: GameMailer }): DeadlineWorker {
  let running: Promise<void> | null = null;
  const tick = (): void => {
    if (running) return;
    running = runDueDeadlines(store, options.mailer ? { mailer: options.mailer } : {})
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
