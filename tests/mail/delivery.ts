// The outbox over a real relay (issue 7, item 2): a relay that refuses for a while loses nothing and
// gets nothing twice; a resend after a crash keeps its Message-ID; two servers send each mail once.
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { MAIL_LEASE_MS, outgoing, sendDue } from "../../src/mail/worker.js";
import { smtpTransport } from "../../src/mail/transport.js";
import { openStore, type Store } from "../../src/store/index.js";
import { eventually, SETTINGS, startJudge, type Judge } from "./judge.js";
import { startRelay, type Relay } from "./relay.js";

export interface DeliverySuiteOptions {
  provider: "sqlite" | "postgresql";
  databaseUrl: () => Promise<string>;
}

const EMAILS = { england: "e@one.test", scotland: "s@two.test" };

/** Real time plus an offset the test moves forward, so that backoff and leases run out at once. */
function movableClock() {
  let offset = 0;
  return { clock: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms) };
}

async function createGame(judge: Judge): Promise<string> {
  const response = await fetch(`${judge.url}/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ scenario: "braveheart", emails: EMAILS }) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { gameId: string }).gameId;
}

function mailsOf(relay: Relay, gameId: string) {
  return relay.mails.filter((m) => m.parsed.subject?.includes(gameId));
}

export function deliverySuite({ provider, databaseUrl }: DeliverySuiteOptions): void {
  describe(`mail delivery (${provider})`, () => {
    const open: { close(): Promise<void> }[] = [];
    afterEach(async () => {
      for (const thing of open.splice(0).reverse()) await thing.close();
    });

    async function judgeWithClock(url: string, relay: Relay, clock: () => Date): Promise<{ judge: Judge; store: Store }> {
      const store = await openStore(url, { clock });
      open.push(store);
      const judge = await startJudge(url, relay, { store });
      open.push(judge);
      return { judge, store };
    }

    it("a relay that refuses for a while then accepts: every mail arrives, once", async () => {
      const relay = await startRelay();
      open.push(relay);
      const time = movableClock();
      const { judge } = await judgeWithClock(await databaseUrl(), relay, time.clock);
      relay.refuse(3);
      const gameId = await createGame(judge);
      await eventually("both first mails, after the refusals", () => {
        time.advance(2 * 60 * 60_000);
        return mailsOf(relay, gameId).length >= 2;
      });
      expect(relay.refusals).toBe(3);
      // Nothing more comes however long we wait: the sent rows are marked.
      time.advance(24 * 60 * 60_000);
      await eventually("the outbox to be idle", async () => (await judge.store.claimDueMail({ limit: 10 })).length === 0);
      const mails = mailsOf(relay, gameId);
      expect(mails.map((m) => m.to[0]).sort()).toEqual([EMAILS.england, EMAILS.scotland].sort());
      expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(2);
    });

    it("a mail sent again after a crash between send and mark keeps its Message-ID", async () => {
      const relay = await startRelay();
      open.push(relay);
      const url = await databaseUrl();
      const time = movableClock();
      // The crashed server: it claimed and sent, and never marked.
      const crashed = await openStore(url, { clock: time.clock });
      open.push(crashed);
      const { judge } = await judgeWithClock(url, relay, time.clock);
      await judge.mail.stop();
      const gameId = await createGame(judge);
      const [claimed] = await crashed.claimDueMail({ limit: 1 });
      if (!claimed) throw new Error("nothing to claim");
      const transport = smtpTransport(relay.url);
      const sent = await outgoing(claimed, SETTINGS);
      await transport.send(sent);
      transport.close();
      // A live server takes over once the crashed one's lease has run out.
      const live = await startJudge(url, relay, { store: crashed });
      open.push(live);
      time.advance(10 * 60_000);
      await eventually("the resend", () => {
        time.advance(10 * 60_000);
        return relay.mails.filter((m) => m.parsed.messageId === sent.messageId).length === 2;
      });
      expect(mailsOf(relay, gameId).filter((m) => m.to.includes(claimed.to))).toHaveLength(2);
    });

    it("a mail claimed by a worker that died is sent by another worker within a minute", async () => {
      const relay = await startRelay();
      open.push(relay);
      const url = await databaseUrl();
      const time = movableClock();
      // The dead worker: it claimed the mails as a worker does (its lease), then stopped, renewing nothing.
      const dead = await openStore(url, { clock: time.clock });
      open.push(dead);
      const { judge } = await judgeWithClock(url, relay, time.clock);
      await judge.mail.stop();
      const gameId = await createGame(judge);
      const claimed = await dead.claimDueMail({ limit: 20, leaseMs: MAIL_LEASE_MS });
      expect(claimed.length).toBeGreaterThanOrEqual(2);
      const live = await startJudge(url, relay, { store: dead });
      open.push(live);
      // A minute later by the clock, and no more: the live worker sends them once each.
      time.advance(60_000);
      await eventually("the dead worker's mails", () => claimed.every((m) => relay.mails.some((r) => r.parsed.messageId === `<${m.id}@${SETTINGS.domain}>`)));
      expect(mailsOf(relay, gameId)).toHaveLength(claimed.length);
    });

    it("a worker held up by a slow relay renews its lease: no other worker sends its mails too", async () => {
      const relay = await startRelay();
      open.push(relay);
      const url = await databaseUrl();
      const { judge } = await judgeWithClock(url, relay, () => new Date());
      await judge.mail.stop();
      const gameId = await createGame(judge);
      const smtp = smtpTransport(relay.url);
      let holding = true;
      const slow = {
        description: "a slow relay",
        async send(mail: Parameters<typeof smtp.send>[0]) {
          // Held for several leases; the other worker tries to claim meanwhile.
          while (holding) await new Promise((resolve) => setTimeout(resolve, 50));
          await smtp.send(mail);
        },
        close: () => smtp.close(),
      };
      const leaseMs = 3_000;
      const round = sendDue(judge.store, slow, { settings: SETTINGS, leaseMs });
      const other = await openStore(url);
      open.push(other);
      const stolen: string[] = [];
      const until = Date.now() + 3 * leaseMs;
      while (Date.now() < until) {
        stolen.push(...(await other.claimDueMail({ limit: 20, leaseMs })).map((m) => m.id));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      holding = false;
      expect(await round).toBeGreaterThanOrEqual(2);
      smtp.close();
      expect(stolen).toEqual([]);
      expect(new Set(mailsOf(relay, gameId).map((m) => m.parsed.messageId)).size).toBe(mailsOf(relay, gameId).length);
    });

    if (provider === "postgresql") {
      it("two servers on one PostgreSQL send each mail once", async () => {
        const relay = await startRelay();
        open.push(relay);
        const url = await databaseUrl();
        const one = await startJudge(url, relay);
        open.push(one);
        const two = await startJudge(url, relay);
        open.push(two);
        const games: string[] = [];
        for (let i = 0; i < 6; i++) games.push(await createGame(i % 2 === 0 ? one : two));
        await eventually("twelve first mails", () => games.every((g) => mailsOf(relay, g).length >= 2));
        const pool = new pg.Pool({ connectionString: url.replace(/\?schema=.*$/, "") });
        const schema = new URL(url).searchParams.get("schema");
        try {
          await eventually("no unsent mail", async () => {
            const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "${schema}"."OutboxMail" WHERE "sentAt" IS NULL`);
            return rows[0].n === 0;
          });
        } finally {
          await pool.end();
        }
        const all = games.flatMap((g) => mailsOf(relay, g));
        expect(all).toHaveLength(12);
        expect(new Set(all.map((m) => m.parsed.messageId)).size).toBe(12);
      });
    }
  });
}
