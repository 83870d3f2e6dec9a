// What the judge reads of a mail body; its signed reply addresses are in address.test.ts.
import { describe, expect, it } from "vitest";
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
