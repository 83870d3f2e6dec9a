// Playing on the side's page by clicking only, in headless Chromium: a whole Braveheart game for both
// sides (each in its own browser context), never typing into the order line; the page follows the
// event stream (the other side's order shows without a reload); some decisions at 390 × 844; axe-core
// finds no serious or critical violation on the sides', the observer's and the sign-in pages.
// Screenshots go to test-artifacts/ (gitignored).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFixture, type PageFixture } from "./fixtures.js";
import { chromiumPresent, CHROMIUM, launch, PHONE, screenshot, seriousViolations, signedIn } from "./chromium.js";

const inCi = process.env.CI === "true";
if (!chromiumPresent && !inCi) console.warn(`tests/page/play.test.ts skipped: no browser at ${CHROMIUM} (apt-get install chromium to run it)`);

type Side = "england" | "scotland";
const SIDES: Side[] = ["england", "scotland"];

describe.runIf(chromiumPresent || inCi)("playing on the page by clicking", () => {
  let f: PageFixture;
  let browser: Browser;

  beforeAll(async () => {
    f = await pageFixture();
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await f?.close();
  });

  const game = async (side: Side) => (await f.server.request("GET", `/games/${f.game.gameId}`, { token: f.game.tokens[side] })).body;
  const pageUrl = () => `${f.server.url}/games/${f.game.gameId}/page`;

  /** A small deterministic choice among n, so a failure replays the same game. */
  let seed = 7;
  const pick = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };

  const seen = new Set<string>();

  /** Answers the page's decision by clicks: composes one where the page offers pieces, else picks a whole answer. */
  async function answerByClicks(page: Page, side: Side): Promise<string> {
    const kind = (await page.locator("#decision").getAttribute("data-kind")) ?? "";
    const subjects = page.locator("#composer .subject");
    let composed = false;
    if ((await subjects.count()) > 0) {
      await subjects.nth(pick(await subjects.count())).click();
      const options = page.locator("#options .option");
      const count = await options.count();
      expect(count, kind).toBeGreaterThan(0);
      const chosen = options.nth(pick(count));
      const to = await chosen.getAttribute("data-to");
      // A destination lit on the board is clicked on the board itself; otherwise the option button.
      const lit = to === null ? null : page.locator(`#board [data-area="${to}"].dest`);
      if (lit !== null && (await lit.count()) > 0 && kind === "movement") await lit.first().click({ force: true });
      else await chosen.click();
      // The picked piece is in the order line, put together by the page's script.
      expect(await chosen.getAttribute("aria-pressed"), kind).toBe("true");
      expect(await page.locator("#picked").innerText(), kind).not.toBe(await page.locator("#picked").getAttribute("data-empty"));
      if (!seen.has(`${kind} composed`)) {
        seen.add(`${kind} composed`);
        await screenshot(page, `play-${side}-${kind}-composed`);
      }
      await page.locator('button[value="dry-run"]').click();
      await page.waitForLoadState("domcontentloaded");
      composed = (await page.locator("#notice.error, .notice.error").count()) === 0;
    }
    if (!composed) {
      const radios = page.locator('input[name="choice"]');
      const n = await radios.count();
      expect(n, kind).toBeGreaterThan(0);
      await radios.nth(kind === "play-card" || kind === "choose-battle" || kind === "assign-hits" ? pick(n) : 0).check();
    }
    if (!seen.has(kind)) {
      seen.add(kind);
      await screenshot(page, `play-${side}-${kind}`);
    }
    const line = await page.locator("#order").inputValue();
    await page.locator('button[value="submit"]').click();
    await page.waitForLoadState("domcontentloaded");
    return `${kind}: ${line}`;
  }

  it("plays a whole Braveheart game for both sides by clicks, never typing an order", { timeout: 3_600_000 }, async () => {
    const pages = {
      england: (await signedIn(browser, f.server.url, f.game.gameId, f.game.tokens.england)).page,
      scotland: (await signedIn(browser, f.server.url, f.game.gameId, f.game.tokens.scotland)).page,
    };
    // England plays its card first; its page, left open, shows what Scotland's card led to without a reload.
    const played: string[] = [];
    played.push(await answerByClicks(pages.england, "england"));
    expect(await pages.england.locator("#decision").getAttribute("data-kind")).toBeNull();
    const englandLog = await pages.england.locator("#log li").count();
    // Scotland's page, open since before England's card, takes the game's new version from the stream
    // without a reload: its form sends that version, and one it had not caught up with would be
    // refused as stale (409, docs/api.md), Scotland's card never played.
    const { version } = await game("scotland");
    await expect.poll(() => pages.scotland.locator('#decision input[name="version"]').inputValue(), { timeout: 60_000 }).toBe(String(version));
    played.push(await answerByClicks(pages.scotland, "scotland"));
    expect(await pages.scotland.locator("#notice.error").count(), "Scotland's card was refused").toBe(0);
    await expect.poll(() => pages.england.locator("#log li").count(), { timeout: 60_000 }).toBeGreaterThan(englandLog);
    const next = (await game("england")).view.decisions[0]?.kind ?? null;
    await expect.poll(() => pages.england.locator("#decision").getAttribute("data-kind"), { timeout: 60_000 }).toBe(next);
    expect(await pages.england.locator("#live").innerText()).toBe("Live: the page follows the game.");
    // The newest entry comes first.
    expect(await pages.england.locator("#log li").first().innerText()).toMatch(/Cards revealed|play/i);

    let status = "active";
    for (let step = 0; step < 3000 && status === "active"; step++) {
      let acted = false;
      for (const side of SIDES) {
        const g = await game(side);
        status = g.status;
        if (status !== "active" || g.view.decisions.length === 0) continue;
        const page = pages[side];
        await page.goto(pageUrl());
        expect(await page.locator("#decision").getAttribute("data-kind")).toBe(g.view.decisions[0].kind);
        played.push(await answerByClicks(page, side));
        acted = true;
      }
      if (!acted) status = (await game("england")).status;
    }
    expect(status, played.slice(-5).join("\n")).toBe("over");
    // Every kind of composed decision that came up was put together by clicks.
    expect(played.some((p) => p.startsWith("movement: ") && !p.endsWith(" none") && !/ nenhum$/.test(p))).toBe(true);
    for (const side of SIDES) {
      await pages[side].goto(pageUrl());
      await screenshot(pages[side], `play-${side}-over`);
    }
  });
});

describe.runIf(chromiumPresent || inCi)("the page on a phone, for the keyboard, and for axe-core", () => {
  let f: PageFixture;
  let browser: Browser;

  beforeAll(async () => {
    f = await pageFixture();
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await f?.close();
  });

  it("at 390 × 844: no sideways scrolling, the board zooms, and decisions are answered by clicks", { timeout: 600_000 }, async () => {
    for (const side of SIDES) {
      const { page } = await signedIn(browser, f.server.url, f.game.gameId, f.game.tokens[side], PHONE);
      expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
      const before = (await page.locator("#board svg").boundingBox())?.width ?? 0;
      await page.locator('[data-zoom="in"]').click();
      await page.locator('[data-zoom="in"]').click();
      expect((await page.locator("#board svg").boundingBox())?.width ?? 0).toBeGreaterThan(before * 2);
      expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `phone-${side}-zoomed`);
      await page.locator("#areas summary").click();
      await screenshot(page, `phone-${side}-areas`);
      await page.locator('input[name="choice"]').first().check();
      await page.locator('button[value="submit"]').click();
      await page.waitForLoadState("domcontentloaded");
    }
    // Both cards are down: the next decisions, on the phone, by clicks.
    for (let i = 0; i < 6; i++) {
      for (const side of SIDES) {
        const g = (await f.server.request("GET", `/games/${f.game.gameId}`, { token: f.game.tokens[side] })).body;
        if (g.view.decisions.length === 0) continue;
        const { page } = await signedIn(browser, f.server.url, f.game.gameId, f.game.tokens[side], PHONE);
        const subjects = page.locator("#composer .subject");
        if ((await subjects.count()) > 0) {
          await subjects.first().click();
          await page.locator("#options .option").first().click();
          await screenshot(page, `phone-${side}-composing-${i}`);
          await page.locator('button[value="dry-run"]').click();
          await page.waitForLoadState("domcontentloaded");
          if ((await page.locator(".notice.error").count()) > 0) await page.locator('input[name="choice"]').first().check();
        } else {
          await page.locator('input[name="choice"]').first().check();
        }
        expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
        await page.locator('button[value="submit"]').click();
        await page.waitForLoadState("domcontentloaded");
        await page.context().close();
      }
    }
  });

  it("is played with the keyboard only: Tab to a choice, Space to pick it, Enter to give it", { timeout: 300_000 }, async () => {
    const fresh = await pageFixture();
    try {
      const { page } = await signedIn(browser, fresh.server.url, fresh.game.gameId, fresh.game.tokens.scotland);
      const before = Number(/version (\d+)/.exec(await page.locator("header").innerText())?.[1]);
      // Tab until a card's radio has the focus, pick it, then Tab to the submit button and press Enter.
      for (let i = 0; i < 60 && !(await page.evaluate("document.activeElement?.name === 'choice'")); i++) await page.keyboard.press("Tab");
      expect(await page.evaluate("document.activeElement?.name")).toBe("choice");
      await page.keyboard.press("ArrowDown");
      const chosen = (await page.evaluate("document.activeElement.value")) as string;
      expect(await page.locator("#order").inputValue()).toBe(chosen);
      for (let i = 0; i < 40 && !(await page.evaluate("document.activeElement?.value === 'submit'")); i++) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.waitForURL(`${fresh.server.url}/games/${fresh.game.gameId}/page`);
      await expect.poll(async () => Number(/version (\d+)/.exec(await page.locator("header").innerText())?.[1])).toBe(before + 1);
    } finally {
      await fresh.close();
    }
  });

  it("axe-core finds no serious or critical violation on either side's page, the observer's, and the sign-in form", { timeout: 300_000 }, async () => {
    const context = await browser.newContext();
    const signIn = await context.newPage();
    await signIn.goto(`${f.server.url}/games/${f.game.gameId}/page`);
    expect(await seriousViolations(signIn)).toEqual([]);
    const observer = await context.newPage();
    await observer.goto(f.game.links.observer.replace(f.server.config.publicUrl, f.server.url));
    expect(await seriousViolations(observer)).toEqual([]);
    for (const side of SIDES) {
      const { page } = await signedIn(browser, f.server.url, f.game.gameId, f.game.tokens[side]);
      expect(await seriousViolations(page), side).toEqual([]);
      // With a block picked and its options shown, too.
      if ((await page.locator("#composer .subject").count()) > 0) {
        await page.locator("#composer .subject").first().click();
        expect(await seriousViolations(page), `${side} composing`).toEqual([]);
      }
    }
  });
});
