// A game's life by mail, over real SMTP (docs/email.md "A game's life by mail"): players write to the
// judge's own address, with no token and no curl, to start a game (NEW), list games (LIST), take an
// open seat (JOIN), go away (ABSENCE), hand a seat over (REPLACE) and play again (REMATCH); the
// refusals change nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameClock } from "../../src/games/deadlines/clock.js";
import { DOMAIN, eventually, startJudge, type Judge } from "./judge.js";
import { finalMailOf, recordIn, replyTo } from "./reading.js";
import { startRelay, type CapturedMail, type Relay } from "./relay.js";

const JUDGE = `judge@${DOMAIN}`;
const EDWARD = "edward@longshanks.test";
const WILLIAM = "william@elderslie.test";
const ROBERT = "robert@carrick.test";
const JOHN = "john@comyn.test";
const AYMER = "aymer@valence.test";

const root = mkdtempSync(join(tmpdir(), "hots-lobby-"));
let relay: Relay;
let judge: Judge;

beforeAll(async () => {
  relay = await startRelay();
  judge = await startJudge(`file:${join(root, "hots.db")}`, relay);
});
afterAll(async () => {
  await judge?.close();
  await relay?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Sends a command to the judge's own address and waits for its answer. */
async function command(from: string, text: string): Promise<CapturedMail> {
  const id = await judge.send({ from, to: JUDGE, subject: "hots", text });
  return eventually(`the answer to "${text}" from ${from}`, () => relay.inbox(from).find((m) => m.parsed.inReplyTo === id));
}

const invitationOf = (to: string, gameId: string): Promise<CapturedMail> =>
  eventually(`${to}'s invitation to ${gameId}`, () => relay.inbox(to).find((m) => m.parsed.subject?.startsWith(`[hots ${gameId}] invitation`)));

/** Answers an invitation by replying to it with its join line; resolves with the seat's answer. */
async function takeSeat(from: string, gameId: string): Promise<CapturedMail> {
  const invitation = await invitationOf(from, gameId);
  const id = await judge.send({ from, to: replyTo(invitation.parsed) ?? "", subject: `Re: ${invitation.parsed.subject}`, text: invitation.parsed.text ?? "" });
  return eventually(`${from}'s seat answer`, () => relay.inbox(from).find((m) => m.parsed.inReplyTo === id));
}

const gameIdIn = (mail: CapturedMail): string => /(?:Game|partie|game) ([A-Za-z0-9_-]{12})\b/.exec(mail.parsed.text ?? "")?.[1] ?? "";

describe("a game's life by mail to the judge's own address", () => {
  let gameId = "";

  it("NEW ... VS creates the game with the sender as host on the side asked: both invitations go out, and the answer is in the LANG asked", async () => {
    const answer = await command(EDWARD, "NEW braveheart AS england VS william@elderslie.test LANG fr");
    expect(answer.parsed.text).toMatch(/La partie \S+ est créée \(braveheart\)\. Vous l'organisez et jouez Angleterre/);
    expect(answer.parsed.text).toContain(`L'invitation à jouer Écosse est partie pour ${WILLIAM}`);
    gameId = gameIdIn(answer);
    expect(gameId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await invitationOf(EDWARD, gameId)).parsed.subject).toContain("Angleterre");
    expect((await invitationOf(WILLIAM, gameId)).parsed.subject).toMatch(new RegExp(`^\\[hots ${gameId}\\] invitation: play Scotland \\[${gameId}\\.scotland\\.0\\.[0-9a-f]{20}\\]$`));
    await takeSeat(EDWARD, gameId);
    await takeSeat(WILLIAM, gameId);
    await eventually("the game to begin", async () => (await judge.store.getGame(gameId))?.status === "active");
  });

  it("the same NEW mail delivered twice starts one game", async () => {
    const messageId = `<new-twice@${DOMAIN}>`;
    await judge.send({ from: ROBERT, to: JUDGE, subject: "hots", text: "NEW the_bruce AS scotland VS john@comyn.test", messageId });
    await judge.send({ from: ROBERT, to: JUDGE, subject: "hots", text: "NEW the_bruce AS scotland VS john@comyn.test", messageId });
    await eventually("the first delivery's invitation", () => relay.inbox(JOHN).find((m) => /invitation/.test(m.parsed.subject ?? "")));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(relay.inbox(JOHN).filter((m) => /invitation/.test(m.parsed.subject ?? ""))).toHaveLength(1);
  });

  it("NEW without VS lists the game as open; LIST shows it to anyone; JOIN takes its free seat once, and a second JOIN is refused", async () => {
    const answer = await command(ROBERT, "NEW braveheart AS scotland");
    const open = gameIdIn(answer);
    expect(answer.parsed.text).toContain(`JOIN ${open} to ${JUDGE}`);
    await invitationOf(ROBERT, open);

    const list = await command(AYMER, "LIST");
    expect(list.parsed.text).toMatch(new RegExp(`${open}  braveheart  free seat: England`));
    expect(list.parsed.text).toContain("You have no game here.");

    const joined = await command(AYMER, `JOIN ${open}`);
    expect(joined.parsed.text).toContain(`The England seat of game ${open} is yours to take`);
    await takeSeat(ROBERT, open);
    await takeSeat(AYMER, open);
    await eventually("the open game to begin", async () => (await judge.store.getGame(open))?.status === "active");

    const again = await command(JOHN, `JOIN ${open}`);
    expect(again.parsed.text).toMatch(/^Nothing was done: the game is not open/);
    expect((await command(JOHN, "LIST")).parsed.text).not.toContain(open);
  });

  it("LIST shows the sender's own games with what each waits for, in the sender's seat language", async () => {
    const list = await command(EDWARD, "LIST");
    expect(list.parsed.text).toContain("Vos parties :");
    expect(list.parsed.text).toMatch(new RegExp(`${gameId}  braveheart  vous jouez Angleterre : attend .*échéance`));
  });

  it("ABSENCE pushes the side's deadlines past the days away and tells the opponent; over the game's limit it is refused and changes nothing", async () => {
    const before = (await judge.store.getGame(gameId))!.clock as unknown as GameClock;
    const answer = await command(EDWARD, `ABSENCE 2099-01-01 2099-01-05 ${gameId}`);
    expect(answer.parsed.text).toContain("Jours d'absence déclarés : 5 sur 14");
    const notice = await eventually("William's notice", () => relay.inbox(WILLIAM).find((m) => m.parsed.subject === `[hots ${gameId}] England is away`));
    expect(notice.parsed.text).toContain("the England player is away from 2099-01-01T00:00:00+00:00 until 2099-01-06T00:00:00+00:00");
    const after = (await judge.store.getGame(gameId))!.clock as unknown as GameClock;
    expect(after.absences?.england).toEqual([{ from: Date.UTC(2099, 0, 1), to: Date.UTC(2099, 0, 6) }]);
    expect(before.absences).toBeUndefined();

    const version = (await judge.store.getGame(gameId))!.version;
    const refused = await command(EDWARD, `ABSENCE 2099-03-01 2099-03-10 ${gameId}`);
    expect(refused.parsed.text).toMatch(/^Rien n'a été fait : la partie permet 14 jours d'absence par camp/);
    expect((await judge.store.getGame(gameId))!.version).toBe(version);
  });

  it("REPLACE by the host against a player who answers is refused; by the seat's own player it hands the seat over, and the newcomer and the opponent are told", async () => {
    const refused = await command(EDWARD, `REPLACE scotland ${JOHN} ${gameId}`);
    expect(refused.parsed.text).toMatch(/^Rien n'a été fait : l'organisateur ne peut confier une place qu'après 2 échéances manquées/);
    expect((await judge.store.listSeats(gameId)).find((s) => s.role === "scotland")?.email).toBe(WILLIAM);

    const handed = await command(EDWARD, `REPLACE england ${ROBERT} ${gameId}`);
    expect(handed.parsed.text).toContain(`La place de Angleterre dans la partie ${gameId} est confiée à ${ROBERT}`);
    // The seat keeps its language (French, chosen with LANG): the substitute's mail is in it.
    const board = await eventually("Robert's seat mail", () => relay.inbox(ROBERT).find((m) => m.parsed.text?.includes("dans cette partie vous a été confiée")));
    expect(board.parsed.text).toMatch(/Le jeton de votre camp pour l'API REST : [A-Za-z0-9_-]{43}/);
    expect(replyTo(board.parsed)).toMatch(new RegExp(`^judge\\+${gameId}\\.england\\.`));
    await eventually("William's notice", () => relay.inbox(WILLIAM).find((m) => m.parsed.text?.includes(`England is now played by ${ROBERT}`)));
    expect((await judge.store.listSeats(gameId)).find((s) => s.role === "england")?.email).toBe(ROBERT);

    // The newcomer plays by replying to its mail: RESIGN ends the game. The answer to an order that
    // ends the game is the game's last mail, with the result and record.json, to both sides
    // (docs/email.md "When a side is mailed"), in each seat's language.
    await judge.send({ from: ROBERT, to: replyTo(board.parsed) ?? "", subject: `Re: ${board.parsed.subject}`, text: "RESIGN" });
    const robertsLast = await eventually("the resignation's answer: the game's last mail to Robert", () => finalMailOf(relay.inbox(ROBERT), gameId));
    expect(robertsLast.parsed.text).toContain("Écosse gagne car l'adversaire a abandonné");
    expect(recordIn(robertsLast).gameId).toBe(gameId);
    const williamsLast = await eventually("the game's last mail to William", () => finalMailOf(relay.inbox(WILLIAM), gameId));
    expect(williamsLast.parsed.text).toContain("Scotland wins because the other side resigned");
    expect((await judge.store.getGame(gameId))?.status).toBe("over");
  });

  it("REMATCH after the end starts one new game with the sides swapped, whoever asks and however often", async () => {
    const answer = await command(WILLIAM, `REMATCH ${gameId}`);
    const next = /game ([A-Za-z0-9_-]{12}), sides swapped/.exec(answer.parsed.text ?? "")?.[1] ?? "";
    expect(next).not.toBe("");
    expect((await invitationOf(WILLIAM, next)).parsed.subject).toMatch(new RegExp(`^\\[hots ${next}\\] invitation: play England \\[${next}\\.england\\.0\\.[0-9a-f]{20}\\]$`));
    await invitationOf(ROBERT, next);
    const again = await command(ROBERT, `REMATCH ${gameId}`);
    expect(again.parsed.text).toContain(next);
    expect(relay.inbox(WILLIAM).filter((m) => m.parsed.subject?.startsWith(`[hots ${next}] invitation`))).toHaveLength(1);
  });

  it("an unknown command is answered with the list of commands", async () => {
    const answer = await command(JOHN, "hello judge");
    expect(answer.parsed.text).toContain("NEW <scenario>");
    expect(answer.parsed.text).toContain("REMATCH");
  });
});
