// Run before every test file that shares its worker's process (tests/sharedProcess.ts): after the
// file, the engine's test switches are off again, whatever the file did, so the next file in the
// process plays the rules as a fresh process would.
import { afterAll } from "vitest";
import { verifyBoardIndex } from "../src/rules/boardIndex.js";
import { poisonReplacedBlocks } from "../src/rules/copy.js";

afterAll(() => {
  poisonReplacedBlocks(false);
  verifyBoardIndex(false);
});
