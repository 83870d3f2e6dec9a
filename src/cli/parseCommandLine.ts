// node:util parseArgs, except that an option taking a value always takes the next word as it:
// parseArgs refuses "--game -Xq3" as ambiguous, yet game ids, tokens and invites are base64url and
// one in 64 starts with "-", and "--seed -1" is a value the command should check and explain.
import { parseArgs, type ParseArgsConfig } from "node:util";

/** `--name value` and `-n value` of string options, written as `--name=value`; the rest untouched. */
export function joinOptionValues(args: readonly string[], options: ParseArgsConfig["options"] = {}): string[] {
  const takesValue = new Map<string, string>();
  for (const [name, option] of Object.entries(options)) {
    if (option.type !== "string") continue;
    takesValue.set(`--${name}`, name);
    if (option.short !== undefined) takesValue.set(`-${option.short}`, name);
  }
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--") {
      out.push(...args.slice(i));
      break;
    }
    const name = takesValue.get(arg);
    const next = args[i + 1];
    if (name !== undefined && next !== undefined) {
      out.push(`--${name}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

export function parseCommandLine<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  // Only `args` differs from the caller's config, so the result has the caller's types.
  return parseArgs({ ...config, args: joinOptionValues(config.args ?? [], config.options) }) as ReturnType<typeof parseArgs<T>>;
}
