// The order language: zod schemas (API) and the text form (email, tests).

export * from "./schema.js";
export * from "./names.js";
export * from "./text.js";
