// Debian's chromium for the page tests, one browser per test file; each side gets its own context
// (its own cookie jar), as two players on two machines. Where chromium is missing the tests are
// skipped with a message, except in CI (CI=true), where they fail.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
export const ARTIFACTS = new URL("../../test-artifacts/", import.meta.url).pathname;
export const chromiumPresent = existsSync(CHROMIUM);

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1400, height: 1000 };

/** A side's page, signed in with its token through the sign-in form. */
export async function signedIn(browser: Browser, base: string, gameId: string, token: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/games/${gameId}/page`);
  await page.locator("#token").fill(token);
  await page.locator('form[action$="/page/session"] button[type="submit"]').click();
  await page.waitForURL(`${base}/games/${gameId}/page`);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

const AXE = new URL("../../node_modules/axe-core/axe.min.js", import.meta.url).pathname;

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<{ id: string; impact: string; targets: string[] }[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then(r => r.violations)")) as {
    id: string;
    impact: string | null;
    nodes: { target: string[] }[];
  }[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact ?? "", targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}
