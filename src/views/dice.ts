// Which die rolls and draws a viewer may read: the entry is always listed (its counter, purpose and
// range are public, so gaps cannot hide a draw), its value only for those entitled to it.

import type { DiceLogEntry } from "../dice/index.js";
import type { RevealOptions, Viewer } from "./view.js";

export type DiceEntryView = Omit<DiceLogEntry, "value"> & { value?: number };

export function diceEntryFor(entry: DiceLogEntry, viewer: Viewer, options: RevealOptions = {}): DiceEntryView {
  const visible = options.revealAll === true || viewer === "referee" || entry.visibleTo === "all" || entry.visibleTo === viewer;
  if (visible) return { ...entry };
  const { value: _hidden, ...rest } = entry;
  return rest;
}
