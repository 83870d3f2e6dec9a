export type Side = "england" | "scotland";
export const SIDES: readonly Side[] = ["england", "scotland"];

export function enemyOf(side: Side): Side {
  return side === "england" ? "scotland" : "england";
}
