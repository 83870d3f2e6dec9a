// Commands sent to the judge's own address, which names no game (docs/email.md "A game's life by
// mail"): NEW, LIST, JOIN, ABSENCE, REPLACE, REMATCH. The sender is known by its From address only,
// as the seat or host that address is in the game; the use cases (src/games/lobby) are the API's.
// Each answer is in the sender's language when known: LANG on NEW, else its seat's.
import { createHash } from "node:crypto";
import { localizeProblem } from "../api/localizeProblem.js";
import { problemFor } from "../api/problem.js";
import type { Caller, GameError } from "../games/index.js";
import { loadGame, seatLanguage } from "../games/game.js";
import { declareAbsence, identityIn, listGames, rematch, replaceSeat, startGame, takeOpenSeat, type GameSummary } from "../games/lobby/index.js";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import { SCENARIO_IDS, type ScenarioId } from "../rules/data/index.js";
import type { Side } from "../rules/sides.js";
import { OPTION_IDS, type OptionId } from "../rules/state.js";
import { judgeAddress } from "./address.js";
import { bodyLines } from "./body.js";
import { toHtml } from "./html.js";
import type { InboundDeps, InboundOutcome } from "./inboundTypes.js";
import { createLobbyMailer } from "./lobbyMailer.js";

export type JudgeCommand =
  | { kind: "new"; scenario: ScenarioId; options: OptionId[]; campaignEndYear: number | null; as: Side | null; vs: string | null; lang: Language | null; absenceDays: number | null }
  | { kind: "list" }
  | { kind: "join"; gameId: string }
  | { kind: "absence"; from: string; to: string; gameId: string | null }
  | { kind: "replace"; side: Side; email: string; gameId: string | null }
  | { kind: "rematch"; gameId: string | null };

const SIDE = /^(england|scotland)$/i;
const GAME_ID = /^[A-Za-z0-9_-]{6,64}$/;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const unbracket = (word: string) => word.replace(/^<|>$/g, "");

function parseNew(words: string[]): JudgeCommand | string {
  const scenario = (words.shift() ?? "").toLowerCase();
  if (!(SCENARIO_IDS as readonly string[]).includes(scenario)) return `NEW needs a scenario: ${SCENARIO_IDS.join(", ")}`;
  const command: Extract<JudgeCommand, { kind: "new" }> = { kind: "new", scenario: scenario as ScenarioId, options: [], campaignEndYear: null, as: null, vs: null, lang: null, absenceDays: null };
  while (words.length > 0) {
    const word = words.shift()!;
    const upper = word.toUpperCase();
    const value = words[0] ?? "";
    if (upper === "AS" && SIDE.test(value)) command.as = words.shift()!.toLowerCase() as Side;
    else if (upper === "VS" && ADDRESS.test(unbracket(value))) command.vs = unbracket(words.shift()!);
    else if (upper === "LANG" && isLanguage(value.toLowerCase())) command.lang = words.shift()!.toLowerCase() as Language;
    else if (upper === "ABSENCE-DAYS" && /^\d{1,3}$/.test(value)) command.absenceDays = Number(words.shift());
    else if (upper === "YEAR" && /^\d{4}$/.test(value)) command.campaignEndYear = Number(words.shift());
    else if ((OPTION_IDS as readonly string[]).includes(upper)) command.options.push(upper as OptionId);
    else return `NEW does not know "${word}": options are ${OPTION_IDS.join(", ")}, AS england|scotland, VS <address>, LANG ${["en", "pt", "fr", "es", "hu", "it"].join("|")}, ABSENCE-DAYS <n>, YEAR <campaign's last year>`;
  }
  return command;
}

/** The first line the sender wrote, as a command; a string says what is wrong; null: no command. */
export function judgeCommand(line: string): JudgeCommand | string | null {
  const words = line.trim().split(/\s+/).filter((w) => w !== "");
  const verb = (words.shift() ?? "").toUpperCase();
  const optionalGame = (): string | null | undefined => (words.length === 0 ? null : words.length === 1 && GAME_ID.test(words[0]!) ? words[0]! : undefined);
  switch (verb) {
    case "NEW":
      return parseNew(words);
    case "LIST":
      return { kind: "list" };
    case "JOIN":
      return words.length === 1 && GAME_ID.test(words[0]!) ? { kind: "join", gameId: words[0]! } : "JOIN needs the game's id, as LIST shows it";
    case "ABSENCE": {
      const [from = "", to = "", ...rest] = words;
      words.splice(0, words.length, ...rest);
      const gameId = optionalGame();
      if (!/^\d{4}-\d\d-\d\d$/.test(from) || !/^\d{4}-\d\d-\d\d$/.test(to) || gameId === undefined) return "ABSENCE needs two days, YYYY-MM-DD YYYY-MM-DD, and the game when you play several";
      return { kind: "absence", from, to, gameId };
    }
    case "REPLACE": {
      const [side = "", email = "", ...rest] = words;
      words.splice(0, words.length, ...rest);
      const gameId = optionalGame();
      if (!SIDE.test(side) || !ADDRESS.test(unbracket(email)) || gameId === undefined) return "REPLACE needs a side (england or scotland) and the newcomer's address, and the game when you have several";
      return { kind: "replace", side: side.toLowerCase() as Side, email: unbracket(email), gameId };
    }
    case "REMATCH": {
      const gameId = optionalGame();
      return gameId === undefined ? "REMATCH takes at most the game's id" : { kind: "rematch", gameId };
    }
    default:
      return null;
  }
}

/** The refusals of the lobby's use cases, said in the sender's language (src/i18n/locales/lobby). */
const LOBBY_REASONS = new Set(["not-open", "seat-active", "not-over", "absence-over-limit", "absence-invalid"]);

export interface JudgeMail {
  from: string;
  messageId: string;
  subject: string;
  text: string;
}

/** Answers a mail to the judge's own address: its first line (or its subject) as a command. */
export async function answerJudgeMail(deps: InboundDeps, mail: JudgeMail): Promise<InboundOutcome> {
  const { store, settings } = deps;
  const lobby = createLobbyMailer(settings);
  const first = bodyLines(mail.text)[0] ?? "";
  const parsed = judgeCommand(first) ?? judgeCommand(mail.subject.replace(/^(re|fwd?):\s*/i, ""));
  const own = await listGames(store, mail.from);
  // The sender's language: LANG on NEW, else the seat it plays in its latest game.
  const known = own.yours.find((g) => g.yourSide !== null);
  let lang: Language = parsed !== null && typeof parsed !== "string" && parsed.kind === "new" && parsed.lang ? parsed.lang : DEFAULT_LANGUAGE;
  if (lang === DEFAULT_LANGUAGE && known) {
    const game = await loadGame(store, known.gameId);
    if (game) lang = seatLanguage(game.meta, known.yourSide!);
  }
  const t = translator(lang);
  const name = (side: Side) => t(`side.${side}`);

  const say = async (text: string, gameId: string | null = null): Promise<void> => {
    const answer = {
      to: mail.from,
      subject: `Re: ${mail.subject || "hots-judge"}`.slice(0, 200),
      text: `${text}\n`,
      html: toHtml(text),
      replyTo: null,
      inReplyTo: mail.messageId,
    };
    if (gameId !== null) {
      await store.enqueueMail(gameId, [answer]);
      deps.kick?.();
      return;
    }
    const id = createHash("sha256").update(`${mail.messageId}:answer`).digest("hex").slice(0, 32);
    await deps.sendDirect({ ...answer, from: judgeAddress(settings), messageId: `<${id}@${settings.domain}>`, references: [mail.messageId] });
  };
  const refuse = async (error: GameError, gameId: string | null = null, values: Record<string, string | number> = {}): Promise<InboundOutcome> => {
    const reason = "reason" in error ? error.reason : undefined;
    const detail = reason !== undefined && LOBBY_REASONS.has(reason) ? t(`lobby.reason.${reason}`, values) : localizeProblem(problemFor(error), lang).problem.detail;
    await say(t("lobby.refused", { detail }), gameId);
    return "rejected";
  };

  if (parsed === null) {
    await say(t("lobby.usage"));
    return "not-a-game-address";
  }
  if (typeof parsed === "string") {
    await say(`${t("lobby.refused", { detail: parsed })}\n\n${t("lobby.usage")}`);
    return "rejected";
  }

  /** The sender's game for a command: the one named, else its only game in the right state. */
  const gameFor = async (given: string | null, wanted: (g: GameSummary) => boolean): Promise<string | null> => {
    if (given !== null) return given;
    const candidates = own.yours.filter(wanted);
    if (candidates.length === 1) return candidates[0]!.gameId;
    await say(candidates.length === 0 ? t("lobby.noGame") : t("lobby.whichGame", { games: candidates.map((g) => g.gameId).join(", ") }));
    return null;
  };
  const callerAs = async (gameId: string, side: Side | null): Promise<Caller | null> => {
    const me = await identityIn(store, gameId, mail.from);
    if (side === null || me.side === side) return me.side !== null ? { gameId, role: me.side } : me.host ? { gameId, role: "host" } : null;
    return me.host ? { gameId, role: "host" } : null;
  };

  switch (parsed.kind) {
    case "new": {
      const started = await startGame(
        store,
        {
          scenario: parsed.scenario,
          options: parsed.options,
          campaignEndYear: parsed.campaignEndYear,
          host: mail.from,
          hostSide: parsed.as,
          opponent: parsed.vs,
          ...(parsed.lang ? { language: parsed.lang } : {}),
          deadlines: parsed.absenceDays === null ? {} : { absenceDays: parsed.absenceDays },
        },
        lobby.invite,
        { sourceMessageId: mail.messageId },
      );
      if (!started.ok) return refuse(started.error);
      const { gameId, hostSide, listed } = started.value;
      const other = name(hostSide === "england" ? "scotland" : "england");
      const next = listed ? t("lobby.createdOpen", { side: other, gameId, judge: judgeAddress(settings) }) : t("lobby.createdVs", { side: other, opponent: parsed.vs ?? "" });
      await say(`${t("lobby.created", { gameId, scenario: parsed.scenario, side: name(hostSide) })}\n${next}`, gameId);
      return "lobby";
    }
    case "list": {
      const state = (g: GameSummary): string => {
        const sides = g.waitingFor.map(name).join(` ${t("mail.and")} `);
        if (g.status === "over") return g.winner ? t("lobby.won", { side: name(g.winner) }) : t("lobby.over");
        if (g.status === "waiting-for-players") return t("lobby.waitsPlayers", { sides });
        return `${t("lobby.waitsFor", { sides })}${g.deadline ? `, ${t("lobby.due", { deadline: g.deadline })}` : ""}`;
      };
      const lines = [
        t("lobby.openTitle"),
        ...(own.open.length === 0 ? [`  ${t("lobby.noneOpen")}`] : own.open.map((g) => t("lobby.openLine", { gameId: g.gameId, scenario: g.scenario, options: g.options.length ? ` ${g.options.join(" ")}` : "", side: name(g.freeSide!) }))),
        "",
        t("lobby.yoursTitle"),
        ...(own.yours.length === 0
          ? [`  ${t("lobby.noneYours")}`]
          : own.yours.map((g) => t("lobby.yoursLine", { gameId: g.gameId, scenario: g.scenario, role: g.yourSide ? t("lobby.youPlay", { side: name(g.yourSide) }) : t("lobby.youHost"), state: state(g) }))),
      ];
      await say(lines.join("\n"));
      return "lobby";
    }
    case "join": {
      const taken = await takeOpenSeat(store, parsed.gameId, mail.from, lobby.invite);
      if (!taken.ok) return refuse(taken.error);
      deps.kick?.();
      await say(t("lobby.joined", { side: name(taken.value.side), gameId: parsed.gameId }), parsed.gameId);
      return "lobby";
    }
    case "absence": {
      const gameId = await gameFor(parsed.gameId, (g) => g.status === "active" && g.yourSide !== null);
      if (gameId === null) return "rejected";
      const caller = await callerAs(gameId, null);
      if (caller === null || caller.role === "host") return refuse({ code: "forbidden", detail: t("lobby.noGame") });
      const declared = await declareAbsence(store, caller, parsed.from, parsed.to, lobby);
      if (!declared.ok) return refuse(declared.error, gameId, { limit: (await loadGame(store, gameId))?.clock?.settings.absenceDays ?? 0 });
      await say(t("lobby.absence", { side: name(caller.role as Side), gameId, from: parsed.from, until: parsed.to, used: declared.value.absenceDaysUsed, limit: declared.value.absenceDays }), gameId);
      return "lobby";
    }
    case "replace": {
      const gameId = await gameFor(parsed.gameId, (g) => g.status === "active");
      if (gameId === null) return "rejected";
      const caller = await callerAs(gameId, parsed.side);
      if (caller === null) {
        await say(t("lobby.notYourSide", { side: name(parsed.side), gameId }));
        return "rejected";
      }
      const replaced = await replaceSeat(store, caller, parsed.side, parsed.email, lobby);
      if (!replaced.ok) return refuse(replaced.error, gameId, { needed: (await loadGame(store, gameId))?.clock?.settings.replaceAfterMissed ?? 0 });
      await say(t("lobby.replaced", { side: name(parsed.side), gameId, email: parsed.email }), gameId);
      return "lobby";
    }
    case "rematch": {
      const gameId = await gameFor(parsed.gameId, (g) => g.status === "over");
      if (gameId === null) return "rejected";
      const caller = await callerAs(gameId, null);
      if (caller === null) return refuse({ code: "forbidden", detail: t("lobby.noGame") });
      const started = await rematch(store, caller, lobby.invite);
      if (!started.ok) return refuse(started.error, gameId);
      await say(t("lobby.rematch", { gameId, newGameId: started.value.gameId }), started.value.gameId);
      return "lobby";
    }
  }
}
