// Deadlines: the settings, the status of the current deadline, an extension request.
import { z } from "zod";
import { MAX_EXTENSION_SECONDS } from "../../games/deadlines/manage.js";
import { deadlineSettingsSchema } from "../../games/deadlines/settings.js";
import { sideSchema } from "./common.js";

export const deadlineSettingsBodySchema = deadlineSettingsSchema.meta({ id: "DeadlineSettings" });

const perSide = <T extends z.ZodType>(schema: T) => z.object({ england: schema, scotland: schema });

export const deadlineStatusSchema = z
  .object({
    version: z.int().describe("The game's version after the change"),
    settings: deadlineSettingsSchema.nullable().describe("Null for a game without deadlines"),
    paused: z.boolean(),
    deadline: z.string().nullable().describe("The current deadline, ISO 8601 with the game's offset"),
    waiting: z.array(sideSchema).describe("The sides the current deadline is for"),
    missed: perSide(z.int()).describe("Missed deadlines in a row"),
    extension: z.object({ england: z.int().optional(), scotland: z.int().optional() }).describe("Seconds each side asked to extend by"),
  })
  .meta({ id: "DeadlineStatus", description: "A game's deadlines (docs/deadlines.md)" });

export const extendBodySchema = z
  .strictObject({ seconds: z.int().min(1).max(MAX_EXTENSION_SECONDS).describe("How long to extend the current deadline by") })
  .describe("EXTEND: the deadline moves once both sides have asked, by the smaller request");
