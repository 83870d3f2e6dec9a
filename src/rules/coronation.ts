// 6.2 Scottish kings: Bruce or Comyn (6.21), Balliol (6.22), with the defections they cause.

import { AREA_NAMES, blockInfo, NOBLE_IDS, type AreaName, type BlockId } from "./data/index.js";
import { countAt, emit, maxSteps, onMap, setBlock, switchSide, type Ctx } from "./board.js";
import { illegal } from "./errors.js";
import { schedule } from "./flow.js";
import type { GameState, KingCandidate } from "./state.js";

function scottishAt(s: GameState, id: BlockId, where: AreaName): boolean {
  return s.blocks[id].side === "scotland" && s.blocks[id].at === where;
}

export function coronationCandidates(s: GameState): KingCandidate[] {
  if (s.kingCrowned) return [];
  const out: KingCandidate[] = [];
  // 6.21 Wallace dead (Q23: removed, not pooled) and the candidate in Fife.
  const wallaceDead = s.blocks.wallace.at === "removed";
  if (wallaceDead && scottishAt(s, "bruce", "Fife")) out.push("bruce");
  if (wallaceDead && scottishAt(s, "comyn", "Fife")) out.push("comyn");
  // 6.22 from 1301, with the French Knights on the map.
  const fk = s.blocks.french_knights;
  if (s.year >= 1301 && fk.side === "scotland" && onMap(fk.at)) out.push("balliol");
  return out;
}

export function crown(ctx: Ctx, king: KingCandidate): void {
  const { s } = ctx;
  if (!coronationCandidates(s).includes(king)) {
    illegal("illegal-choice", "6.2", `${king} cannot be crowned now (possible: ${coronationCandidates(s).join(", ") || "none"})`);
  }
  const where = (king === "balliol" ? s.blocks.french_knights.at : "Fife") as AreaName;
  s.kingCrowned = true;
  setBlock(s, "king", { side: "scotland", at: where, strength: maxSteps("king") });
  emit(ctx, { type: "coronation", king, area: where });
  const defecting = king === "bruce" ? "comyn" : "bruce";
  const switched: BlockId[] = [];
  for (const id of NOBLE_IDS) {
    const { side, at, strength } = s.blocks[id];
    if (id === "moray" || blockInfo(id).faction !== defecting || side !== "scotland" || !onMap(at)) continue;
    switchSide(s, id);
    switched.push(id);
    emit(ctx, { type: "noble-switched", noble: id, to: "england", area: at, strength, rule: king === "balliol" ? "6.22" : "6.21" });
  }
  const areas = AREA_NAMES.filter((a) => switched.some((id) => s.blocks[id].at === a) && countAt(s, a, "scotland") > 0);
  // Q1 P1 chooses the order: Scotland if only Scotland played an event, England if both did.
  schedule(s, { t: "defections", areas, chooser: s.p1 ?? "scotland", attacker: "england" });
}
