// Standing battle orders written as players mail them (`POLICY ...`), one instruction a line or
// separated by ";":
//   retreat when outnumbered 2:1 after round 1      Wallace, Douglas: pass when below 2 steps
//   retreat to Lothian, Fife                        hits first: Wallace last, infantry first
//   regroup none | regroup to Lothian               ask me | ask me for leaders | ask me never
import { resolveArea, resolveBlock } from "../orders/index.js";
import type { AreaName, BlockId } from "../rules/data/index.js";
import { BLOCK_TYPES, policySchema, type BattlePolicy, type Condition, type HitTarget, type PolicyRule } from "./policy.js";

export class PolicySyntaxError extends Error {}

function fail(message: string): never {
  throw new PolicySyntaxError(message);
}

const list = (text: string): string[] => text.split(/,|\band\b/i).map((s) => s.trim()).filter((s) => s !== "");

function area(name: string): AreaName {
  const r = resolveArea(name);
  return r.ok ? r.value : fail(`${r.reason} area "${name}"${r.candidates.length ? ` (did you mean ${r.candidates.join(", ")}?)` : ""}`);
}

function block(name: string): BlockId {
  const r = resolveBlock(name);
  return r.ok ? r.value : fail(`${r.reason} block "${name}"${r.candidates.length ? ` (did you mean ${r.candidates.join(", ")}?)` : ""}`);
}

function hitTarget(name: string): HitTarget {
  const type = BLOCK_TYPES.find((t) => t === name.toLowerCase() || `${t}s` === name.toLowerCase() || t === `${name.toLowerCase()}s`);
  return type ?? block(name);
}

function conditions(text: string): Condition {
  const when: Condition = {};
  let rest = text.trim();
  const patterns: [RegExp, (m: RegExpExecArray) => void][] = [
    [/^outnumbered\s+(\d+(?:\.\d+)?)\s*:\s*1\b/i, (m) => (when.outnumbered = Number(m[1]))],
    [/^after\s+round\s+(\d)\b/i, (m) => (when.afterRound = Number(m[1]))],
    [/^below\s+(\d)\s+steps?\b/i, (m) => (when.belowSteps = Number(m[1]))],
    [/^and\b/i, () => undefined],
  ];
  while (rest !== "") {
    const hit = patterns.map(([re, set]) => [re.exec(rest), set] as const).find(([m]) => m !== null);
    if (!hit || !hit[0]) fail(`unknown condition "${rest}": use outnumbered N:1, after round N, below N steps`);
    hit[1](hit[0]);
    rest = rest.slice(hit[0][0].length).trim();
  }
  return when;
}

function rule(text: string): PolicyRule {
  // "Wallace, Douglas: pass ...": a block list is followed by a colon and then the action.
  const named = /^([^:]+):\s*(?=(?:fire|pass|retreat)\b)/i.exec(text);
  const blocks = named ? list(named[1] ?? "").map(block) : undefined;
  const body = (named ? text.slice(named[0].length) : text).trim();
  const m = /^(fire|pass|retreat)(?:\s+when\s+(.+))?$/i.exec(body);
  if (!m) fail(`cannot read "${text}": a rule is [blocks:] fire|pass|retreat [when ...]`);
  const act = (m[1] ?? "fire").toLowerCase() as PolicyRule["act"];
  return { ...(blocks ? { blocks } : {}), act, when: m[2] ? conditions(m[2]) : {} };
}

/** Reads the policy text; PolicySyntaxError names the first line it cannot read. */
export function parsePolicy(text: string): BattlePolicy {
  const policy: BattlePolicy = policySchema.parse({});
  for (const raw of text.split(/[\n;]/)) {
    const line = raw.trim().replace(/\.$/, "");
    if (line === "") continue;
    let m: RegExpExecArray | null;
    if ((m = /^ask\s+me(?:\s+(.*))?$/i.exec(line))) {
      const what = (m[1] ?? "").toLowerCase();
      policy.ask = what === "" || what === "always" ? "always" : what === "never" ? "never" : /noble|king|edward|leader/.test(what) ? "leaders" : fail(`ask me "${what}"? use ask me, ask me for leaders, ask me never`);
    } else if ((m = /^regroup\s+(.*)$/i.exec(line))) {
      const what = (m[1] ?? "").trim();
      policy.regroup = /^none$/i.test(what) ? "none" : list(what.replace(/^to\s+/i, "")).map(area);
    } else if ((m = /^retreat\s+to\s+(.*)$/i.exec(line))) {
      policy.retreatTo = list(m[1] ?? "").map(area);
    } else if ((m = /^hits(?:\s+first)?\s*:\s*(.*)$/i.exec(line))) {
      for (const item of (m[1] ?? "").split(",").map((s) => s.trim()).filter(Boolean)) {
        const im = /^(.*?)\s+(first|last)$/i.exec(item);
        if (!im) fail(`"${item}": say first or last, e.g. infantry first`);
        (im[2]?.toLowerCase() === "first" ? policy.hitsFirst : policy.hitsLast).push(hitTarget(im[1] ?? ""));
      }
    } else {
      policy.rules.push(rule(line));
    }
  }
  return policySchema.parse(policy);
}
