import { describe, expect, it } from "vitest";
import { negotiateLanguage } from "../../src/i18n/negotiate.js";

describe("Accept-Language", () => {
  it("picks the client's preferred language among ours, by q-value, then by order", () => {
    expect(negotiateLanguage("pt-BR,pt;q=0.9,en;q=0.8")).toBe("pt");
    expect(negotiateLanguage("de-DE, fr;q=0.5, it;q=0.7")).toBe("it");
    expect(negotiateLanguage("hu, es")).toBe("hu");
    expect(negotiateLanguage("FR-ca")).toBe("fr");
    expect(negotiateLanguage("en;q=0.2, es;q=0.9")).toBe("es");
  });

  it("none of ours, q=0, an empty or absent header: no choice (the caller's default applies)", () => {
    expect(negotiateLanguage(undefined)).toBeNull();
    expect(negotiateLanguage("")).toBeNull();
    expect(negotiateLanguage("de, ja")).toBeNull();
    expect(negotiateLanguage("fr;q=0")).toBeNull();
    expect(negotiateLanguage("*")).toBeNull();
    expect(negotiateLanguage("fr;q=abc")).toBeNull();
  });
});
