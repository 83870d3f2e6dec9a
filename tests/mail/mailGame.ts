// A game whose two seats were taken by mail, for the tests of one mail behaviour: each player
// answers its invitation by quoting it, and both sides then have a card to choose.
import nodemailer from "nodemailer";
import { expect } from "vitest";
import type { Side } from "../../src/rules/sides.js";
import { DOMAIN, eventually, type Judge } from "./judge.js";
import { firstMails, replyTo } from "./reading.js";
import type { CapturedMail, Relay } from "./relay.js";

export async function mailGame(judge: Judge, relay: Relay, addresses: Record<Side, string>): Promise<{ gameId: string; first: Record<Side, CapturedMail> }> {
  for (let deal = 0; deal < 20; deal++) {
    const response = await fetch(`${judge.url}/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ scenario: "braveheart", emails: addresses }) });
    expect(response.status).toBe(201);
    const { gameId } = (await response.json()) as { gameId: string };
    for (const side of ["england", "scotland"] as const) {
      const invitation = await eventually(`${side}'s invitation`, () => relay.inbox(addresses[side]).find((m) => m.parsed.subject?.startsWith(`[hots ${gameId}] invitation`)));
      const quoted = (invitation.parsed.text ?? "").split("\n").map((l) => `> ${l}`).join("\n");
      await judge.send({ from: addresses[side], to: replyTo(invitation.parsed) ?? "", subject: `Re: ${invitation.parsed.subject}`, text: `On Mon, hots-judge <judge@${DOMAIN}> wrote:\n${quoted}` });
    }
    const first = await firstMails(relay, gameId, addresses);
    if (first) return { gameId, first };
  }
  throw new Error("twenty deals in a row played a hand by itself");
}

/**
 * A clock that reads real time moved back to five minutes past an hour: the tests of the hourly
 * answer limit then have most of an hour before the count starts again, however slow the machine.
 */
export function earlyInTheHour(): () => Date {
  const now = Date.now();
  const offset = (now % 3_600_000) - 5 * 60_000;
  return () => new Date(Date.now() - offset);
}

/** One raw mail handed to the judge's listener as a mail server does: its own envelope, its own headers. */
export async function deliver(judge: Judge, envelope: { from: string; to: string }, headers: string[], body: string): Promise<void> {
  const client = nodemailer.createTransport({ host: "127.0.0.1", port: judge.mail.inboundPort ?? 0, secure: false, ignoreTLS: true });
  try {
    await client.sendMail({ envelope, raw: [...headers, "Content-Type: text/plain; charset=utf-8", "", body, ""].join("\r\n") });
  } finally {
    client.close();
  }
}
