// The mails a game's creation and each accepted order cause (issue 7, items 1 and 6): one per side
// that has an address and is concerned; at the end, both sides get the record with the seed.
import { formatOrder } from "../orders/index.js";
import type { AcceptedOrder, GameMailer, NewGameMail } from "../games/index.js";
import { buildRecord } from "../games/record.js";
import { SIDES, type Side } from "../rules/sides.js";
import type { JsonValue, NewMail, OrderRecord } from "../store/index.js";
import { deadlineOf } from "../games/deadlines/view.js";
import { composeSideMail, concerns, type MailSettings } from "./compose.js";
import { inviteMail } from "./invite.js";
import { seatLanguage } from "../games/game.js";
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
    t("mail.record.save"),
    `    npx hots replay record.json        ${t("mail.record.replay")}`,
    `    npx hots verify-dice record.json   ${t("mail.record.verify")}`,
    "",
    "----- record.json -----",
    JSON.stringify(record, null, 2),
    "----- end of record.json -----",
  ];
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
      for (const side of SIDES) {
        const to = seats.find((seat) => seat.role === side)?.email;
        if (!to || !concerns(next, side, events)) continue;
        const language = seatLanguage(game.meta, side);
        const appendix = over ? recordAppendix(accepted, orders, allDice, language) : undefined;
        mails.push(composeSideMail(settings, { gameId: game.id, version: game.version + 1, side, to, state: next, events, language, deadline: deadlineOf(accepted.clock ?? null, side), ...(appendix ? { appendix } : {}) }));
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
        mails.push(composeSideMail(settings, { gameId: game.id, version: game.version + 1, side, to, state: game.state, events: [], deadline, preface: [preface], language }));
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
        mails.push(composeSideMail(settings, { gameId: game.id, version: game.version, side, to, state: game.state, events, language, deadline: deadlineOf(game.clock ?? null, side) }));
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
