// POST /inbound/email: one raw RFC 5322 mail from a mail provider's inbound webhook, handled as if
// the SMTP listener had received it (docs/email.md). Authorised by INBOUND_SECRET.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hashToken, sameHash } from "../../games/tokens.js";
import { problem, ProblemError } from "../problem.js";
import { problemResponses } from "../schemas/common.js";

const RAW_TYPES = ["message/rfc822", "application/octet-stream"];

export const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(RAW_TYPES, { parseAs: "buffer" }, (_request, body: Buffer, done) => done(null, body));

  app.post(
    "/inbound/email",
    {
      schema: {
        summary: "Receive one mail (inbound webhook)",
        description:
          "The body is one raw RFC 5322 message (message/rfc822, application/octet-stream or text/plain). Authorization: Bearer <INBOUND_SECRET>. The mail is handled like one received by SMTP and answered by mail; the response says how it was handled.",
        tags: ["mail"],
        headers: z.object({ authorization: z.string().max(1000).optional() }),
        response: { 200: z.object({ outcome: z.string().describe("applied, joined, rejected, commands, stale, forged-from, bad-mac, no-game, not-a-game-address, unreadable, ignored-auto-reply or lobby (a command to the judge's own address)") }), ...problemResponses },
      },
    },
    async (request) => {
      const secret = app.config.mail.inboundSecret;
      if (!app.mail || secret === null) throw new ProblemError(problem("not-found", "POST /inbound/email is off: set INBOUND_SECRET"));
      const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!sameHash(hashToken(given), hashToken(secret))) throw new ProblemError(problem("unauthorized", "Send Authorization: Bearer <INBOUND_SECRET>"));
      const body: unknown = request.body;
      const raw = Buffer.isBuffer(body) ? body : typeof body === "string" ? Buffer.from(body, "utf8") : null;
      if (raw === null || raw.length === 0) throw new ProblemError(problem("bad-request", "The body must be one raw RFC 5322 mail"));
      return { outcome: await app.mail.receive({ raw }) };
    },
  );
};
