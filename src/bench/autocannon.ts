// autocannon, the benches' load generator, typed for the ways they use it (it ships no types).
import { createRequire } from "node:module";

export interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface AutocannonResult {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Target {
  url: string;
  connections: number;
  timeout?: number;
}

/** `amount` requests, each built by the request hooks (the next order of a game, a seat claim...). */
export interface ScriptedLoad extends Target {
  amount: number;
  requests: {
    setupRequest(request: AutocannonRequest, context: Record<string, unknown>): AutocannonRequest;
    onResponse(status: number, body: string, context: Record<string, unknown>): void;
  }[];
}

/** The same request again and again for `duration` seconds (the API floor's `autocannon -d`). */
export interface RepeatedLoad extends Target, Omit<AutocannonRequest, "path"> {
  duration: number;
}

export const autocannon = createRequire(import.meta.url)("autocannon") as (options: ScriptedLoad | RepeatedLoad) => Promise<AutocannonResult>;
