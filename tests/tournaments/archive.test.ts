// The tournament archive and `hots verify-tournament` (docs/tournaments.md, "Verifying"): archives of
// tournaments whose games were played by random players verify, and changing one die, one result,
// one pairing or the pairing seed makes the check fail and name it.

import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hots } from "../helpers/cli.js";
import { recordRandomGame } from "../../src/playout/recordGame.js";
import type { TournamentArchive } from "../../src/tournaments/archive.js";
import { closeArchive, fileGame, openArchive, pairNextRound, resultOfRecord } from "../../src/tournaments/runArchive.js";
import { verifyArchive, type ArchiveVerdict } from "../../src/tournaments/verifyArchive.js";

let dir = "";
let files = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "hots-tournament-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const seedOf = (text: string) => new Uint8Array(createHash("sha256").update(text).digest());
const SETUP = { scenario: "braveheart" as const, options: [], campaignEndYear: null };

/**
 * Plays a whole tournament: every board a random game of Braveheart, except `cut` (round, board),
 * stopped after 40 orders and adjudicated, and `forfeit`, never started.
 */
function playTournament(id: string, format: "round-robin" | "swiss", count: number, rounds: number, cut: string, forfeit: string): TournamentArchive {
  const seed = seedOf(id);
  const players = Array.from({ length: count }, (_, i) => `player${i + 1}@example.org`);
  let archive = openArchive(id, { name: id, format, rounds, scenario: "braveheart", options: [], tieBreaks: ["sonneborn-berger", "buchholz", "head-to-head"], players }, seed);
  for (let round = 1; round <= rounds; round++) {
    archive = pairNextRound(archive, seed);
    for (const board of archive.rounds[round - 1]?.boards ?? []) {
      const at = `${round}.${board.board}`;
      if (at === forfeit) {
        archive = fileGame(archive, round, board.board, null, { winner: "england", by: "forfeit", reason: "Scotland missed three deadlines in a row" });
        continue;
      }
      const record = recordRandomGame({ setup: SETUP, seed: round * 100 + board.board + count * 10_000, ...(at === cut ? { maxOrders: 40 } : {}) }).record;
      const result = resultOfRecord(record) ?? { winner: "scotland" as const, by: "adjudication" as const, reason: "unfinished at the season's end; Scotland held more nobles" };
      archive = fileGame(archive, round, board.board, record, result);
    }
  }
  return closeArchive(archive, seed);
}

let roundRobin: TournamentArchive;
let swiss: TournamentArchive;
beforeAll(() => {
  roundRobin = playTournament("club round robin", "round-robin", 4, 3, "2.1", "3.2");
  swiss = playTournament("open swiss", "swiss", 6, 3, "1.2", "3.3");
});

async function verify(archive: TournamentArchive): Promise<{ code: number; verdict: ArchiveVerdict; text: string[] }> {
  const path = join(dir, `archive-${++files}.json`);
  writeFileSync(path, JSON.stringify(archive, null, 2));
  const json = await hots("verify-tournament", path, "--json");
  const words = await hots("verify-tournament", path);
  expect(words.code).toBe(json.code);
  return { code: json.code, verdict: JSON.parse(json.out[0] ?? "") as ArchiveVerdict, text: words.out };
}

const tampered = (archive: TournamentArchive, change: (copy: TournamentArchive) => void): TournamentArchive => {
  const copy = structuredClone(archive);
  change(copy);
  return copy;
};

describe("hots verify-tournament", () => {
  it("verifies a four-player round robin and a six-player Swiss of random games, with an adjudication and a forfeit", async () => {
    for (const archive of [roundRobin, swiss]) {
      const boards = archive.rounds.flatMap((r) => r.boards);
      expect(boards.some((b) => b.result?.by === "adjudication" && b.record?.result === null)).toBe(true);
      expect(boards.some((b) => b.result?.by === "forfeit" && b.record === null)).toBe(true);
      const { code, verdict, text } = await verify(archive);
      expect(verdict).toEqual({ ok: true, rounds: 3, games: boards.length - 1 });
      expect(code).toBe(0);
      expect(text[0]).toMatch(/^tournament verified: 3 rounds/);
    }
  });

  it("names the die changed in one game", async () => {
    const changed = tampered(roundRobin, (a) => {
      const record = a.rounds[1]?.boards[1]?.record;
      const entry = record?.diceLog.find((e) => e.n === 6);
      if (!record || !entry) throw new Error("the game has no die roll");
      entry.value = (entry.value + 1) % 6;
    });
    const { code, verdict, text } = await verify(changed);
    expect(code).toBe(1);
    expect(verdict).toMatchObject({ ok: false, problem: "dice" });
    expect(verdict.ok ? "" : verdict.where).toMatch(/^round 2 board 2, game braveheart-\d+, entry-mismatch \(entry k = \d+\)$/);
    expect(text[0]).toMatch(/^tournament NOT verified: round 2 board 2/);
  });

  it("names a result that is not the game's end", async () => {
    const changed = tampered(swiss, (a) => {
      const board = a.rounds[0]?.boards[0];
      if (!board?.result) throw new Error("no result");
      board.result.winner = board.result.winner === "england" ? "scotland" : "england";
    });
    const { code, verdict } = await verify(changed);
    expect(code).toBe(1);
    expect(verdict).toMatchObject({ ok: false, problem: "result" });
    expect(verdict.ok ? "" : verdict.where).toMatch(/^round 1 board 1, game /);
  });

  it("names an adjudication without its reason", async () => {
    const changed = tampered(roundRobin, (a) => {
      const board = a.rounds[1]?.boards[0];
      if (board?.result?.by !== "adjudication") throw new Error("not the adjudicated board");
      delete board.result.reason;
    });
    const { verdict } = await verify(changed);
    expect(verdict).toMatchObject({ ok: false, problem: "result", expected: "a written reason for the adjudication" });
  });

  it("names a pairing that the seed and the results before it do not give", async () => {
    for (const archive of [roundRobin, swiss]) {
      const changed = tampered(archive, (a) => {
        const board = a.rounds[1]?.boards[0];
        if (!board) throw new Error("no board");
        [board.england, board.scotland] = [board.scotland, board.england];
      });
      const { code, verdict } = await verify(changed);
      expect(code).toBe(1);
      expect(verdict).toMatchObject({ ok: false, problem: "pairing", where: "round 2" });
      expect(verdict.ok ? "" : verdict.actual).toMatch(/^board 1: /);
    }
  });

  it("names a pairing seed that is not the committed one, and a changed seed with its own commitment at round 1", async () => {
    const other = "ab".repeat(32);
    const wrong = await verify(tampered(swiss, (a) => (a.pairingSeed.seed = other)));
    expect(wrong.code).toBe(1);
    expect(wrong.verdict).toMatchObject({ ok: false, problem: "pairing-seed" });
    const recommitted = await verify(
      tampered(swiss, (a) => {
        a.pairingSeed = { seed: other, commitment: createHash("sha256").update(Buffer.from(other, "hex")).digest("hex") };
      }),
    );
    expect(recommitted.verdict).toMatchObject({ ok: false, problem: "pairing", where: "round 1" });
  });

  it("names standings that are not the ones the results give", () => {
    const changed = tampered(roundRobin, (a) => {
      const [first, second] = a.standings;
      if (!first || !second) throw new Error("no standings");
      [first.player, second.player] = [second.player, first.player];
    });
    const verdict = verifyArchive(changed);
    expect(verdict).toMatchObject({ ok: false, problem: "standings", where: "standings line 1" });
  });

  it("refuses an unreadable archive with exit code 2", async () => {
    const path = join(dir, "not-an-archive.json");
    writeFileSync(path, JSON.stringify({ format: "hots-judge tournament", version: 1 }));
    const run = await hots("verify-tournament", path);
    expect(run.code).toBe(2);
    expect(run.err[0]).toMatch(/invalid tournament archive at id/);
  });
});
