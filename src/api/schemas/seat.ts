// PUT /games/{id}/seat.
import { z } from "zod";
import { LANGUAGES } from "../../i18n/languages.js";
import { sideSchema } from "./common.js";

const languageSchema = z.enum(LANGUAGES).describe("docs/languages.md: the keywords the seat's text orders may use, besides English");

export const seatBodySchema = z.strictObject({ language: languageSchema }).describe("The caller's seat settings");

export const seatSchema = z.object({ role: sideSchema, language: languageSchema }).describe("The caller's seat settings, as now stored");
