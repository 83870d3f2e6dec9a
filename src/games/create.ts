// Creating a game: commit to a fresh dice seed and hand out a host token, the observer link and one
// single-use invite per side, never a side's token (issue 9). The game waits for its players: the
// deal and the first draws come only once both seats are claimed (./seats.ts), with both nonces.
import { randomBytes } from "node:crypto";
import { commitmentOf, generateSeed, seedToHex } from "../dice/index.js";
import { SCENARIOS, type ScenarioId } from "../rules/data/index.js";
import type { Bid } from "../rules/setup.js";
import { SIDES, type Side } from "../rules/sides.js";
import type { OptionId } from "../rules/state.js";
import type { NewInvite, NewMail, NewSeat, Store } from "../store/index.js";
import { newClock } from "./deadlines/clock.js";
import { deadlineSettingsSchema, type DeadlineSettingsInput } from "./deadlines/settings.js";
import { storedClock } from "./deadlines/stored.js";
import type { Language } from "../i18n/languages.js";
import { fail, ok, type Result } from "./errors.js";
import { metaToJson, WAITING_FOR_PLAYERS, type GameMeta } from "./game.js";
import { hashToken, newToken } from "./tokens.js";

export interface CreateGameInput {
  scenario: ScenarioId;
  options?: OptionId[];
  /** Q11: the Campaign's last year; only for the Campaign. */
  campaignEndYear?: number | null;
  /** TB-1: player A's bid, then player B's. */
  bids?: [Bid, Bid];
  /** The players' addresses: with a mailer, each side's invite goes there and not to the host. */
  emails?: Partial<Record<Side, string>>;
  /** Deadlines (docs/deadlines.md): absent or null for a game without them; {} for the defaults. */
  deadlines?: DeadlineSettingsInput | null;
  /** Each side's language (docs/languages.md); English when absent. */
  languages?: Partial<Record<Side, Language>>;
  /**
   * What the host token sees: an observer's view (the default, since the host is often one of the
   * players), or a referee's (the full state and the dice so far, never the seed) for a host who plays
   * neither side (issue 9).
   */
  hostSees?: "observer" | "referee";
  /** A game started by mail or listed as open (src/games/lobby), written in the same transaction. */
  lobby?: { hostEmail: string | null; listed: boolean; rematchOf: string | null; sourceMessageId: string | null };
}

/**
 * How the mail channel sends a side's invite to its player, written to the outbox in the game's
 * creating transaction. Without it, every invite is handed to the host.
 */
export type InviteMailer = (invite: { gameId: string; side: Side; email: string; invite: string; language?: Language }) => NewMail;

export interface CreatedGame {
  gameId: string;
  version: number;
  status: "waiting-for-players";
  commitment: string;
  /** Shown once: only their hashes are kept. */
  tokens: { host: string; observer: string };
  /** Each side's single-use invite; null when it was mailed to the side's player instead. */
  invites: Record<Side, string | null>;
}

function checkInput(input: CreateGameInput): string | null {
  const { campaignEndYear } = input;
  if (campaignEndYear !== undefined && campaignEndYear !== null) {
    if (input.scenario !== "campaign") return "campaignEndYear applies only to the campaign scenario (Q11)";
    if (campaignEndYear < SCENARIOS.campaign.firstYear) return `campaignEndYear must be ${SCENARIOS.campaign.firstYear} or later`;
  }
  return null;
}

export async function createGame(store: Store, input: CreateGameInput, mailInvite?: InviteMailer): Promise<Result<CreatedGame>> {
  const problem = checkInput(input);
  if (problem) return fail({ code: "bad-request", detail: problem });

  const gameId = randomBytes(9).toString("base64url");
  const seed = generateSeed();
  const meta: GameMeta = {
    setup: {
      scenario: input.scenario,
      options: input.options ?? [],
      campaignEndYear: input.scenario === "campaign" ? (input.campaignEndYear ?? null) : null,
      bids: input.bids ?? null,
    },
    players: null,
    initialStateHash: null,
    ended: null,
    ...(input.languages ? { languages: input.languages } : {}),
  };
  const tokens = { host: newToken(), observer: newToken() };
  const seats: NewSeat[] = [
    { role: input.hostSees === "referee" ? "referee" : "host", tokenHash: hashToken(tokens.host), email: null },
    { role: "observer", tokenHash: hashToken(tokens.observer), email: null },
  ];
  const invites = {} as Record<Side, string | null>;
  const newInvites: NewInvite[] = [];
  const mail: NewMail[] = [];
  for (const side of SIDES) {
    const invite = newToken();
    const email = input.emails?.[side] ?? null;
    newInvites.push({ side, inviteHash: hashToken(invite), email });
    if (email !== null && mailInvite) {
      const language = input.languages?.[side];
      mail.push(mailInvite({ gameId, side, email, invite, ...(language ? { language } : {}) }));
      invites[side] = null;
    } else {
      invites[side] = invite;
    }
  }
  const commitment = commitmentOf(seed);
  const settings = input.deadlines == null ? null : deadlineSettingsSchema.safeParse(input.deadlines);
  if (settings && !settings.success) return fail({ code: "bad-request", detail: `deadlines: ${settings.error.issues[0]?.message ?? "invalid"}` });
  // The first deadline starts when both seats are claimed and the game is set up (./deadlines/start.ts).
  const clock = settings ? newClock(settings.data, [], store.now().getTime()) : null;
  const { deadline, ...kept } = storedClock(clock);
  await store.createGame(
    {
      id: gameId,
      scenario: meta.setup.scenario,
      status: WAITING_FOR_PLAYERS,
      state: null,
      commitment,
      seedHex: seedToHex(seed),
      nonces: {},
      options: metaToJson(meta),
      deadline,
      ...kept,
      ...(input.lobby ? { lobby: input.lobby } : {}),
    },
    seats,
    { mail },
    newInvites,
  );
  return ok({ gameId, version: 0, status: WAITING_FOR_PLAYERS, commitment, tokens, invites });
}

