// Creating a game: commit to a fresh dice seed, set the game up, hand out one token per role.
import { randomBytes } from "node:crypto";
import { commitmentOf, createCommittedSource, generateSeed, seedToHex } from "../dice/index.js";
import { stateHash } from "../records/index.js";
import { SCENARIOS, type ScenarioId } from "../rules/data/index.js";
import { newGame, pendingDecisions } from "../rules/engine.js";
import type { Bid } from "../rules/setup.js";
import type { Side } from "../rules/sides.js";
import type { OptionId } from "../rules/state.js";
import type { JsonValue, NewSeat, Store } from "../store/index.js";
import type { Viewer } from "../views/index.js";
import { newClock } from "./deadlines/clock.js";
import { deadlineSettingsSchema, type DeadlineSettingsInput } from "./deadlines/settings.js";
import { storedClock } from "./deadlines/stored.js";
import { storedDice, storedEvents } from "./effects.js";
import { fail, ok, type Result } from "./errors.js";
import { metaToJson, statusOf, type GameMeta, type Nonces } from "./game.js";
import { hashToken, newToken } from "./tokens.js";

export interface CreateGameInput {
  scenario: ScenarioId;
  options?: OptionId[];
  /** Q11: the Campaign's last year; only for the Campaign. */
  campaignEndYear?: number | null;
  /** TB-1: player A's bid, then player B's. */
  bids?: [Bid, Bid];
  emails?: Partial<Record<Side, string>>;
  /** Each side's contribution to the dice stream (docs/dice.md). */
  nonces?: Partial<Record<Side, string>>;
  /** Deadlines (docs/deadlines.md): absent or null for a game without them; {} for the defaults. */
  deadlines?: DeadlineSettingsInput | null;
}

export interface CreatedGame {
  gameId: string;
  version: number;
  commitment: string;
  /** Shown once: only their hashes are kept. */
  tokens: Record<Viewer, string>;
  /** TB-3: which side each player plays, when they bid. */
  players: { a: Side; b: Side } | null;
}

const ROLES: readonly Viewer[] = ["england", "scotland", "referee", "observer"];

/** docs/dice.md: nonces are hashed as UTF-8, so they must be well-formed Unicode. */
function wellFormed(text: string): boolean {
  return !/\p{Surrogate}/u.test(text);
}

function checkInput(input: CreateGameInput): string | null {
  const { campaignEndYear } = input;
  if (campaignEndYear !== undefined && campaignEndYear !== null) {
    if (input.scenario !== "campaign") return "campaignEndYear applies only to the campaign scenario (Q11)";
    if (campaignEndYear < SCENARIOS.campaign.firstYear) return `campaignEndYear must be ${SCENARIOS.campaign.firstYear} or later`;
  }
  for (const nonce of Object.values(input.nonces ?? {})) {
    if (!wellFormed(nonce)) return "a nonce must be well-formed Unicode (no lone surrogates)";
  }
  return null;
}

export async function createGame(store: Store, input: CreateGameInput): Promise<Result<CreatedGame>> {
  const problem = checkInput(input);
  if (problem) return fail({ code: "bad-request", detail: problem });

  const gameId = randomBytes(9).toString("base64url");
  const seed = generateSeed();
  const nonces: Nonces = { england: input.nonces?.england ?? "", scotland: input.nonces?.scotland ?? "" };
  const setup: GameMeta["setup"] = {
    scenario: input.scenario,
    options: input.options ?? [],
    campaignEndYear: input.scenario === "campaign" ? (input.campaignEndYear ?? null) : null,
    bids: input.bids ?? null,
  };
  const dice = createCommittedSource({ seed, gameId, nonces });
  const { bids, ...rest } = setup;
  const created = newGame(bids ? { ...rest, bids } : rest, dice);
  const players = created.bids ? { a: created.bids.sides[0], b: created.bids.sides[1] } : null;
  const meta: GameMeta = { setup, players, initialStateHash: stateHash(created.state) };

  const tokens = Object.fromEntries(ROLES.map((role) => [role, newToken()])) as Record<Viewer, string>;
  const seats: NewSeat[] = ROLES.map((role) => ({
    role,
    tokenHash: hashToken(tokens[role]),
    email: role === "england" || role === "scotland" ? (input.emails?.[role] ?? null) : null,
  }));
  const commitment = commitmentOf(seed);
  const settings = input.deadlines == null ? null : deadlineSettingsSchema.safeParse(input.deadlines);
  if (settings && !settings.success) return fail({ code: "bad-request", detail: `deadlines: ${settings.error.issues[0]?.message ?? "invalid"}` });
  const clock = settings ? newClock(settings.data, pendingDecisions(created.state), store.now().getTime()) : null;
  const { deadline, ...kept } = storedClock(clock);
  await store.createGame(
    {
      id: gameId,
      scenario: setup.scenario,
      status: statusOf(created.state),
      state: created.state as unknown as JsonValue,
      commitment,
      seedHex: seedToHex(seed),
      nonces: nonces as unknown as JsonValue,
      options: metaToJson(meta),
      deadline,
      ...kept,
    },
    seats,
    { dice: storedDice(dice.log), events: storedEvents(created.events) },
  );
  return ok({ gameId, version: 0, commitment, tokens, players });
}
