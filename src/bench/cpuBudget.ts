// Where a load's CPU goes, per accepted order: the server(s), the bench process (the load generator),
// the PostgreSQL backends serving the servers, PostgreSQL's own background processes, and the rest
// of the machine (other work sharing the cores). Read from Linux's /proc, so that a run on a busy
// machine still says what each part costs; elsewhere the budget is left out.
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ is 100 on every common platform). */
const TICKS_PER_SECOND = 100;
const MS_PER_TICK = 1000 / TICKS_PER_SECOND;

export const procAvailable = ((): boolean => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
})();

/** User plus system CPU milliseconds of a process or thread, from its `stat` file; 0 once it is gone. */
export function statCpuMs(path: string): number {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return 0;
  }
  // The command name, in parentheses, may hold spaces: fields are counted after its closing one.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** The calling thread's CPU milliseconds (a worker thread's own, not its process's). */
export const threadCpuMs = (): number => statCpuMs("/proc/thread-self/stat");

export const processCpuMs = (pid: number): number => statCpuMs(`/proc/${pid}/stat`);

/** Busy CPU milliseconds of the whole machine, all cores, and the number of cores. */
export function machineCpuMs(): { busyMs: number; cores: number } {
  const lines = readFileSync("/proc/stat", "utf8").split("\n");
  const [, user, nice, system, , , irq, softirq, steal] = (lines[0] ?? "").split(/\s+/).map(Number);
  const busy = [user, nice, system, irq, softirq, steal].reduce<number>((n, t) => n + (t ?? 0), 0);
  return { busyMs: busy * MS_PER_TICK, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
}

/** CPU milliseconds of each part at one moment. */
export interface CpuSnapshot {
  serversMs: number;
  /** The servers' JavaScript threads alone (without their garbage collector and compiler threads). */
  serverThreadsMs: number;
  benchMs: number;
  postgres: PostgresCpu;
  machineMs: number;
  cores: number;
}

/** Milliseconds of CPU per accepted order, by part; `rest` is what else ran on the machine meanwhile. */
export interface CpuPerOrder {
  servers: number;
  serverThreads: number;
  bench: number;
  postgresBackends: number;
  postgresBackground: number;
  rest: number;
  /** The orders per second the cores could take if the servers, the bench and PostgreSQL had them all. */
  ceilingOrdersPerSecond: number;
  cores: number;
}

export function cpuPerOrder(before: CpuSnapshot, after: CpuSnapshot, orders: number): CpuPerOrder {
  const per = (f: (s: CpuSnapshot) => number): number => round3((f(after) - f(before)) / Math.max(orders, 1));
  const servers = per((s) => s.serversMs);
  const serverThreads = per((s) => s.serverThreadsMs);
  const bench = per((s) => s.benchMs);
  const postgresBackends = round3(postgresMsBetween(before.postgres, after.postgres, false) / Math.max(orders, 1));
  const postgresBackground = round3(postgresMsBetween(before.postgres, after.postgres, true) / Math.max(orders, 1));
  const rest = round3(per((s) => s.machineMs) - servers - bench - postgresBackends - postgresBackground);
  const own = servers + bench + postgresBackends + postgresBackground;
  return { servers, serverThreads, bench, postgresBackends, postgresBackground, rest, ceilingOrdersPerSecond: Math.round((after.cores * 1000) / own), cores: after.cores };
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

export function describeCpuPerOrder(label: string, cpu: CpuPerOrder): string {
  const ms = (n: number): string => n.toFixed(3);
  return (
    `${label}: CPU ms per accepted order: servers ${ms(cpu.servers)} (their JavaScript threads ${ms(cpu.serverThreads)}), PostgreSQL backends ${ms(cpu.postgresBackends)}, ` +
    `PostgreSQL background ${ms(cpu.postgresBackground)}, bench (load generator) ${ms(cpu.bench)}; other work on the machine ${ms(cpu.rest)}; ` +
    `${cpu.cores} cores would take at most ${cpu.ceilingOrdersPerSecond} orders/s`
  );
}

/** CPU milliseconds of PostgreSQL processes by pid, and whether each is one of the server's background processes. */
export type PostgresCpu = ReadonlyMap<number, { ms: number; background: boolean }>;

/**
 * CPU milliseconds of the PostgreSQL backends whose connections name `applicationName`, and of the
 * server's background processes (WAL writer, checkpointer, autovacuum...), when it runs on this machine.
 */
export async function postgresCpuMs(admin: { query(sql: string): Promise<{ rows: unknown[] }> }, applicationName: string): Promise<PostgresCpu> {
  const { rows } = await admin.query("SELECT pid, backend_type, application_name FROM pg_stat_activity");
  const cpu = new Map<number, { ms: number; background: boolean }>();
  for (const row of rows as { pid: number; backend_type: string; application_name: string }[]) {
    if (row.application_name === applicationName) cpu.set(row.pid, { ms: processCpuMs(row.pid), background: false });
    else if (row.backend_type !== "client backend") cpu.set(row.pid, { ms: processCpuMs(row.pid), background: true });
  }
  return cpu;
}

/**
 * The CPU the processes took between two snapshots. A process that ended in between (a pooled
 * connection closed when idle) is left out, for its time is no longer known; one that started counts whole.
 */
function postgresMsBetween(before: PostgresCpu, after: PostgresCpu, background: boolean): number {
  let ms = 0;
  for (const [pid, process] of after) if (process.background === background) ms += process.ms - (before.get(pid)?.ms ?? 0);
  return ms;
}
