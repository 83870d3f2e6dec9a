// hots-judge as a library: the engine, the order language, dice, views and records.
// The server and the CLI are applications built on these (src/api, src/cli).

export * from "./rules/index.js";
export { parseOrder, parseOrders, formatOrder, OrderSyntaxError } from "./orders/text.js";
export { orderSchema } from "./orders/schema.js";
export { createCommittedSource, createScriptedSource, commitmentOf, generateSeed, verifyDiceLog } from "./dice/index.js";
export { viewFor, eventsFor, type View, type Viewer } from "./views/index.js";
export { parseRecord, replayRecord, stateHash, GameRecorder, type GameRecord, type ReplayReport } from "./records/index.js";
export { LANGUAGES, type Language } from "./i18n/languages.js";
export { formatOrderIn, parseOrderIn, parseOrdersIn } from "./i18n/orderLanguage.js";
export { narrate } from "./playout/narrative.js";
