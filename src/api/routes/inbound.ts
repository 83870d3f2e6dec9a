// Inbound mail over HTTP (docs/email.md "Provider webhooks"): POST /inbound/email takes one raw RFC
// 5322 mail; POST /inbound/mailgun/mime, /inbound/sendgrid and /inbound/postmark take each
// provider's own inbound post. Each mail is handled as if the SMTP listener had received it.
// INBOUND_SECRET turns them on and authorises a post (Bearer, or Basic with it as the password);
// where a provider signs its posts and its key is configured, the signature is checked instead.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hashToken, sameHash } from "../../games/tokens.js";
import type { RawMail } from "../../mail/inboundTypes.js";
import {
  checkMailgunSignature,
  checkSendgridSignature,
  mailgunMail,
  postmarkMail,
  sendgridMail,
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
  type ProviderMail,
  type SignatureCheck,
} from "../../mail/providers.js";
import { formFields } from "../formFields.js";
import { problem, ProblemError } from "../problem.js";
import { problemResponses } from "../schemas/common.js";

const RAW_TYPES = ["message/rfc822", "application/octet-stream"];
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

const outcomeSchema = z.object({
  outcome: z.string().describe("applied, joined, rejected, commands, stale, forged-from, bad-mac, no-game, not-a-game-address, unreadable, ignored-auto-reply, rate-limited or lobby (a command to the judge's own address)"),
});

/** The password of `Basic` credentials, or the token of `Bearer` ones. */
function givenSecret(authorization: string | undefined): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1];
  if (bearer !== undefined) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? "")?.[1];
  if (basic === undefined) return null;
  const decoded = Buffer.from(basic, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : decoded.slice(colon + 1);
}

const SIGNATURE_REFUSALS: Record<Exclude<SignatureCheck, "ok">, ["unauthorized" | "forbidden", string]> = {
  missing: ["unauthorized", "The post carries no signature"],
  bad: ["forbidden", "The signature does not match the configured key"],
  stale: ["forbidden", "The signature's timestamp is more than a day from now"],
};

export const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(RAW_TYPES, { parseAs: "buffer" }, (_request, body: Buffer, done) => done(null, body));
  // Forms are kept whole: SendGrid signs the exact bytes; the fields are read in the route.
  app.addContentTypeParser(FORM_TYPES, { parseAs: "buffer" }, (_request, body: Buffer, done) => done(null, body));

  /** Refuses the post unless the routes are on and it is authorised; `signed` checks a provider's signature when its key is set. */
  function authorise(request: FastifyRequest, signed: SignatureCheck | null = null): void {
    const secret = app.config.mail.inboundSecret;
    if (!app.mail || secret === null) throw new ProblemError(problem("not-found", `POST ${request.url.split("?")[0]} is off: set INBOUND_SECRET`));
    if (signed !== null) {
      if (signed === "ok") return;
      const [code, detail] = SIGNATURE_REFUSALS[signed];
      throw new ProblemError(problem(code, detail));
    }
    const given = givenSecret(request.headers.authorization);
    if (given === null) throw new ProblemError(problem("unauthorized", "Send Authorization: Bearer <INBOUND_SECRET>, or Basic credentials with INBOUND_SECRET as the password"));
    if (!sameHash(hashToken(given), hashToken(secret))) throw new ProblemError(problem("unauthorized", "The credentials are not INBOUND_SECRET"));
  }

  async function receive(read: ProviderMail): Promise<{ outcome: string }> {
    if (!read.ok) throw new ProblemError(problem("bad-request", read.detail));
    return { outcome: await (app.mail as NonNullable<typeof app.mail>).receive(read.mail) };
  }

  async function formOf(request: FastifyRequest): Promise<{ body: Buffer; fields: Record<string, string> }> {
    const body: unknown = request.body;
    const type = request.headers["content-type"] ?? "";
    if (!Buffer.isBuffer(body) || !FORM_TYPES.some((t) => type.toLowerCase().startsWith(t))) {
      throw new ProblemError(problem("unsupported-media-type", "The body must be a form: multipart/form-data or application/x-www-form-urlencoded"));
    }
    try {
      return { body, fields: await formFields(body, type) };
    } catch (error) {
      throw new ProblemError(problem("bad-request", `The form cannot be read: ${(error as Error).message}`));
    }
  }

  const headers = z.object({ authorization: z.string().max(1000).optional() });
  const response = { 200: outcomeSchema, ...problemResponses };

  app.post(
    "/inbound/email",
    {
      schema: {
        summary: "Receive one raw mail (inbound webhook)",
        description:
          "The body is one raw RFC 5322 message (message/rfc822, application/octet-stream or text/plain). Authorization: Bearer <INBOUND_SECRET>, or Basic credentials with INBOUND_SECRET as the password. The mail is handled like one received by SMTP and answered by mail; the response says how it was handled.",
        tags: ["mail"],
        headers,
        response,
      },
    },
    async (request) => {
      authorise(request);
      const body: unknown = request.body;
      const raw = Buffer.isBuffer(body) ? body : typeof body === "string" ? Buffer.from(body, "utf8") : null;
      if (raw === null || raw.length === 0) throw new ProblemError(problem("bad-request", "The body must be one raw RFC 5322 mail"));
      return receive({ ok: true, mail: { raw } satisfies RawMail });
    },
  );

  app.post(
    "/inbound/mailgun/mime",
    {
      schema: {
        summary: "Receive one mail from a Mailgun route (forward to a URL ending in mime)",
        description:
          "Mailgun's post of a route's forward() action to a URL ending in mime: a form with the raw message in body-mime, the envelope in sender and recipient, and timestamp, token and signature. With MAILGUN_SIGNING_KEY set the signature is checked (HMAC-SHA256 of timestamp and token); else the post needs INBOUND_SECRET (Basic credentials in the route's URL, or Bearer).",
        tags: ["mail"],
        headers,
        response,
      },
    },
    async (request) => {
      const key = app.config.mail.mailgunSigningKey;
      if (key === null) authorise(request);
      const { fields } = await formOf(request);
      if (key !== null) authorise(request, checkMailgunSignature(fields, key, Date.now()));
      return receive(mailgunMail(fields));
    },
  );

  app.post(
    "/inbound/sendgrid",
    {
      schema: {
        summary: "Receive one mail from SendGrid Inbound Parse (raw mode)",
        description:
          'SendGrid Inbound Parse with "POST the raw, full MIME message": a multipart form with the raw message in email and the envelope as JSON in envelope. With SENDGRID_INBOUND_PUBLIC_KEY set, the security policy\'s signature is checked (ECDSA over the timestamp and the raw body, in the X-Twilio-Email-Event-Webhook-Signature and -Timestamp headers); else the post needs INBOUND_SECRET (Basic credentials in the parse URL, or Bearer).',
        tags: ["mail"],
        headers,
        response,
      },
    },
    async (request) => {
      const key = app.config.mail.sendgridPublicKey;
      if (key === null) authorise(request);
      const { body, fields } = await formOf(request);
      if (key !== null) {
        const header = (name: string): string | undefined => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        authorise(request, checkSendgridSignature(body, header(SENDGRID_SIGNATURE_HEADER), header(SENDGRID_TIMESTAMP_HEADER), key, Date.now()));
      }
      return receive(sendgridMail(fields));
    },
  );

  app.post(
    "/inbound/postmark",
    {
      schema: {
        summary: "Receive one mail from Postmark's inbound webhook",
        description:
          "Postmark's inbound webhook: one JSON object per mail (From, To, Subject, TextBody, HtmlBody, Headers, MessageID, and RawEmail where the server includes it). Postmark does not sign its posts: put INBOUND_SECRET in the webhook URL as Basic credentials (https://postmark:<INBOUND_SECRET>@host/inbound/postmark), or send it as Bearer.",
        tags: ["mail"],
        headers,
        response,
      },
    },
    async (request) => {
      authorise(request);
      return receive(await postmarkMail(request.body));
    },
  );
};
