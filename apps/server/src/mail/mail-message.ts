/** One rendered mail, as the outbox stores it and a transport sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The outbox drops a mail to a closed account (ADR 053) unless this is set: only the closure's own
   * confirmation reaches it.
   */
  reachesClosedAccount?: boolean;
}
