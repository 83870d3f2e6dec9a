// Standing battle orders (issue 8, item 5): a side sets them (PUT /games/{id}/policy, or POLICY by
// mail), sees them in its view, and from then on they answer its battle decisions as soon as
// they are asked. Each answer is applied and recorded as the order it produced, so records replay
// unchanged; a decision they cannot answer legally is left to the player.
import { formatOrder } from "../orders/index.js";
import { nextPolicyAnswer } from "../policies/answer.js";
import { policySchema, type BattlePolicy } from "../policies/policy.js";
import { parsePolicy, PolicySyntaxError } from "../policies/text.js";
import { enemyOf, type Side } from "../rules/sides.js";
import { isStoreError, type JsonValue, type Store } from "../store/index.js";
import { orderingSide, type Caller } from "./auth.js";
import { storedClock } from "./deadlines/stored.js";
import { stored, type DeadlineEvent } from "./deadlines/events.js";
import { fail, ok, type Result } from "./errors.js";
import { HeldMail } from "./heldMail.js";
import { loadGame, type LoadedGame } from "./game.js";
import { requestHash } from "./orderInput.js";
import { attempt } from "./submit.js";
import { noSuchGame } from "./view.js";
import type { GameMailer } from "./mailer.js";

export type PolicyInput = { policy: unknown } | { text: string } | null;

export interface PolicyStatus {
  version: number;
  policy: BattlePolicy | null;
}

function readPolicy(input: PolicyInput): Result<BattlePolicy | null> {
  if (input === null) return ok(null);
  if ("text" in input) {
    try {
      return ok(parsePolicy(input.text));
    } catch (error) {
      if (error instanceof PolicySyntaxError) return fail({ code: "bad-request", detail: `policy: ${error.message}` });
      throw error;
    }
  }
  const parsed = policySchema.safeParse(input.policy);
  if (!parsed.success) return fail({ code: "bad-request", detail: `policy: ${parsed.error.issues[0]?.message ?? "invalid"}` });
  return ok(parsed.data);
}

const ATTEMPTS = 5;

/** Sets (or, with null, clears) the caller's side's standing orders, then lets them answer. */
export async function setPolicy(store: Store, caller: Caller, input: PolicyInput, mailer?: GameMailer): Promise<Result<PolicyStatus>> {
  const side = orderingSide(caller);
  if (!side.ok) return side;
  const policy = readPolicy(input);
  if (!policy.ok) return policy;
  for (let tries = 1; ; tries++) {
    const game = await loadGame(store, caller.gameId);
    if (game === null) return noSuchGame(caller.gameId);
    const policies: Partial<Record<Side, BattlePolicy>> = { ...game.policies };
    if (policy.value === null) delete policies[side.value];
    else policies[side.value] = policy.value;
    // The other side learns nothing of it, not even that it exists.
    const events: DeadlineEvent[] = [{ type: "policy-set", side: side.value, cleared: policy.value === null, secret: { from: enemyOf(side.value) } }];
    try {
      const { version } = await store.updateClock({
        gameId: game.id,
        expectedVersion: game.version,
        ...storedClock(game.clock ?? null),
        policies: policies as unknown as JsonValue,
        events: stored(events),
      });
      await applyPolicies(store, game.id, mailer);
      return ok({ version, policy: policy.value });
    } catch (error) {
      if (!isStoreError(error, "stale-version") || tries >= ATTEMPTS) throw error;
    }
  }
}

export const hasPolicies = (game: LoadedGame): boolean => Object.keys(game.policies ?? {}).length > 0;

/** Bounds the answers given in one go; a battle phase needs far fewer. */
const MAX_ANSWERS = 500;

/**
 * Answers every pending decision the sides' standing orders can answer, one after the other, until
 * a decision is left to a player. Returns how many orders the policies gave. The mail of the steps
 * is held (src/games/heldMail.ts): each side gets one mail for the whole adjudication, `held`
 * carrying over what the order that started it told.
 */
export async function applyPolicies(store: Store, gameId: string, mailer?: GameMailer, held: HeldMail = new HeldMail()): Promise<number> {
  let given = 0;
  for (let i = 0; i < MAX_ANSWERS; i++) {
    const game = await loadGame(store, gameId);
    if (!game || game.state === null || game.status === "over" || !game.policies) break;
    const next = nextPolicyAnswer(game.state, game.policies);
    if (next === null) break;
    const { decision: d, order } = next;
    const text = formatOrder(order);
    const told: DeadlineEvent = { type: "policy-answer", side: d.side, kind: d.kind, order: text, secret: { from: enemyOf(d.side) } };
    const outcome = await attempt(store, game, d.side, order, text, null, requestHash(d.side, order), { events: stored([told]) }, mailer, held);
    // Lost to another order: look again at the new state.
    if (outcome === "lost-race") continue;
    if (!outcome.ok) throw new Error(`game ${gameId}: the standing orders' answer "${text}" was refused: ${outcome.error.detail}`);
    given++;
  }
  await sendHeld(store, gameId, held, mailer);
  return given;
}

/**
 * Mail held for a step whose next answer never came (another order took the game first): what it
 * told is mailed now, with the game as it is, rather than lost.
 */
async function sendHeld(store: Store, gameId: string, held: HeldMail, mailer?: GameMailer): Promise<void> {
  if (held.told.length === 0 || !mailer?.told) return;
  const game = await loadGame(store, gameId);
  if (!game || game.state === null) return;
  const mails = await mailer.told({ store, game, events: held.told });
  held.settle(false, []);
  if (mails.length > 0) await store.enqueueMail(gameId, mails);
}
