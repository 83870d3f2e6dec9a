// The Dockerfile as instructions and stages, for the tests that follow what it says (no Docker
// engine here): its static checks, and the image-layout test that runs its layout as a non-root user.

export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  from: string;
  name: string | null;
  body: Instruction[];
}

/** Instructions with continuation lines joined and comments dropped. */
export function instructions(text: string): Instruction[] {
  const joined = text
    .split("\n")
    .filter((l) => !l.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .map((l) => {
      const [op = "", ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(" ") };
    });
}

export function stagesOf(all: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const i of all) {
    if (i.op === "FROM") {
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(i.args);
      stages.push({ from: m?.[1] ?? "", name: m?.[2] ?? null, body: [] });
    } else {
      stages.at(-1)?.body.push(i);
    }
  }
  return stages;
}

/** The KEY=VALUE pairs of ENV instructions (the form this Dockerfile uses), in order. */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of stage.body.filter((x) => x.op === "ENV")) {
    for (const [, key = "", value = ""] of i.args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[key] = value.replace(/^"|"$/g, "");
  }
  return env;
}
