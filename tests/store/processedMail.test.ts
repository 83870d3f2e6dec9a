// Mail read from the judge's mailbox is claimed before it is applied and remembered after
// (src/store/processedMail.ts): of two servers one claim wins, a copy finds it done, a crashed
// claim is taken over after its lease, a failed one is tried again after a pause.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../src/store/index.js";

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function twoServers(): Promise<{ one: Store; two: Store; advance(ms: number): void }> {
  const dir = mkdtempSync(join(tmpdir(), "hots-processed-"));
  dirs.push(dir);
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const url = `file:${join(dir, "hots.db")}`;
  const one = await openStore(url, { clock });
  stores.push(one);
  const two = await openStore(url, { clock });
  stores.push(two);
  return { one, two, advance: (ms) => (offset += ms) };
}

const copy = { messageId: "<m1@player.test>", mailbox: "INBOX", uidValidity: "7", uid: "41" };

describe("processed mail", () => {
  it("one claim wins; the other server is busy until it is done; then every copy is done", async () => {
    const { one, two } = await twoServers();
    expect(await one.claimMail(copy)).toBe("claimed");
    expect(await two.claimMail(copy)).toBe("busy");
    expect(await two.claimMail({ ...copy, uid: "42" })).toBe("busy");
    expect(await one.mailCopyDoneAt(copy)).toBeNull();
    await one.finishMail(copy.messageId, "applied");
    expect(await two.claimMail(copy)).toBe("done");
    expect(await two.claimMail({ ...copy, uid: "42" })).toBe("done");
    expect(await two.mailCopyDoneAt(copy)).toBeInstanceOf(Date);
    expect(await two.mailCopyDoneAt({ ...copy, uid: "42" })).toBeNull();
  });

  it("a claim whose server died is taken over once its lease has run out, by one server only", async () => {
    const { one, two, advance } = await twoServers();
    expect(await one.claimMail(copy, { leaseMs: 60_000 })).toBe("claimed");
    advance(59_000);
    expect(await two.claimMail(copy)).toBe("busy");
    advance(2_000);
    const [a, b] = await Promise.all([two.claimMail(copy), one.claimMail(copy)]);
    expect([a, b].sort()).toEqual(["busy", "claimed"]);
  });

  it("a mail whose handling failed is given back: tried again after a pause that doubles", async () => {
    const { one, advance } = await twoServers();
    expect(await one.claimMail(copy)).toBe("claimed");
    await one.releaseMail(copy.messageId, "database down");
    expect(await one.claimMail(copy)).toBe("busy");
    advance(1_001);
    expect(await one.claimMail(copy)).toBe("claimed");
    await one.releaseMail(copy.messageId, "database down");
    advance(1_001);
    expect(await one.claimMail(copy)).toBe("busy");
    advance(1_000);
    expect(await one.claimMail(copy)).toBe("claimed");
    await one.finishMail(copy.messageId, "applied");
    expect(await one.claimMail(copy)).toBe("done");
  });
});
