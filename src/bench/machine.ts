// The machine a bench ran on, written with its figures (bench-results/*.json): the same code gives
// different figures on different machines, and on one machine at different loads.
import { cpus, loadavg } from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  platform: string;
  date: string;
  /** 1, 5 and 15 minute load averages when the bench started: the figures mean little on a busy machine. */
  loadAverage: number[];
}

export function machine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model ?? "unknown",
    cores: list.length,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    date: new Date().toISOString(),
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** "2026-11-26T16:15:00.656Z: 2 × AMD EPYC, Node v20.20.2, load average 0.5 0.7 1.1" */
export const describeMachine = (host: Machine): string => `${host.date}: ${host.cores} × ${host.cpu}, Node ${host.node}, load average ${host.loadAverage.join(" ")}`;
