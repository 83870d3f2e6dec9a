import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OrderSyntaxError, parseOrder, parseOrders } from "../../src/orders/text.js";

function syntaxError(action: () => unknown): OrderSyntaxError {
  try {
    action();
  } catch (error) {
    if (error instanceof OrderSyntaxError) return error;
    throw error;
  }
  throw new Error("expected an OrderSyntaxError, nothing was thrown");
}

/** The error for one line, as message, 1-based column and candidates. */
const errorOf = (line: string) => {
  const e = syntaxError(() => parseOrder(line));
  return { message: e.message, position: e.position, candidates: e.candidates };
};

/** Half of a surrogate pair: what a message must never hold, as it makes the text invalid Unicode. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("order syntax errors", () => {
  it("12.5 error messages quote whole code points", () => {
    expect(errorOf("combat 😀 fire")).toMatchObject({ message: 'unexpected character "😀"', position: 8 });
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (line) => {
        try {
          parseOrder(line);
        } catch (error) {
          if (!(error instanceof OrderSyntaxError)) throw error;
          expect(error.message).not.toMatch(LONE_SURROGATE);
        }
      }),
    );
  });

  it("an ambiguous name lists its candidates, at the name's column", () => {
    expect(errorOf("hits Comyn, York")).toEqual({
      message: 'ambiguous block "York": York Knights, York Infantry',
      position: 13,
      candidates: ["York Knights", "York Infantry"],
    });
    expect(errorOf("pillage Lo from Fife")).toMatchObject({ message: 'ambiguous area "Lo": Lochaber, Lothian', position: 9 });
  });

  it("an unknown name suggests near names", () => {
    expect(errorOf("herald Comin")).toEqual({ message: 'unknown block "Comin"; did you mean Comyn?', position: 8, candidates: ["Comyn"] });
    expect(errorOf("move Fife>Lothain: Wallace")).toMatchObject({ message: 'unknown area "Lothain"; did you mean Lothian?', position: 11 });
  });

  it("an unknown order names the close keywords, or all of them", () => {
    expect(errorOf("mvoe none")).toMatchObject({ message: 'unknown order "mvoe"; did you mean move?', position: 1, candidates: ["move"] });
    const far = errorOf("hello world");
    expect(far.message).toMatch(/^unknown order "hello"; orders are play, pass, crown/);
    expect(far.candidates).toContain("build");
    expect(errorOf("constructor").message).toMatch(/^unknown order "constructor"/);
  });

  it("trailing text after a complete order is rejected where it starts", () => {
    expect(errorOf("battle Buchan now")).toMatchObject({ message: 'unexpected "now" after the end of the order', position: 15 });
    expect(errorOf("hits Comyn Buchan")).toMatchObject({ message: 'unexpected "Buchan" after the end of the order', position: 12 });
    expect(errorOf("pass pass")).toMatchObject({ position: 6 });
  });

  it("a missing part is reported at the column where it was expected", () => {
    expect(errorOf("move Fife: Wallace")).toMatchObject({ message: 'expected ">" between the areas of a path, found ":"', position: 10 });
    expect(errorOf("combat Douglas retreat")).toMatchObject({ message: "expected where Douglas retreats to, found the end of the order", position: 23 });
    expect(errorOf("combat Douglas")).toMatchObject({ message: "expected what Douglas does (fire, pass, retreat), found the end of the order", position: 15 });
    expect(errorOf("pillage Buchan Angus")).toMatchObject({ message: 'expected "from" and the pillaging area, found "Angus"', position: 16 });
    expect(errorOf("pillage Buchan")).toMatchObject({ message: 'expected "from" and the pillaging area, found the end of the order', position: 15 });
    expect(errorOf("")).toMatchObject({ position: 1 });
  });

  it("numbers and list lengths are bounded as in the schema", () => {
    expect(errorOf("steps Wallace 5")).toMatchObject({ message: "the steps for Wallace must be 1 to 4, not 5", position: 15 });
    expect(errorOf("sea Fife>Lothian: Wallace, Douglas, Barclay")).toMatchObject({ message: "at most 2 blocks in a Sea Move", position: 37 });
    expect(errorOf("build Fife: draw+4")).toMatchObject({ message: "the extra steps of a draw must be 0 to 3, not 4", position: 18 });
    expect(errorOf("move England>Dunbar>Lothian>Fife>Mar: Wallace")).toMatchObject({ position: 6 });
    expect(errorOf("build Fife: sea Angus")).toMatchObject({ message: "Fife lists no steps or draws", position: 7 });
  });

  it("a character outside the language is pointed at", () => {
    expect(errorOf("hits Comyn & Buchan")).toEqual({ message: 'unexpected character "&"', position: 12, candidates: undefined });
  });
});

describe("several orders in one text", () => {
  it("skips blank lines, # comments and quoted lines, and numbers the orders by line", () => {
    const body = ["> Your move, Scotland.", "", "# my plan", "play Move 2   # the 2", "> > battle Buchan", "\tmove none\r", ""].join("\n");
    expect(parseOrders(body)).toEqual([
      { line: 4, order: { type: "play", card: "move2" } },
      { line: 6, order: { type: "move", moves: [] } },
    ]);
  });

  it("the first bad line throws with its line number", () => {
    const e = syntaxError(() => parseOrders("pass\n\nhits York"));
    expect(e).toMatchObject({ line: 3, position: 6, candidates: ["York Knights", "York Infantry"] });
  });
});
