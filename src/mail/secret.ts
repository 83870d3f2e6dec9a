// MAIL_SECRET signs reply addresses. Without it, a random secret is made once and kept in a file
// beside the outbox, so that addresses in mails already sent still work after a restart.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export function mailSecret(configured: string | null, outboxDir: string): string {
  if (configured !== null) return configured;
  const file = join(dirname(outboxDir), "mail-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("hex");
    // "wx": of two servers starting at once, the second reads the first one's secret.
    try {
      writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
