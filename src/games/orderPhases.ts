// Where an order's time goes, for the breakdown of `npm run bench:api` (issue 10, item 2). Off
// unless the bench turns it on; then each phase's time is added up in this process.

export type OrderPhase = "request" | "parse" | "auth" | "load" | "engine" | "view" | "hash" | "mail" | "write" | "serialise";

const totals = new Map<OrderPhase, { ms: number; count: number }>();
let recording = false;

export function recordOrderPhases(on: boolean): void {
  recording = on;
  totals.clear();
}

/** Adds the time since `started` to `phase` (when recording) and returns now, the next phase's start. */
export function phaseDone(phase: OrderPhase, started: number): number {
  const now = performance.now();
  if (recording) {
    const total = totals.get(phase) ?? { ms: 0, count: 0 };
    total.ms += now - started;
    total.count += 1;
    totals.set(phase, total);
  }
  return now;
}

export const isRecordingOrderPhases = (): boolean => recording;

/** Mean milliseconds per occurrence of each phase recorded. */
export function orderPhaseMeans(): Partial<Record<OrderPhase, { meanMs: number; count: number }>> {
  return Object.fromEntries([...totals].map(([phase, { ms, count }]) => [phase, { meanMs: Math.round((ms / count) * 1000) / 1000, count }]));
}
