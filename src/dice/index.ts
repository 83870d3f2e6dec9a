export * from "./log.js";
export * from "./seed.js";
export * from "./committed.js";
export * from "./scripted.js";
export * from "./verify.js";
export * from "./faces.js";
