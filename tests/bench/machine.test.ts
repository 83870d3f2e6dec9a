// Issue 10, item 6: each bench's figures are written with the machine, Node version and date they
// were measured on (bench-results/engine.json and api.json).
import { cpus } from "node:os";
import { describe, expect, it } from "vitest";
import { describeMachine, machine } from "../../src/bench/machine.js";

describe("the machine a bench ran on", () => {
  it("names the CPU, its cores, Node, the platform, the date and the load averages", () => {
    const before = Date.now();
    const host = machine();
    expect(host.cores).toBe(cpus().length);
    expect(host.cpu).toBe(cpus()[0]?.model ?? "unknown");
    expect(host.node).toBe(process.version);
    expect(host.platform).toBe(`${process.platform} ${process.arch}`);
    expect(new Date(host.date).toISOString()).toBe(host.date);
    expect(Date.parse(host.date)).toBeGreaterThanOrEqual(before - 1_000);
    expect(host.loadAverage).toHaveLength(3);
    for (const n of host.loadAverage) expect(Number.isFinite(n) && n >= 0).toBe(true);
  });

  it("is described in one line, as the benches print it", () => {
    const line = describeMachine({ cpu: "AMD EPYC", cores: 2, node: "v20.20.2", platform: "linux x64", date: "2026-11-26T16:15:00.656Z", loadAverage: [0.52, 0.75, 1.09] });
    expect(line).toBe("2026-11-26T16:15:00.656Z: 2 × AMD EPYC, Node v20.20.2, load average 0.52 0.75 1.09");
  });
});
