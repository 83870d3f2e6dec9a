// The judge's addresses (src/mail/address.ts, docs/email.md "Who may act"): one mailbox, signed
// plus-addresses for replies, and the same signed tag in the subject for providers that drop the +tag.
import { describe, expect, it } from "vitest";
import { isJudgeMailbox, isJudgeRecipient, parseAddress, parseSubject, replyAddress, replyAddressPattern, replyTargetOf, subjectWithTag } from "../../src/mail/address.js";

const secret = "0123456789abcdef0123";
const judge = { address: "judge@judge.test", separator: "+", secret };
const club = { address: "Club@Example.org", separator: "-", secret };
const target = { gameId: "Ab_c-12", side: "scotland" as const, version: 7 };

describe("reply addresses", () => {
  it("round-trip, whatever case the relay gives the MAC", () => {
    const address = replyAddress(judge, target);
    expect(address).toMatch(/^judge\+Ab_c-12\.scotland\.7\.[0-9a-f]{20}@judge\.test$/);
    expect(parseAddress(judge, address)).toEqual({ kind: "reply", target });
    expect(parseAddress(judge, address.replace(/\.([0-9a-f]+)@/, (_m, mac: string) => `.${mac.toUpperCase()}@`))).toEqual({ kind: "reply", target });
  });

  it("refuse a changed side, version or MAC, and another secret", () => {
    const address = replyAddress(judge, target);
    expect(parseAddress(judge, address.replace(".scotland.", ".england.")).kind).toBe("bad-mac");
    expect(parseAddress(judge, address.replace(".7.", ".8.")).kind).toBe("bad-mac");
    expect(parseAddress({ ...judge, secret: "another secret 0123456" }, address).kind).toBe("bad-mac");
    expect(parseAddress(judge, "judge@judge.test").kind).toBe("judge");
    expect(parseAddress(judge, "someone@judge.test").kind).toBe("unknown");
  });

  it("are the MAIL_ADDRESS mailbox with its separator: club-<tag>@example.org reads back, the same tag under another mailbox does not", () => {
    const address = replyAddress(club, target);
    expect(address).toMatch(/^Club-Ab_c-12\.scotland\.7\.[0-9a-f]{20}@Example\.org$/);
    // The mailbox's own part in any case (the game's id is case-sensitive).
    expect(parseAddress(club, address.replace(/^Club-/, "CLUB-").replace(/@Example\.org$/, "@example.org"))).toEqual({ kind: "reply", target });
    expect(parseAddress(club, "club@example.org").kind).toBe("judge");
    // The tag alone, under the default judge+ mailbox, is not the club's address.
    expect(parseAddress(club, address.replace(/^Club-/, "judge+")).kind).toBe("unknown");
    expect(parseAddress(club, address.replace(/^Club-/, "Club+")).kind).toBe("unknown");
    expect(replyAddressPattern(club)).toBe("Club-<game>.<side>.<version>.<mac>@Example.org");
  });
});

describe("the signed tag in the subject", () => {
  it("ends the subject, survives Re:, AW: and a client's own tag, and names the same target", () => {
    const subject = subjectWithTag(judge, "[hots Ab_c-12] 1297 turn 1: play a card", target);
    expect(subject).toMatch(/^\[hots Ab_c-12\] 1297 turn 1: play a card \[Ab_c-12\.scotland\.7\.[0-9a-f]{20}\]$/);
    for (const reply of [`Re: ${subject}`, `AW: Re: ${subject}`, `[External] RE: ${subject} (fwd)`]) expect(parseSubject(judge, reply)).toEqual({ kind: "reply", target });
  });

  it("is checked as an address is: a changed version or MAC is bad-mac; no tag is unknown", () => {
    const subject = subjectWithTag(judge, "x", target);
    expect(parseSubject(judge, subject.replace(".7.", ".6.")).kind).toBe("bad-mac");
    expect(parseSubject({ ...judge, secret: "another secret 0123456" }, subject).kind).toBe("bad-mac");
    expect(parseSubject(judge, "Re: [hots Ab_c-12] 1297 turn 1: play a card").kind).toBe("unknown");
  });

  it("counts only where no recipient is a signed address; a bad signature in either is reported", () => {
    const other = { ...target, version: 9 };
    const subject = `Re: ${subjectWithTag(judge, "x", other)}`;
    expect(replyTargetOf(judge, { recipients: [replyAddress(judge, target)], subject })).toEqual({ kind: "reply", target });
    expect(replyTargetOf(judge, { recipients: ["judge@judge.test"], subject })).toEqual({ kind: "reply", target: other });
    expect(replyTargetOf(judge, { recipients: ["judge@judge.test"], subject: subject.replace(".9.", ".8.") }).kind).toBe("bad-mac");
    expect(replyTargetOf(judge, { recipients: ["judge@judge.test"], subject: "hello" }).kind).toBe("judge");
    expect(replyTargetOf(judge, { recipients: ["someone@else.test"], subject: "hello" }).kind).toBe("unknown");
  });
});

describe("isJudgeMailbox", () => {
  it("is the mailbox, tagged or not, at its own domain, in any case; nothing else", () => {
    expect(isJudgeMailbox("club@example.org", club)).toBe(true);
    expect(isJudgeMailbox("CLUB-anything@EXAMPLE.ORG", club)).toBe(true);
    expect(isJudgeMailbox(replyAddress(club, target), club)).toBe(true);
    expect(isJudgeMailbox("club@example.net", club)).toBe(false);
    expect(isJudgeMailbox("club+x@example.org", club)).toBe(false);
    expect(isJudgeMailbox("clubhouse@example.org", club)).toBe(false);
    expect(isJudgeMailbox("judge@judge.test", judge)).toBe(true);
  });
});

describe("isJudgeRecipient (the SMTP listener's RCPT check)", () => {
  it("takes the mailbox itself and the reply addresses it signed, at its own domain; refuses any other tag, a bad MAC and another domain", () => {
    expect(isJudgeRecipient("club@example.org", club)).toBe(true);
    expect(isJudgeRecipient(replyAddress(club, target), club)).toBe(true);
    expect(isJudgeRecipient("CLUB-anything@EXAMPLE.ORG", club)).toBe(false);
    expect(isJudgeRecipient(replyAddress(club, target).replace(".scotland.", ".england."), club)).toBe(false);
    expect(isJudgeRecipient(replyAddress(club, target).replace(/example\.org/i, "example.net"), club)).toBe(false);
    expect(isJudgeRecipient("judge@judge.test", judge)).toBe(true);
  });
});
