// What every `hots` subcommand provides, and the output channels it writes to.

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Raw bytes to standard output (a PNG); channels without it refuse binary output. */
  bytes?(data: Uint8Array): void;
}

let stdoutWatched = false;

/** `hots playout | head` closes stdout early: stop quietly, as other command-line tools do. */
function stopWhenStdoutCloses(): void {
  if (stdoutWatched) return;
  stdoutWatched = true;
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(0);
  });
}

export const processIo: CliIo = {
  out(line) {
    stopWhenStdoutCloses();
    process.stdout.write(`${line}\n`);
  },
  err: (line) => process.stderr.write(`${line}\n`),
  bytes(data) {
    stopWhenStdoutCloses();
    process.stdout.write(data);
  },
};

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** The full usage text for `hots help <name>`. */
  usage: string;
  /** Exit code: 0 success, 1 failure, 2 usage error (thrown as UsageError). */
  run(argv: string[], io: CliIo): Promise<number>;
}

/** A mistake in the command line: reported with the usage hint and exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
