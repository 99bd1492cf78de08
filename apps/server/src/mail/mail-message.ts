/** One rendered mail, as the outbox stores it and a transport sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
