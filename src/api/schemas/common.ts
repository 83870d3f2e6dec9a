// Small schemas shared by several routes.
import { z } from "zod";
import { PROBLEM_CODES } from "../problem.js";

export const sideSchema = z.enum(["england", "scotland"]).describe("A side");
export const roleSchema = z.enum(["england", "scotland", "referee", "observer"]).describe("Whose view it is (the host sees the referee's)");
export const tokenRoleSchema = z.enum(["england", "scotland", "host", "referee", "observer"]).describe("What a token may do (docs/api.md)");

/** Ids are base64url; anything else cannot name a game, so it is refused before any lookup. */
export const gameParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a game id is 1-64 letters, digits, - or _").describe("The game's id"),
});

/** GET requests may carry the token in the query so that the observer link works in a browser. */
export const tokenQuerySchema = z.object({
  token: z.string().max(256).optional().describe("The token, for GET requests only (the observer link)"),
});

/** One line of the order language: no line breaks or other control characters (a tab is fine). */
export const orderLineSchema = z
  .string()
  .min(1)
  .max(2000)
  .regex(/^[^\u0000-\u0008\u000a-\u001f\u007f]*$/, "one order line, without control characters")
  .describe("One line of the order language, e.g. move Fife>Angus: Wallace");

export const problemSchema = z
  .looseObject({
    type: z.string().describe("A URI naming the kind of problem"),
    title: z.string(),
    status: z.int(),
    code: z.enum(PROBLEM_CODES).describe("Stable machine-readable code (docs/api.md, Errors)"),
    detail: z.string(),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details, with a stable `code` and, per code, more members" });

export const problemResponse = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: problemSchema } },
});

/** The error responses every route documents: RFC 9457 bodies as application/problem+json. */
export const problemResponses = {
  "4xx": problemResponse("The request cannot be answered: see `code` (docs/api.md, Errors)"),
  "5xx": problemResponse("The server failed or is not ready"),
};
