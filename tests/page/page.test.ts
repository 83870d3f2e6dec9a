// A side's page over HTTP (issue 11, item 4): the token moves from the link into a cookie, the form
// gives orders and dry runs, a refused order comes back with its reason, and the enemy stays hidden.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFixture, ENGLISH_ONLY, type PageFixture } from "./fixtures.js";

let f: PageFixture;
beforeAll(async () => {
  f = await pageFixture();
});
afterAll(async () => f?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${f.server.url}${path}`, { headers, redirect: "manual" });
}

async function post(form: Record<string, string>, cookie: string) {
  return fetch(`${f.server.url}/games/${f.game.gameId}/page`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });
}

async function signIn(token: string) {
  return fetch(`${f.server.url}/games/${f.game.gameId}/page/session`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
}

async function scotlandCookie(): Promise<string> {
  return ((await signIn(f.game.tokens.scotland)).headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const versionOf = (html: string) => Number(/version (\d+)/.exec(html)?.[1]);

describe("a side's page", () => {
  it("signs in with the token posted once (never in a URL) and keeps it in an HttpOnly SameSite=Strict cookie", async () => {
    const unsigned = await get(`/games/${f.game.gameId}/page`);
    expect(unsigned.status).toBe(401);
    expect(await unsigned.text()).toContain(`action="/games/${f.game.gameId}/page/session"`);
    const signed = await signIn(f.game.tokens.scotland);
    expect(signed.status).toBe(303);
    expect(signed.headers.get("location")).toBe(`/games/${f.game.gameId}/page`);
    const cookie = signed.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^hots_${f.game.gameId}=${f.game.tokens.scotland}; Path=/games/${f.game.gameId}; HttpOnly; SameSite=Strict`));
    const page = await get(`/games/${f.game.gameId}/page`, { cookie: cookie.split(";")[0] ?? "" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain("<svg");
    expect(html).toContain('data-kind="play-card"');
    expect(html).not.toContain(f.game.tokens.scotland);
  });

  it("refuses a bad token with the sign-in form again, sets no cookie, and ignores a token in the URL", async () => {
    const bad = await signIn("forged");
    expect(bad.status).toBe(401);
    expect(bad.headers.get("set-cookie")).toBeNull();
    expect(await bad.text()).toContain("That token is not valid for this game.");
    for (const role of ["scotland", "england", "host"] as const) {
      const inUrl = await get(`/games/${f.game.gameId}/page?token=${f.game.tokens[role]}`);
      expect(inUrl.status).toBe(401);
      expect(inUrl.headers.get("set-cookie")).toBeNull();
    }
  });

  it("the observer's link (POST /games links.observer) opens the observer's page, with no sign-in and no cookie", async () => {
    const link = new URL(f.game.links.observer);
    expect(link.pathname).toBe(`/games/${f.game.gameId}/page`);
    const page = await get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("set-cookie")).toBeNull();
    const html = await page.text();
    expect(html).toContain("<svg");
    expect(html).toContain("Observer");
    expect(html).not.toContain('id="token"');
    // Its event stream takes the observer's token in the URL too; a side's token there is refused.
    const controller = new AbortController();
    const stream = await fetch(`${f.server.url}/games/${f.game.gameId}/events/stream?token=${f.game.tokens.observer}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    controller.abort();
    const side = await fetch(`${f.server.url}/games/${f.game.gameId}/events/stream?token=${f.game.tokens.scotland}`);
    expect(side.status).toBe(401);
  });

  it("Fog of war: Scotland's page names none of England's blocks, in its text or its markup", async () => {
    const page = await get(`/games/${f.game.gameId}/page`, { cookie: await scotlandCookie() });
    expect(page.status).toBe(200);
    const html = await page.text();
    // The board shows England's blocks, blank, and the log tells of England's draws, without names.
    expect(html).toMatch(/class="block blank" data-side="england"/);
    expect(html).toMatch(/<ol class="log"[^>]*><li>/);
    for (const b of ENGLISH_ONLY) {
      expect(html).not.toContain(b.name);
      expect(html).not.toContain(`"${b.id}"`);
    }
  });

  it("a dry run shows that the order is legal and changes nothing; a refused order shows its reason and changes nothing", async () => {
    const cookie = await scotlandCookie();
    const before = versionOf(await (await get(`/games/${f.game.gameId}/page`, { cookie })).text());
    const choice = /name="choice" value="([^"]+)"/.exec(await (await get(`/games/${f.game.gameId}/page`, { cookie })).text())?.[1] ?? "";
    expect(choice).toMatch(/^play /);
    const dry = await post({ order: choice, action: "dry-run", version: String(before) }, cookie);
    expect(dry.status).toBe(200);
    const dryHtml = await dry.text();
    expect(dryHtml).toContain("Dry run: the order is legal");
    expect(versionOf(dryHtml)).toBe(before);
    const wrong = await post({ order: "crown Bruce", action: "submit", version: String(before) }, cookie);
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/class="notice error"[^]*illegal-order/);
    expect(wrongHtml).toContain('value="crown Bruce"');
    const garbled = await post({ order: "plya <b>", action: "submit" }, cookie);
    expect(garbled.status).toBe(400);
    const garbledHtml = await garbled.text();
    expect(garbledHtml).toContain("order-syntax");
    expect(garbledHtml).not.toContain("<b>");
    expect(versionOf(await (await get(`/games/${f.game.gameId}/page`, { cookie })).text())).toBe(before);
  });

  it("a legal order given through the form is applied, and the page then shows what comes next", async () => {
    const cookie = await scotlandCookie();
    const html = await (await get(`/games/${f.game.gameId}/page`, { cookie })).text();
    const before = versionOf(html);
    const choice = /name="choice" value="([^"]+)"/.exec(html)?.[1] ?? "";
    // Without JavaScript the picked choice is sent with an empty order line.
    const given = await post({ choice, order: "", action: "submit", version: String(before) }, cookie);
    expect(given.status).toBe(303);
    expect(given.headers.get("location")).toBe(`/games/${f.game.gameId}/page`);
    const after = await (await get(`/games/${f.game.gameId}/page`, { cookie })).text();
    expect(versionOf(after)).toBe(before + 1);
    expect(after).toContain("Nothing to decide");
    expect(after).toContain("Waiting for England");
  });
});
