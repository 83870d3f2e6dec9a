import { describe, expect, it } from "vitest";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import { LANGUAGES } from "../../src/i18n/languages.js";
import { KEYWORDS } from "../../src/orders/lexicon.js";
import { CARD_KEYS } from "../../src/rules/orders.js";

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every template of a catalogue by its dotted key ("event.hits_one"). */
function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (template: string): string[] => [...template.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] as string).sort();

/** Keys without their plural suffix, each with the plural forms it has. */
function byBase(flat: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, template] of flat) {
    const form = PLURAL.exec(key)?.[1] ?? "";
    const base = form ? key.slice(0, -form.length - 1) : key;
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)?.set(form, template);
  }
  return out;
}

const english = byBase(flatten(CATALOGUES.en));

describe("the message catalogues", () => {
  for (const lang of LANGUAGES) {
    const own = byBase(flatten(CATALOGUES[lang]));
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();

    it(`${lang}: has every key of the English source and no other`, () => {
      expect([...own.keys()].sort()).toStrictEqual([...english.keys()].sort());
    });

    it(`${lang}: a plural key has exactly the forms Intl.PluralRules asks for`, () => {
      for (const [base, forms] of english) {
        const mine = own.get(base);
        if (forms.has("")) expect([...(mine?.keys() ?? [])], base).toStrictEqual([""]);
        else expect([...(mine?.keys() ?? [])].sort(), base).toStrictEqual(categories);
      }
    });

    it(`${lang}: every template has the English template's placeholders, no more, no less`, () => {
      for (const [base, forms] of english) {
        const expected = placeholders(forms.get("") ?? forms.get("other") ?? "");
        for (const [form, template] of own.get(base) ?? []) expect(placeholders(template), `${base}${form && `_${form}`}`).toStrictEqual(expected);
      }
    });

    it(`${lang}: no template is empty`, () => {
      for (const [key, template] of flatten(CATALOGUES[lang])) expect(template.trim(), key).not.toBe("");
    });

    it(`${lang}: names every keyword of the order language and every card`, () => {
      expect(Object.keys(CATALOGUES[lang].keyword as Messages).sort()).toStrictEqual([...KEYWORDS].sort());
      expect(Object.keys(CATALOGUES[lang].card as Messages).sort()).toStrictEqual([...CARD_KEYS].sort());
    });
  }

  it("the deadline lines name every decision kind the subjects name", () => {
    const mail = CATALOGUES.en.mail as Messages;
    expect(Object.keys(mail.decisionKind as Messages).sort()).toStrictEqual(Object.keys(mail.title as Messages).sort());
  });

  it("the placeholder test fails on a template that drops one", () => {
    const broken = byBase(flatten({ event: { battle: "Battle in {{area}}." } }));
    expect(placeholders(broken.get("event.battle")?.get("") ?? "")).not.toStrictEqual(placeholders(english.get("event.battle")?.get("") ?? ""));
  });
});
