/** A start-up refusal: its message is the one line printed before exiting (no stack). */
export class StartupError extends Error {
  override name = "StartupError";
}
