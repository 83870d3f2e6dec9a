// PUT /games/{id}/seat.
import { z } from "zod";
import { NOTIFY_MODES, PICTURE_MODES } from "../../games/game.js";
import { LANGUAGES } from "../../i18n/languages.js";
import { sideSchema } from "./common.js";

const languageSchema = z.enum(LANGUAGES).describe("docs/languages.md: the keywords the seat's text orders may use, besides English");
const notifySchema = z.enum(NOTIFY_MODES).describe('docs/email.md "When a side is mailed": decisions (a mail per new decision, the default) or all (a mail for anything new seen)');
const pictureSchema = z.enum(PICTURE_MODES).describe("docs/email.md: the board in the seat's mails: png (inline, the default), svg (attached) or none");

export const seatBodySchema = z
  .strictObject({ language: languageSchema.optional(), notify: notifySchema.optional(), picture: pictureSchema.optional() })
  .refine((body) => body.language !== undefined || body.notify !== undefined || body.picture !== undefined, { message: "Give language, notify or picture" })
  .describe("The caller's seat settings to change");

export const seatSchema = z.object({ role: sideSchema, language: languageSchema, notify: notifySchema, picture: pictureSchema }).describe("The caller's seat settings, as now stored");
