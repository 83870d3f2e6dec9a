// A side's page in a real headless Chromium (issue 11, item 4): open the page from the player's
// link, keep a screenshot as an artifact, find no enemy block name in the text or the DOM, try an
// order as a dry run, give it through the form and see the next decision.
// Debian's chromium at /usr/bin/chromium; where it is missing the test is skipped with a message,
// except in CI (CI=true), where it fails.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFixture, ENGLISH_ONLY, type PageFixture } from "./fixtures.js";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const ARTIFACTS = new URL("../../test-artifacts/", import.meta.url).pathname;
const present = existsSync(CHROMIUM);
const inCi = process.env.CI === "true";

if (!present && !inCi) console.warn(`tests/page/browser.test.ts skipped: no browser at ${CHROMIUM} (apt-get install chromium to run it)`);

describe("the browser finds Chromium", () => {
  it.runIf(inCi)(`CI has ${CHROMIUM}`, () => expect(existsSync(CHROMIUM)).toBe(true));
});

describe.runIf(present)("a side's page in headless Chromium", () => {
  let f: PageFixture;
  let context: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    f = await pageFixture();
    profile = mkdtempSync(join(tmpdir(), "hots-chromium-"));
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: [...FLAGS], viewport: { width: 1400, height: 1100 } });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await f?.close();
  });

  it("shows Scotland the board with no English block names, and gives an order through the form", { timeout: 120_000 }, async () => {
    const page = await context.newPage();
    const { gameId, tokens } = f.game;
    await page.goto(`${f.server.url}/games/${gameId}/page`);
    // The player signs in once with its token; it never appears in a URL and lives in an HttpOnly cookie.
    await page.locator("#token").fill(tokens.scotland);
    await page.getByRole("button", { name: "Open my page" }).click();
    await page.waitForURL(`${f.server.url}/games/${gameId}/page`);
    // The page's script cannot read it either (HttpOnly).
    expect(await page.evaluate("document.cookie")).toBe("");

    await expect.poll(() => page.locator("#board svg .block").count()).toBeGreaterThan(0);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, "scotland-page.png"), fullPage: true });
    expect(existsSync(join(ARTIFACTS, "scotland-page.png"))).toBe(true);

    const text = await page.locator("body").innerText();
    const dom = await page.content();
    expect(await page.locator('#board svg [data-side="england"].blank').count()).toBeGreaterThan(0);
    for (const b of ENGLISH_ONLY) {
      expect(text).not.toContain(b.name);
      expect(dom).not.toContain(b.name);
      expect(dom).not.toContain(`"${b.id}"`);
    }

    // England plays its card through the API; Scotland answers through the page.
    const england = (await f.server.request("GET", `/games/${gameId}`, { token: tokens.england })).body.view.decisions[0];
    const played = await f.server.request("POST", `/games/${gameId}/orders`, { token: tokens.england, json: { order: { type: "play", card: england.cards[0] } } });
    expect(played.status, played.text).toBe(200);
    await page.reload();
    expect(await page.locator("#decision").getAttribute("data-kind")).toBe("play-card");

    // Picking a choice fills the order line (the page's one script).
    const choices = page.locator('input[name="choice"]');
    const last = choices.last();
    await last.check();
    const picked = await last.getAttribute("value");
    expect(await page.locator("#order").inputValue()).toBe(picked);

    const version = Number(/version (\d+)/.exec(await page.locator("header").innerText())?.[1]);
    await page.getByRole("button", { name: "Dry run" }).click();
    await expect.poll(() => page.locator("#notice").innerText()).toContain("Dry run: the order is legal");
    expect(await page.locator("header").innerText()).toContain(`version ${version}`);

    await page.getByRole("button", { name: "Give the order" }).click();
    await page.waitForURL(`${f.server.url}/games/${gameId}/page`);
    await expect.poll(() => page.locator("header").innerText()).toContain(`version ${version + 1}`);
    // Both cards are down: the game has moved on to whatever the cards asked for next.
    const next = (await f.server.request("GET", `/games/${gameId}`, { token: tokens.scotland })).body.view;
    const kind = await page.locator("#decision").getAttribute("data-kind");
    if (next.decisions.length > 0) expect(kind).toBe(next.decisions[0].kind);
    else expect(await page.locator("#decision").innerText()).toContain("Waiting for England");
    await page.screenshot({ path: join(ARTIFACTS, "scotland-page-after-order.png"), fullPage: true });
  });
});
