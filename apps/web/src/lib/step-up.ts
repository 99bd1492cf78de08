/**
 * Step-up (ADR 028): a sharp admin action answers 403 STEP_UP_REQUIRED until the admin has proved the
 * password again. The screen that can ask (the admin console's StepUpHost) registers itself here; the
 * API client then asks it and retries the call once. Without a host the error stands.
 */
type StepUpHandler = () => Promise<boolean>;

let handler: StepUpHandler | null = null;

export function setStepUpHandler(next: StepUpHandler | null): void {
  handler = next;
}

/** Asks for the password (and code); true once the server accepted it, false if cancelled. */
export function askForStepUp(): Promise<boolean> {
  return handler ? handler() : Promise.resolve(false);
}
