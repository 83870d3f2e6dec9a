// A text order that cannot be read. Legality is the engine's business; this is only spelling.

export class OrderSyntaxError extends Error {
  override readonly name = "OrderSyntaxError";
  readonly code = "order-syntax";

  constructor(
    message: string,
    /** 1-based column in the line where the problem starts. */
    readonly position: number,
    /** For an ambiguous or unknown name: the names the player may have meant. */
    readonly candidates?: string[],
    /** 1-based line in a multi-line text (parseOrders). */
    readonly line?: number,
  ) {
    super(message);
  }

  atLine(line: number): OrderSyntaxError {
    return new OrderSyntaxError(this.message, this.position, this.candidates, line);
  }
}
