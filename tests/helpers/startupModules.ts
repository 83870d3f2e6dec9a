// Run as a process of its own (`node --import tsx tests/helpers/startupModules.ts <dir>`): puts a
// SQLite server together as `hots serve` does, plays the requests named in argv, and prints which
// of the packages that start-up may leave unloaded (issue 10, item 3) the process has loaded
// (CommonJS packages, which the require cache lists; pg stands for the whole PostgreSQL side), and
// whether the PNG thread was started.
import { createRequire } from "node:module";
import { join } from "node:path";
import { buildApp } from "../../src/api/app.js";
import { loadConfig } from "../../src/config.js";
import { pngThreadStarted } from "../../src/render/pngDrawer.js";
import { startMail } from "../../src/mail/service.js";
import { openStore } from "../../src/store/index.js";

const OPTIONAL_PACKAGES = ["pg", "@resvg/resvg-js", "mailparser", "smtp-server"] as const;

const [dir = ".", ...requests] = process.argv.slice(2);
const databaseUrl = `file:${join(dir, "hots.db")}`;
const loaded = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", MAIL_OUTBOX_DIR: join(dir, "outbox"), MAIL_SECRET: "startup-modules-secret" });
if (!loaded.ok) throw new Error(loaded.message);
const store = await openStore(databaseUrl);
const mail = await startMail(loaded.config.mail, store);
const app = await buildApp({ config: loaded.config, store, mail });
await app.ready();

const created = (await app.inject({ method: "POST", url: "/games", payload: { scenario: "braveheart" } })).json() as { gameId: string; invites: Record<string, string> };
let token = "";
for (const invite of Object.values(created.invites)) {
  token = (await app.inject({ method: "POST", url: `/games/${created.gameId}/join`, payload: { invite } })).json<{ token: string }>().token;
}
for (const picture of requests) {
  const answer = await app.inject({ method: "GET", url: `/games/${created.gameId}/${picture}`, headers: { authorization: `Bearer ${token}` } });
  if (answer.statusCode !== 200) throw new Error(`${picture}: ${answer.statusCode} ${answer.body}`);
}

const cache = Object.keys(createRequire(import.meta.url).cache);
const inCache = (name: string): boolean => cache.some((path) => path.includes(`/node_modules/${name}/`));
console.log(JSON.stringify({ ...Object.fromEntries(OPTIONAL_PACKAGES.map((name) => [name, inCache(name)])), "PNG thread": pngThreadStarted() }));
await app.close();
await mail.stop();
await store.close();
