// The OpenAPI document as checked in at openapi/openapi.json: built from the routes without
// listening or opening a database, with keys sorted so that it only changes when the API does.
import { loadConfig } from "../config.js";
import type { Store } from "../store/index.js";
import { buildApp } from "./app.js";

/** Describing the routes touches no data; a store that is used anyway fails loudly. */
const unused = (): Promise<never> => Promise.reject(new Error("the OpenAPI document needs no database"));
const noStore: Store = {
  provider: "sqlite",
  createGame: unused,
  getGame: unused,
  getOrderContext: unused,
  logHeads: unused,
  swapGameOptions: unused,
  listSeats: unused,
  findSeatByTokenHash: unused,
  listInvites: unused,
  getLobbyEntry: unused,
  findRematch: unused,
  findLobbyBySource: unused,
  listLobby: unused,
  unlist: unused,
  relist: unused,
  handOverSeat: unused,
  claimSeat: unused,
  replaceInvite: unused,
  endGame: unused,
  appendOrder: unused,
  findOrderByIdempotencyKey: unused,
  listOrders: unused,
  listEvents: unused,
  listEventsSeenBy: unused,
  countEventsSeenBy: unused,
  listDice: unused,
  diceCount: unused,
  claimDueMail: unused,
  claimMail: unused,
  mailCopyDoneAt: unused,
  finishMail: unused,
  releaseMail: unused,
  markSent: unused,
  listHeldMail: unused,
  markFailed: unused,
  renewMailLease: unused,
  now: () => new Date(0),
  claimDueGames: unused,
  releaseGame: unused,
  updateClock: unused,
  enqueueMail: unused,
  countMailAnswer: unused,
  putWebhook: unused,
  getWebhook: unused,
  deleteWebhook: unused,
  claimDueDeliveries: unused,
  markDelivered: unused,
  markDeliveryFailed: unused,
  ping: unused,
  close: unused,
};

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

export async function openApiJson(): Promise<string> {
  const loaded = loadConfig({ LOG_LEVEL: "silent" });
  if (!loaded.ok) throw new Error(loaded.message);
  const app = await buildApp({ config: loaded.config, store: noStore });
  try {
    await app.ready();
    return `${JSON.stringify(sortedKeys(app.swagger()), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
