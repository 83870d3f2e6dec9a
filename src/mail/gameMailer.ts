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

function recordAppendix(accepted: AcceptedOrder, orders: OrderRecord[], dice: AcceptedOrder["dice"]): string[] {
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
    createdAt: new Date(0),
  };
  const record = buildRecord({ ...game, state: next, status: "over" }, [...orders, last], dice);
  return [
    `The game is over. The dice seed is revealed: ${game.seedHex} (commitment ${game.commitment}).`,
    "Save the record below as record.json and check it yourself:",
    "    npx hots replay record.json        (replays every order and checks each state)",
    "    npx hots verify-dice record.json   (checks the seed against the commitment and every draw)",
    "",
    "----- record.json -----",
    JSON.stringify(record, null, 2),
    "----- end of record.json -----",
  ];
}

function welcome(game: NewGameMail, side: Side): string {
  const options = game.options.length > 0 ? game.options.join(", ") : "none";
  return [
    `Both seats are taken: the game begins. You play ${side === "england" ? "England" : "Scotland"}.`,
    `Scenario: ${game.scenario}. Optional rules: ${options}.`,
    `The dice come from a seed the judge committed to before play: ${game.commitment}. It is revealed,`,
    "with the whole record, when the game ends, so you can check every roll.",
    "To play, reply to the judge's mails: one order per line, in the order language each mail shows.",
  ].join("\n");
}

export function createGameMailer(settings: MailSettings): GameMailer {
  return {
    async afterOrder(accepted) {
      const { store, game, next } = accepted;
      // The server's notices first: "default applied" reads before what the default did.
      const events = [...(accepted.notices ?? []), ...accepted.events];
      const seats = await store.listSeats(game.id);
      const over = next.winner !== null;
      const appendix = over
        ? recordAppendix(accepted, await store.listOrders(game.id), [
            ...(await store.listDice(game.id)).map(({ k, purpose, n, value, visibleTo }) => ({ k, purpose, n, value, visibleTo }) as AcceptedOrder["dice"][number]),
            ...accepted.dice,
          ])
        : undefined;
      const mails: NewMail[] = [];
      for (const side of SIDES) {
        const to = seats.find((seat) => seat.role === side)?.email;
        if (!to || !concerns(next, side, events)) continue;
        mails.push(composeSideMail(settings, { gameId: game.id, version: game.version + 1, side, to, state: next, events, deadline: deadlineOf(accepted.clock ?? null, side), ...(appendix ? { appendix } : {}) }));
      }
      return mails;
    },
    reminder({ game, clock, sides, emails }) {
      const mails: NewMail[] = [];
      for (const side of sides) {
        const to = emails[side];
        const deadline = deadlineOf(clock, side);
        if (!to || deadline === null || game.state === null) continue;
        const preface = `Reminder: your decision is due by ${deadline}. Answer this mail before then, or the default order is applied.`;
        mails.push(composeSideMail(settings, { gameId: game.id, version: game.version + 1, side, to, state: game.state, events: [], deadline, preface: [preface] }));
      }
      return mails;
    },
    invite: ({ gameId, side, email, invite }) => inviteMail(settings, { gameId, side, email, invite }),
    afterSetUp(game) {
      const mails: NewMail[] = [];
      for (const side of SIDES) {
        const to = game.emails[side];
        if (!to) continue;
        mails.push(composeSideMail(settings, { gameId: game.gameId, version: 0, side, to, state: game.state, events: game.events, deadline: deadlineOf(game.clock ?? null, side), preface: [welcome(game, side)] }));
      }
      return mails;
    },
  };
}
