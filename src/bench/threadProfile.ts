// A CPU profile of the current thread over part of a bench run (BENCH_CPU_PROFILE=dir): the
// server thread's profile during the measured load only, without the set-up around it.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";
import { threadId } from "node:worker_threads";

export interface ThreadProfile {
  stop(): Promise<string>;
}

export async function startThreadProfile(dir: string, name: string): Promise<ThreadProfile> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  return {
    async stop() {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      // Made here: a missing directory would lose the profile at the end of the run.
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${name}-${threadId}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}
