// Which test files share their worker's process (issue 10, item 4). Loading the engine, the
// server's modules and their data again for each test file was a fifth of the suite's CPU;
// without isolation a worker loads them once and runs its files one after another. A file may then
// leave nothing behind for the next: tests/sharedProcess.test.ts checks each shared file, and the
// modules it imports from tests/, for what would outlive it (LEAVES_STATE, HOOK_AT_TOP_LEVEL); the engine's test
// switches are turned off after every file (tests/sharedProcessSetup.ts); Vitest restores mocks,
// stubbed environment variables and globals after each test (vitest.config.ts). The files listed
// here keep a process of their own, each for the reason given.

/** Test files, relative to the project's root, that run isolated, with why. */
export const OWN_PROCESS: Readonly<Record<string, string>> = {
  "tests/store/statementCache.test.ts": "spies on better-sqlite3's Database.prototype.prepare",
  "tests/cli/progress.test.ts": "sets PROGRESS_INTERVAL_MS for the progress lines it reads",
  "tests/mail/mailbox.test.ts": "its Dovecot servers are stopped by an exit handler if the file crashes (tests/mail/dovecot.ts)",
};

/**
 * What a shared file (or a module of tests/ it imports) may not contain: each leaves state to the
 * file after it in the same process. With the reason, for the guard's message.
 */
export const LEAVES_STATE: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bvi\s*\.\s*(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers|setSystemTime|resetModules)\b/, why: "mocks, spies, stubs and fake timers belong in a file of its own process (OWN_PROCESS)" },
  { pattern: /\bprocess\.env(\.\w+|\[[^\]]+\])?\s*(=[^=]|\?\?=|\|\|=)|\bdelete\s+process\.env\b|Object\.assign\(\s*process\.env\b/, why: "a change to process.env outlives the file" },
  { pattern: /\bglobalThis(\.\w+|\[[^\]]+\])\s*=[^=]/, why: "a global outlives the file" },
  { pattern: /\bprocess\.(chdir|on|once|addListener|exit|umask|setUncaughtExceptionCaptureCallback)\s*\(/, why: "the process's directory and handlers outlive the file" },
];

/**
 * What a module of tests/ imported by a shared file (not the test file itself) may not have at its
 * top level (code at the top level starts at column 0): the module is evaluated once in a process,
 * so a hook there is registered in the first file that imports it only, and a later file uses what
 * that hook already removed or closed. Inside a function the file that calls it registers it.
 */
export const HOOK_AT_TOP_LEVEL = /^(beforeAll|afterAll|beforeEach|afterEach)\s*\(/;
