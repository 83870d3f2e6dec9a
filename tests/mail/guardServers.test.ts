// The hourly answer limit when two servers share one PostgreSQL database (docs/email.md "No loops,
// no floods"): a flood spread over both servers' SMTP listeners is limited as one, because the count
// lives in the database and is raised by one statement per mail.
import { afterAll, expect, it } from "vitest";
import { openStore, type Store } from "../../src/store/index.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { eventually, startJudge, type Judge } from "./judge.js";
import { deliver, earlyInTheHour, mailGame } from "./mailGame.js";
import { replyTo } from "./reading.js";
import { startRelay, type Relay } from "./relay.js";

const LIMIT = 4;
const postgres = await postgresSchemas();
afterAll(() => postgres.close());

describeWithPostgres("the hourly answer limit across two servers (PostgreSQL)", postgres.unreachable, () => {
  it(`50 mails at once from one address, half to each server, get ${LIMIT} answers in all and one notice`, { timeout: 300_000 }, async () => {
    const url = await postgres.freshUrl("guard");
    const relay: Relay = await startRelay();
    const clock = earlyInTheHour();
    const stores: Store[] = [await openStore(url, { clock }), await openStore(url, { clock })];
    const judges: Judge[] = [];
    try {
      for (const store of stores) judges.push(await startJudge(url, relay, { store, env: { MAIL_ANSWERS_PER_HOUR: String(LIMIT) } }));
      const [one, two] = judges as [Judge, Judge];
      const players = { england: "edward@servers.test", scotland: "william@servers.test" };
      const { gameId, first } = await mailGame(one, relay, players);
      const address = replyTo(first.england.parsed) ?? "";
      const ids = Array.from({ length: 50 }, (_, i) => `<servers-${i}.${gameId}@servers.test>`);
      await Promise.all(ids.map((id, i) => deliver(i % 2 === 0 ? one : two, { from: players.england, to: address }, [`From: ${players.england}`, `To: ${address}`, "Subject: Re: x", `Message-ID: ${id}`], "STATUS")));
      // The seat's answer to its invitation was the first answer to this address this hour.
      const expected = LIMIT - 1 + 1;
      await eventually(`${expected} answers`, () => relay.mails.filter((m) => ids.includes(m.parsed.inReplyTo ?? "")).length >= expected);
      // Later mail to another address, through each server, is answered after anything queued before it.
      for (const [i, judge] of judges.entries()) {
        const control = `<control-${i}.${gameId}@servers.test>`;
        await deliver(judge, { from: players.scotland, to: replyTo(first.scotland.parsed) ?? "" }, [`From: ${players.scotland}`, `To: ${replyTo(first.scotland.parsed)}`, "Subject: Re: x", `Message-ID: ${control}`], "STATUS");
        await eventually("the answer to a control mail", () => relay.mails.find((m) => m.parsed.inReplyTo === control));
      }
      const answers = relay.mails.filter((m) => ids.includes(m.parsed.inReplyTo ?? ""));
      expect(answers).toHaveLength(expected);
      expect(answers.filter((m) => m.parsed.subject?.startsWith("[hots] too many mails"))).toHaveLength(1);
      expect((await stores[0]?.getGame(gameId))?.version).toBe(0);
    } finally {
      for (const judge of judges) await judge.close();
      for (const store of stores) await store.close();
      await relay.close();
    }
  });
});
