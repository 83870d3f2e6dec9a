// A random standing order for property tests: any mix of rules, preferences and "ask me".
import { AREA_NAMES, BLOCK_IDS } from "../../src/rules/data/index.js";
import type { Prng } from "../../src/playout/prng.js";
import { BLOCK_TYPES, policySchema, type BattlePolicy, type Condition } from "../../src/policies/policy.js";

function condition(rng: Prng): Condition {
  const when: Condition = {};
  if (rng.chance(0.4)) when.outnumbered = rng.pick([1, 1.5, 2, 3]);
  if (rng.chance(0.3)) when.afterRound = 1 + rng.int(2);
  if (rng.chance(0.3)) when.belowSteps = 1 + rng.int(3);
  return when;
}

export function randomPolicy(rng: Prng): BattlePolicy {
  const rules = Array.from({ length: rng.int(3) }, () => ({
    ...(rng.chance(0.3) ? { blocks: [rng.pick(BLOCK_IDS), rng.pick(BLOCK_IDS)] } : {}),
    act: rng.pick(["fire", "pass", "retreat"] as const),
    when: condition(rng),
  }));
  return policySchema.parse({
    rules,
    retreatTo: rng.chance(0.5) ? [] : [rng.pick(AREA_NAMES), rng.pick(AREA_NAMES)].filter((a, i, all) => all.indexOf(a) === i),
    hitsFirst: rng.chance(0.5) ? [rng.pick(BLOCK_TYPES)] : [],
    hitsLast: rng.chance(0.5) ? [rng.pick(BLOCK_IDS)] : [],
    regroup: rng.chance(0.6) ? "none" : [rng.pick(AREA_NAMES)],
    ask: rng.chance(0.85) ? "never" : rng.pick(["always", "leaders"] as const),
  });
}
