// A deep copy of plain JSON data, equal to a JSON round trip but several times cheaper.

/**
 * Copies arrays and plain objects, keeping key order; like JSON.stringify + JSON.parse it drops
 * object keys whose value is undefined, so a copied state serialises to exactly the same text.
 * Only for JSON data (the game state): no Dates, Maps, cycles or class instances.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return (typeof value === "number" ? jsonNumber(value) : value) as T;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const item: unknown = value[i];
      // JSON writes an undefined array item as null.
      out[i] = item === undefined ? null : typeof item === "object" && item !== null ? copyJson(item) : typeof item === "number" ? jsonNumber(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    const item = source[key];
    if (item === undefined) continue;
    const copy = typeof item === "object" && item !== null ? copyJson(item) : typeof item === "number" ? jsonNumber(item) : item;
    // JSON.parse makes "__proto__" an own key; assigning it would set the prototype instead.
    if (key === "__proto__") Object.defineProperty(out, key, { value: copy, writable: true, enumerable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}

/** JSON writes -0 as 0 and NaN or an infinity as null. */
function jsonNumber(n: number): number | null {
  if (n === 0) return 0;
  return Number.isFinite(n) ? n : null;
}

interface BlockLike {
  side: unknown;
  at: unknown;
  strength: unknown;
}

/**
 * copyJson for a game state, with its 56 blocks (most of its size) copied by their known shape
 * ({ side, at, strength }, the key order every state is made with). The state and its blocks are
 * made from a template of their key list (shellFor): objects given more than a dozen keys one by
 * one become hash tables in V8, and every rule reads `s.blocks[id]` and the state's fields.
 */
export function copyStateJson<T extends object>(state: T): T {
  return copyState(state, false);
}

/**
 * copyStateJson for the engine's own work on a state (an order): the copy shares with `state` the
 * blocks (the map of blocks itself, until the first change of a block) until ownBlock gives it a
 * block of its own to change (an order changes a few of the 56, often none), and the parts the
 * rules replace whole rather than change in place (REPLACED_PARTS). States are read-only once
 * handed out, so a shared part never changes, and a replay's state hash reuses the text of an
 * unchanged part by its identity. The rest (the battle, the steps) is copied.
 */
export function copyStateForOrder<T extends object>(state: T): T {
  // Poisoning, the blocks are copies, and their map is replaced on the first change all the same.
  const out = copyState(state, !poisoning);
  changing = out;
  ownMap = false;
  ownBlocks.clear();
  return out;
}

/**
 * The parts of a game state that the rules only ever replace with a new value (`s.moved = [...]`),
 * never change in place: an order's copy of a state shares them with it (the freezing test,
 * tests/rules/sharedBlocks.test.ts, would throw on a change in place).
 */
const REPLACED_PARTS: ReadonlySet<string> = new Set(["options", "handicap", "hands", "chosen", "played", "playedThisYear", "moved", "contests"]);

/**
 * The state copyStateForOrder made last, whether its map of blocks is its own yet, and the ids
 * of the blocks ownBlock gave it since.
 */
let changing: object | null = null;
let ownMap = false;
const ownBlocks = new Set<string>();

/**
 * Set by tests: copyStateForOrder copies every block, and a block (or map of blocks) ownBlock
 * replaces throws when read or written. A rule that read a block, changed it, and went on using
 * what it read would use the block as it was before the change: with this set, it throws instead.
 */
let poisoning = false;

export function poisonReplacedBlocks(on: boolean): void {
  poisoning = on;
}

function poison(value: object): void {
  const stale = (): never => {
    throw new Error("a block read before its change was used after it: read it again from the state");
  };
  for (const key of Object.keys(value)) Object.defineProperty(value, key, { get: stale, set: stale });
}

/**
 * The block `id` of `s`, to be changed: the state's own copy, in a map of its own, made on the
 * first change since the state was copied (and on every change of a state not made by
 * copyStateForOrder, which may share its blocks with another). Every change of a block goes
 * through it (board.ts).
 */
export function ownBlock<B extends BlockLike>(s: { blocks: Record<string, B> }, id: string): B {
  if (s === changing && ownBlocks.has(id)) return s.blocks[id] as B;
  if (s !== changing || !ownMap) {
    const shared = s.blocks;
    s.blocks = shareBlocks(shared) as Record<string, B>;
    if (s === changing) {
      ownMap = true;
      // Copied for this state alone (poisoning): nothing but a stale reference can reach it now.
      if (poisoning) poison(shared);
    }
  }
  const blocks = s.blocks;
  const block = blocks[id] as B;
  const own = { side: block.side, at: block.at, strength: block.strength } as B;
  blocks[id] = own;
  if (s !== changing) return own;
  ownBlocks.add(id);
  if (poisoning) poison(block);
  return own;
}

/** A copy of a state: every part copied, or (`share`) the blocks and the REPLACED_PARTS the same. */
function copyState<T extends object>(state: T, share: boolean): T {
  const source = state as Record<string, unknown>;
  if (share && lastState !== null && hasKeys(source, lastState.keys, true)) {
    const literal = (lastState.forOrder ??= literalFor(lastState.keys, lastState.replaced));
    if (literal !== null) return literal(source, copyPart) as T;
  }
  // Nearly always the keys of the last template, none undefined: copied while that is checked, in one walk.
  if (lastState !== null) {
    const out: Record<string, unknown> = { ...lastState.shell };
    const { keys, replaced } = lastState;
    let i = 0;
    let same = true;
    for (const key in source) {
      const item = source[key];
      if (key !== keys[i] || item === undefined) {
        same = false;
        break;
      }
      out[key] = share && replaced[i] ? item : copyPart(key, item);
      i += 1;
    }
    if (same && i === keys.length) return out as T;
  }
  const out = copyStateShell(source);
  for (const key in source) {
    const item = source[key];
    if (item === undefined) {
      delete out[key];
      continue;
    }
    out[key] = share && (key === "blocks" || REPLACED_PARTS.has(key)) ? item : copyPart(key, item);
  }
  return out as T;
}

function copyPart(key: string, item: unknown): unknown {
  return key === "blocks" ? copyBlocks(item as Record<string, BlockLike>, false) : copyJson(item);
}

/** The same block objects in a new map (for a state about to change one). */
function shareBlocks(blocks: Record<string, BlockLike>): Record<string, BlockLike> {
  if (lastBlocks === null || !hasKeys(blocks, lastBlocks.keys)) lastBlocks = shellFor(blocks);
  const literal = (lastBlocks.shared ??= literalFor(lastBlocks.keys, null));
  return literal !== null ? (literal(blocks, copyPart) as Record<string, BlockLike>) : copyBlocks(blocks, true);
}

/** The blocks in a new map: the same block objects (`share`) or copies of them. */
function copyBlocks(blocks: Record<string, BlockLike>, share: boolean): Record<string, BlockLike> {
  // Nearly always the keys of the last template: copied while their order is checked, in one walk.
  if (lastBlocks !== null) {
    const out = { ...lastBlocks.shell } as unknown as Record<string, BlockLike>;
    const keys = lastBlocks.keys;
    let i = 0;
    let same = true;
    for (const id in blocks) {
      if (id !== keys[i]) {
        same = false;
        break;
      }
      const b = blocks[id] as BlockLike;
      out[id] = share ? b : { side: b.side, at: b.at, strength: b.strength };
      i += 1;
    }
    if (same && i === keys.length) return out;
  }
  const out = copyBlocksShell(blocks) as Record<string, BlockLike>;
  for (const id in blocks) {
    const b = blocks[id] as BlockLike;
    out[id] = share ? b : { side: b.side, at: b.at, strength: b.strength };
  }
  return out;
}

/** Templates by key list (joined with NUL; checked, since keys may hold NUL): a state has few shapes. */
const shells = new Map<string, Shell>();
const MAX_SHELLS = 1_000;

interface Shell {
  keys: string[];
  shell: Record<string, null>;
  /** For each key, whether an order's copy shares its value (the blocks, REPLACED_PARTS). */
  replaced: boolean[];
  /** For a state's key list, the literal of an order's copy (the `replaced` values shared); made when first needed. */
  forOrder?: Literal | null;
  /** For a block map's key list, the literal of a copy sharing every value (the same blocks in a new map). */
  shared?: Literal | null;
}

/**
 * A copy of an object with exactly a template's keys, in its order (none undefined, for a state):
 * one object literal, with values as they are or through `copy`. Each key list has its own code, so
 * the copies it makes have one shape and its loads see one shape of source: a spread, or stores
 * into a template's spread, shared by every key list were slower once they had met several.
 */
type Literal = (source: Record<string, unknown>, copy: (key: string, item: unknown) => unknown) => Record<string, unknown>;

/**
 * The literal for a key list, sharing the values where `shared` holds (every value, when null), the
 * rest copied; null when a key cannot be written in a literal ("__proto__" sets the prototype there).
 */
function literalFor(keys: readonly string[], shared: readonly boolean[] | null): Literal | null {
  if (keys.includes("__proto__")) return null;
  const fields = keys.map((key, i) => {
    const name = JSON.stringify(key);
    return shared === null || shared[i] ? `${name}: s[${name}]` : `${name}: copy(${name}, s[${name}])`;
  });
  // Made from the key list alone, each key written as a JSON string: no value of a state reaches the code.
  return new Function("s", "copy", `return {${fields.join(",")}};`) as Literal;
}

/** The template last used for states and for blocks: nearly always the one asked for again. */
let lastState: Shell | null = null;
let lastBlocks: Shell | null = null;

function copyStateShell(source: object): Record<string, unknown> {
  if (lastState === null || !hasKeys(source, lastState.keys)) lastState = shellFor(source);
  return { ...lastState.shell };
}

function copyBlocksShell(source: object): Record<string, unknown> {
  if (lastBlocks === null || !hasKeys(source, lastBlocks.keys)) lastBlocks = shellFor(source);
  return { ...lastBlocks.shell };
}

/**
 * Whether `source`'s own enumerable keys are exactly `keys`, in that order (for-in, no key list
 * made), and, if `defined`, none of its values undefined.
 */
function hasKeys(source: object, keys: readonly string[], defined = false): boolean {
  let i = 0;
  for (const key in source) {
    if (key !== keys[i] || (defined && (source as Record<string, unknown>)[key] === undefined)) return false;
    i += 1;
  }
  return i === keys.length;
}

/**
 * A template with the keys of `source`, in its order, every value null, in V8's fast mode (as
 * JSON.parse makes objects): its spread copies are what the copies are filled in.
 */
function shellFor(source: object): Shell {
  const keys = Object.keys(source);
  const shape = keys.join("\u0000");
  let known = shells.get(shape);
  if (known === undefined || known.keys.length !== keys.length || !known.keys.every((k, i) => k === keys[i])) {
    const shell = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((k) => [k, null])))) as Record<string, null>;
    const replaced = keys.map((key) => key === "blocks" || REPLACED_PARTS.has(key));
    known = { keys, shell, replaced };
    if (shells.size < MAX_SHELLS) shells.set(shape, known);
  }
  return known;
}
