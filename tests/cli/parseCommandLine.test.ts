// An option that takes a value takes the next word, whatever it starts with: base64url ids, tokens
// and invites may start with "-" (a game id did, and `hots play --game` refused it).
import { describe, expect, it } from "vitest";
import { joinOptionValues, parseCommandLine } from "../../src/cli/parseCommandLine.js";

const options = {
  game: { type: "string" },
  token: { type: "string", short: "t" },
  quiet: { type: "boolean", short: "q" },
} as const;

describe("the command line's option values", () => {
  it("takes a value starting with a dash as the option's value", () => {
    const { values } = parseCommandLine({ args: ["--game", "-Xq3", "-t", "--token", "--quiet"], options, strict: true });
    expect(values).toEqual({ game: "-Xq3", token: "--token", quiet: true });
  });

  it("leaves boolean flags, --name=value and what follows -- as they are", () => {
    expect(joinOptionValues(["-q", "--game=-a", "--quiet", "--", "--game", "-b"], options)).toEqual(["-q", "--game=-a", "--quiet", "--", "--game", "-b"]);
    const { values, positionals } = parseCommandLine({ args: ["--game=-a", "--", "--game"], options, strict: true, allowPositionals: true });
    expect(values).toEqual({ game: "-a" });
    expect(positionals).toEqual(["--game"]);
  });

  it("still refuses an option whose value is missing", () => {
    expect(() => parseCommandLine({ args: ["--game"], options, strict: true })).toThrow(/argument missing/);
  });
});
