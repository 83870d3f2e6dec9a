// The orders read in one turn of the event loop are worked out together, once it is over: a server
// under load reads several requests in a turn, and working them out back to back, instead of each
// between the reading of the others, likely keeps the engine's code and data in the processor's
// caches. Measured with the API bench: 20% less CPU per order on the server's thread (the turn's
// orders also reach the order writer in one message, which alone saved nothing). See
// docs/performance.md, twelfth round of issue 10.

let turnEnd: Promise<void> | null = null;

/**
 * Resolves once the I/O callbacks of the current turn have run (at its check phase, setImmediate);
 * every caller in one turn waits for the same moment.
 */
export function endOfTurn(): Promise<void> {
  turnEnd ??= new Promise((resolve) =>
    setImmediate(() => {
      turnEnd = null;
      resolve();
    }),
  );
  return turnEnd;
}
