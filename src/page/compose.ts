// What the page's script needs to put an order line together by clicks: the pieces of a decision
// that takes a composed answer (moves, retreats, regroups, combat turns, steps, disbands, builds),
// each already written in the seat's order language. The line is the keyword and the picked pieces:
// pieces that share a prefix before ": " are written once with their rests joined by ", "
// ("England>Lothian: Hobelars, Edward"), and the groups are joined by `join`.
import { blockInfo, type BlockId } from "../rules/data/index.js";
import type { Decision } from "../rules/decisions.js";
import type { Order } from "../rules/orders.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { formatOrderIn, orderLexicon } from "../i18n/orderLanguage.js";

export interface Piece {
  /** The text after the keyword, in the seat's order language. */
  text: string;
  /** Picking a piece replaces the picked piece with the same key (one destination per block). */
  key: string;
  /** The block it concerns (the board's data-block), when it concerns one. */
  block?: BlockId;
  /** The area it leads to (the board's data-area), for moves, retreats and regroups. */
  to?: string;
  /** The route, origin first, for moves. */
  route?: string[];
  /** What the button says: the action without the block's name. */
  label: string;
}

export interface Composer {
  keyword: string;
  /** The line when nothing is picked (keyword and the language's "none"), or null where an empty answer is not allowed. */
  empty: string | null;
  join: string;
  pieces: Piece[];
}

const name = (id: BlockId): string => blockInfo(id).name;

/** The text of a one-part order after its keyword. */
function pieceText(lang: Language, keyword: string, order: Order): string {
  const text = formatOrderIn(lang, order);
  return text.startsWith(`${keyword} `) ? text.slice(keyword.length + 1) : text;
}

const upTo = (n: number): number[] => Array.from({ length: Math.max(0, n) }, (_, i) => i + 1);

/** The pieces of a composed decision, or null for decisions whose answers are listed whole. */
export function composerFor(d: Decision, lang: Language = DEFAULT_LANGUAGE): Composer | null {
  const spell = (k: string): string => orderLexicon(lang).spell(k);
  const none = spell("none");
  const make = (type: Order["type"], join: string, pieces: Piece[], emptyAllowed = true): Composer => {
    const keyword = spell(type);
    return { keyword, empty: emptyAllowed ? `${keyword} ${none}` : null, join, pieces };
  };
  switch (d.kind) {
    case "movement": {
      const k = spell("move");
      const pieces = d.groups.flatMap((g) =>
        g.blocks.flatMap((b) =>
          b.to.map((to, i) => {
            const path = b.routes[i] ?? [g.from, to];
            return { text: pieceText(lang, k, { type: "move", moves: [{ path, blocks: [b.block] }] }), key: b.block, block: b.block, to, route: path, label: path.join(" > ") };
          }),
        ),
      );
      return make("move", "; ", pieces);
    }
    case "combat-turn": {
      const k = spell("combat");
      const pieces = d.blocks.flatMap((b) => {
        const actions: Order[] = [
          { type: "combat", actions: [{ block: b.block, act: "fire" }] },
          { type: "combat", actions: [{ block: b.block, act: "pass" }] },
          ...b.to.map((to): Order => ({ type: "combat", actions: [{ block: b.block, act: "retreat", to }] })),
        ];
        return actions.map((order) => {
          const text = pieceText(lang, k, order);
          const to = order.type === "combat" ? order.actions[0]?.to : undefined;
          return { text, key: b.block, block: b.block, ...(to ? { to } : {}), label: text.slice(name(b.block).length + 1) };
        });
      });
      return make("combat", ", ", pieces, false);
    }
    case "forced-retreat":
    case "regroup": {
      const type = d.kind === "regroup" ? "regroup" : "retreat";
      const k = spell(type);
      const pieces = d.blocks.flatMap((b) =>
        b.to.map((to) => ({ text: pieceText(lang, k, { type, moves: [{ block: b.block, to }] }), key: b.block, block: b.block, to, label: `> ${to}` })),
      );
      return make(type, ", ", pieces);
    }
    case "pillage-steps": {
      const k = spell("steps");
      const pieces = d.blocks.flatMap((b) =>
        upTo(b.room).map((steps) => ({ text: pieceText(lang, k, { type: "steps", steps: [{ block: b.block, steps }] }), key: b.block, block: b.block, label: `+${steps}` })),
      );
      return make("steps", ", ", pieces);
    }
    case "disband": {
      const k = spell("disband");
      const blocks = [...new Set([...d.required.flatMap((r) => r.from), ...d.voluntary])];
      const pieces = blocks.map((block) => ({ text: pieceText(lang, k, { type: "disband", blocks: [block] }), key: block, block, label: k }));
      return make("disband", ", ", pieces);
    }
    case "builds": {
      const k = spell("build");
      const pieces = d.areas.flatMap((a) => [
        ...a.blocks.flatMap((b) =>
          upTo(b.room).map((steps) => ({
            text: pieceText(lang, k, { type: "build", areas: [{ area: a.area, steps: [{ block: b.block, steps }], draws: [] }] }),
            key: `${a.area}/${b.block}`,
            block: b.block,
            label: `+${steps}`,
          })),
        ),
        ...upTo(a.maxDraws).map((n) => ({
          text: pieceText(lang, k, { type: "build", areas: [{ area: a.area, steps: [], draws: [0] }] }),
          key: `${a.area}/draw${n}`,
          to: a.area,
          label: `${a.area}: ${spell("draw")} ${n}`,
        })),
      ]);
      return make("build", "; ", pieces);
    }
    default:
      return null;
  }
}

/** Whole answers an event decision has beyond crown, herald and pass: each pillage. */
export function eventLines(d: Decision, lang: Language = DEFAULT_LANGUAGE): string[] {
  if (d.kind !== "event") return [];
  return d.pillage.flatMap((p) => p.from.map((from) => formatOrderIn(lang, { type: "pillage", target: p.target, from })));
}
