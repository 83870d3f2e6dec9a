// Every language's catalogue, compiled into the project (nothing is read from disk at run time).

import type { Language } from "./languages.js";
import en from "./locales/en.js";
import es from "./locales/es.js";
import fr from "./locales/fr.js";
import hu from "./locales/hu.js";
import it from "./locales/it.js";
import type { Messages } from "./locales/messages.js";
import pt from "./locales/pt.js";

export type { Messages } from "./locales/messages.js";

export const CATALOGUES: Record<Language, Messages> = { en, pt, fr, es, hu, it };
