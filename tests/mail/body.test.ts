// What the judge reads of a mail body (issue 7, item 5), and its signed reply addresses.
import { describe, expect, it } from "vitest";
import { parseAddress, replyAddress } from "../../src/mail/address.js";
import { bodyLines } from "../../src/mail/body.js";

describe("mail bodies", () => {
  it("drops quoted lines, the attribution line (also wrapped) and the signature; reads CRLF", () => {
    const text = "play move3\r\n\r\n-- \r\nWill\r\n";
    expect(bodyLines(text)).toEqual(["play move3"]);
    const bottom = "On Mon, 23 Nov 2026 at 03:00, hots-judge <judge@x>\nwrote:\n> Your decision: play a card\n>     play move1\n\nplay move2\n";
    expect(bodyLines(bottom)).toEqual(["play move2"]);
    expect(bodyLines("pass\n-----Original Message-----\nFrom: judge\nplay move1")).toEqual(["pass"]);
  });

  it("reads names typed with accents and keeps their case for the order parser", () => {
    expect(bodyLines("move Méntieth>Lénnox: Wallace")).toEqual(["move Mentieth>Lennox: Wallace"]);
  });
});

describe("reply addresses", () => {
  const secret = "0123456789abcdef0123";
  const target = { gameId: "Ab_c-12", side: "scotland" as const, version: 7 };

  it("round-trip, whatever case the relay gives the MAC", () => {
    const address = replyAddress(secret, "judge.test", target);
    expect(parseAddress(secret, address)).toEqual({ kind: "reply", target });
    expect(parseAddress(secret, address.replace(/\.([0-9a-f]+)@/, (_m, mac: string) => `.${mac.toUpperCase()}@`))).toEqual({ kind: "reply", target });
  });

  it("refuse a changed side, version or MAC, and another secret", () => {
    const address = replyAddress(secret, "judge.test", target);
    expect(parseAddress(secret, address.replace(".scotland.", ".england.")).kind).toBe("bad-mac");
    expect(parseAddress(secret, address.replace(".7.", ".8.")).kind).toBe("bad-mac");
    expect(parseAddress("another secret 0123456", address).kind).toBe("bad-mac");
    expect(parseAddress(secret, "judge@judge.test").kind).toBe("judge");
    expect(parseAddress(secret, "someone@judge.test").kind).toBe("unknown");
  });
});
