// 503 busy, for a request whose work found its worker pool full (the referee routes, board.png):
// the problem says why, and retry-after when to come back.
import type { FastifyReply } from "fastify";
import { PoolFullError } from "../workers/pool.js";
import { problem, ProblemError } from "./problem.js";

/** Seconds a client should wait before sending again to a full pool. */
export const RETRY_AFTER_SECONDS = 2;

/** The work's result; a full pool becomes 503 busy, `why` followed by when to try again. */
export async function unlessBusy<T>(reply: FastifyReply, why: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PoolFullError)) throw error;
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    throw new ProblemError(problem("busy", `${why}; try again in ${RETRY_AFTER_SECONDS} s`, { retryAfter: RETRY_AFTER_SECONDS }));
  }
}
