// The 25 cards (3.0), from reference/pieces.json.

export type EventName = "herald" | "pillage" | "sea_move" | "truce" | "victuals";

export type Card =
  | { readonly id: number; readonly kind: "event"; readonly event: EventName; readonly name: string }
  | { readonly id: number; readonly kind: "move"; readonly moves: 1 | 2 | 3; readonly name: string };

export const CARDS: readonly Card[] = [
  { id: 1, kind: "event", event: "herald", name: "Herald" },
  { id: 2, kind: "event", event: "pillage", name: "Pillage" },
  { id: 3, kind: "event", event: "sea_move", name: "Sea Move" },
  { id: 4, kind: "event", event: "truce", name: "Truce" },
  { id: 5, kind: "event", event: "victuals", name: "Victuals" },
  { id: 6, kind: "move", moves: 3, name: "Move 3" },
  { id: 7, kind: "move", moves: 3, name: "Move 3" },
  { id: 8, kind: "move", moves: 3, name: "Move 3" },
  { id: 9, kind: "move", moves: 2, name: "Move 2" },
  { id: 10, kind: "move", moves: 2, name: "Move 2" },
  { id: 11, kind: "move", moves: 2, name: "Move 2" },
  { id: 12, kind: "move", moves: 2, name: "Move 2" },
  { id: 13, kind: "move", moves: 2, name: "Move 2" },
  { id: 14, kind: "move", moves: 2, name: "Move 2" },
  { id: 15, kind: "move", moves: 2, name: "Move 2" },
  { id: 16, kind: "move", moves: 2, name: "Move 2" },
  { id: 17, kind: "move", moves: 2, name: "Move 2" },
  { id: 18, kind: "move", moves: 2, name: "Move 2" },
  { id: 19, kind: "move", moves: 1, name: "Move 1" },
  { id: 20, kind: "move", moves: 1, name: "Move 1" },
  { id: 21, kind: "move", moves: 1, name: "Move 1" },
  { id: 22, kind: "move", moves: 1, name: "Move 1" },
  { id: 23, kind: "move", moves: 1, name: "Move 1" },
  { id: 24, kind: "move", moves: 1, name: "Move 1" },
  { id: 25, kind: "move", moves: 1, name: "Move 1" },
];
