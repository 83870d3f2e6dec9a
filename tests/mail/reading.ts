// What a player reads in a mail from the judge, using only the mail itself: its reply address,
// version, the example lines it offers.
import type { ParsedMail } from "mailparser";

export function replyTo(mail: ParsedMail): string | null {
  return mail.replyTo?.value[0]?.address ?? null;
}

export function versionOf(mail: ParsedMail): number | null {
  const address = replyTo(mail);
  const match = address ? /\.(\d+)\.[0-9a-f]+@/.exec(address) : null;
  return match ? Number(match[1]) : null;
}

/** The copy-pasteable lines under "For example". */
export function examplesOf(mail: ParsedMail): string[] {
  const lines = (mail.text ?? "").split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith("Answer by replying to this mail"));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("    ")) break;
    out.push(line.trim());
  }
  return out;
}
