// The mails a game's creation and each accepted order cause (issue 7, items 1 and 6): one per side
// that has an address and is concerned; at the end, both sides get the record with the seed.
import { formatOrder } from "../orders/index.js";
import type { AcceptedOrder, GameMailer, NewGameMail } from "../games/index.js";
import { buildRecord } from "../games/record.js";
import { SIDES, type Side } from "../rules/sides.js";
import type { JsonValue, NewMail, OrderRecord } from "../store/index.js";
import { deadlineOf } from "../games/deadlines/view.js";
import { composeHeld, composeSideMail, concerns, type MailSettings, type SideMail } from "./compose.js";
import { attachedFile } from "./heldStory.js";
import { pendingDecisions } from "../rules/engine.js";
import type { GameEvent } from "../rules/events.js";
import type { GameState } from "../rules/state.js";
import { eventsFor } from "../views/index.js";
import { inviteMail } from "./invite.js";
import { seatLanguage, seatMail } from "../games/game.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";

function recordAppendix(accepted: AcceptedOrder, orders: OrderRecord[], dice: AcceptedOrder["dice"], lang: Language): string[] {
  const t = translator(lang);
  const { game, side, order, stateHash, next } = accepted;
  const last: OrderRecord = {
    gameId: game.id,
    seq: (orders.at(-1)?.seq ?? 0) + 1,
    side,
    text: formatOrder(order),
    json: order as unknown as JsonValue,
    idempotencyKey: null,
    requestHash: null,
    stateHash,
    versionBefore: game.version,
    response: null,
    // Not stored yet: the last time known, the same in both sides' mails (records check that orders' times never go back).
    createdAt: orders.at(-1)?.createdAt ?? game.createdAt,
  };
  const record = buildRecord({ ...game, state: next, status: "over" }, [...orders, last], dice);
  return [
    t("mail.record.over", { seed: game.seedHex, commitment: game.commitment }),
    t("mail.notify.recordAttached"),
    `    npx hots replay record.json        ${t("mail.record.replay")}`,
    `    npx hots verify-dice record.json   ${t("mail.record.verify")}`,
    // Attached as record.json when the mail is sent, exactly as `hots replay` reads it.
    attachedFile("record.json", recordText(record)),
  ];
}

/** The record as saved: what `hots replay` and `hots verify-dice` read. */
export function recordText(record: unknown): string {
  return JSON.stringify(record, null, 2);
}

/** The side's pending decision, as the engine lists it; null when it has none. */
function decisionOf(state: GameState, side: Side): string | null {
  const mine = pendingDecisions(state).find((d) => d.side === side);
  return mine ? JSON.stringify(mine) : null;
}

/**
 * Whether `side` has a new decision after an adjudication (docs/email.md "When a side is mailed"):
 * it has one, and it gave one of the adjudication's orders or its decision is not the one it had
 * before. A side whose decision stayed the same while the other answered a shared one (card play
 * 3.1, winter builds) has nothing new to do.
 */
export function hasNewDecision(before: GameState, after: GameState, side: Side, acted: readonly Side[]): boolean {
  const now = decisionOf(after, side);
  if (now === null) return false;
  return acted.includes(side) || decisionOf(before, side) !== now;
}

/** A deadline's notice (a default applied, a warning, a resignation): mailed as today, whatever NOTIFY says. */
function tellsDeadline(events: readonly GameEvent[], side: Side): boolean {
  return eventsFor(events, side).some((e) => e.type.startsWith("deadline-"));
}

function welcome(game: NewGameMail, side: Side, lang: Language): string {
  const t = translator(lang);
  const options = game.options.length > 0 ? game.options.join(", ") : t("mail.welcome.noOptions");
  return [
    t("mail.welcome.begins", { side: t(`side.${side}`) }),
    t("mail.welcome.scenario", { scenario: game.scenario, options }),
    t("mail.welcome.commitment", { commitment: game.commitment }),
    t("mail.welcome.revealed"),
    t("mail.welcome.howTo"),
  ].join("\n");
}

export function createGameMailer(settings: MailSettings): GameMailer {
  return {
    async afterOrder(accepted) {
      const { store, game, next } = accepted;
      // The server's notices first: "default applied" reads before what the default did; and what
      // the held steps of the same adjudication told before both (issue 8, item 5).
      const events = [...(accepted.earlier ?? []), ...(accepted.notices ?? []), ...accepted.events];
      const seats = await store.listSeats(game.id);
      const over = next.winner !== null;
      const allDice = over
        ? [...(await store.listDice(game.id)).map(({ k, purpose, n, value, visibleTo }) => ({ k, purpose, n, value, visibleTo }) as AcceptedOrder["dice"][number]), ...accepted.dice]
        : [];
      const orders = over ? await store.listOrders(game.id) : [];
      const mails: NewMail[] = [];
      const before = accepted.adjudication?.before ?? game.state;
      const acted = accepted.adjudication?.acted ?? [accepted.side];
      for (const side of SIDES) {
        const to = seats.find((seat) => seat.role === side)?.email;
        if (!to) continue;
        const language = seatLanguage(game.meta, side);
        const { notify, picture } = seatMail(game.meta, side);
        const mail: SideMail = { gameId: game.id, version: game.version + 1, side, to, state: next, events, language, deadline: deadlineOf(accepted.clock ?? null, side), picture };
        if (over) {
          mails.push(composeSideMail(settings, { ...mail, appendix: recordAppendix(accepted, orders, allDice, language) }));
          continue;
        }
        // The answer to the side's own mail tells this; or, with nothing new to do, its next mail does.
        const fresh = hasNewDecision(before, next, side, acted) || tellsDeadline(accepted.notices ?? [], side);
        const mailNow = side !== accepted.answeredByMail && (fresh || (notify === "all" && concerns(next, side, events)));
        const held = mailNow ? null : composeHeld(settings, mail);
        if (mailNow) mails.push(composeSideMail(settings, mail));
        else if (held) mails.push(held);
      }
      return mails;
    },
    reminder({ game, clock, sides, emails }) {
      const mails: NewMail[] = [];
      for (const side of sides) {
        const to = emails[side];
        const deadline = deadlineOf(clock, side);
        if (!to || deadline === null || game.state === null) continue;
        const language = seatLanguage(game.meta, side);
        const preface = translator(language)("mail.deadline.reminderPreface", { deadline });
        mails.push(composeSideMail(settings, { gameId: game.id, version: game.version + 1, side, to, state: game.state, events: [], deadline, preface: [preface], language, picture: seatMail(game.meta, side).picture }));
      }
      return mails;
    },
    async told({ store, game, events }) {
      const seats = await store.listSeats(game.id);
      const mails: NewMail[] = [];
      for (const side of SIDES) {
        const to = seats.find((seat) => seat.role === side)?.email;
        if (!to || game.state === null || !concerns(game.state, side, events)) continue;
        const language = seatLanguage(game.meta, side);
        const mail: SideMail = { gameId: game.id, version: game.version, side, to, state: game.state, events, language, deadline: deadlineOf(game.clock ?? null, side), picture: seatMail(game.meta, side).picture };
        // Whether the decision is new is not known here: a side with one is mailed, the others hold it.
        if (decisionOf(game.state, side) !== null || seatMail(game.meta, side).notify === "all") mails.push(composeSideMail(settings, mail));
        else {
          const held = composeHeld(settings, mail);
          if (held) mails.push(held);
        }
      }
      return mails;
    },
    invite: (input) => inviteMail(settings, input),
    afterSetUp(game) {
      const mails: NewMail[] = [];
      for (const side of SIDES) {
        const to = game.emails[side];
        if (!to) continue;
        const language = game.languages?.[side] ?? DEFAULT_LANGUAGE;
        mails.push(composeSideMail(settings, { gameId: game.gameId, version: 0, side, to, state: game.state, events: game.events, language, deadline: deadlineOf(game.clock ?? null, side), preface: [welcome(game, side, language)] }));
      }
      return mails;
    },
  };
}
