import { z } from 'zod';
import { HIDDEN_CHARACTERS_MSG, noHiddenCharacters } from './fields.ts';

/**
 * The support inbox and complaints (docs/product.md "Support and complaints"): a customer's
 * conversation with the team, one thread per subject, answered from the console's Support tab.
 */
export const SUPPORT_CATEGORIES = ['question', 'money', 'complaint', 'identity', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  question: 'A question',
  money: 'A problem with money',
  complaint: 'A complaint',
  identity: 'Identity check',
  other: 'Something else',
};
/** waiting: the team owes an answer; answered: the customer has one; closed: nothing more to do. */
export const SUPPORT_STATUSES = ['waiting', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_OUTCOME_MAX = 4000;
/** Messages one customer may send per window, opening a thread included, on all instances together. */
export const SUPPORT_MESSAGES_PER_WINDOW = 10;
export const SUPPORT_RATE_WINDOW_MINUTES = 15;
/** The Terms promise a final answer to a complaint within this many working days (Monday to Friday). */
export const COMPLAINT_ANSWER_WORKING_DAYS = 15;
export const COMPLAINT_REFERENCE_PREFIX = 'CP-';
export const SUPPORT_REFERENCE_PREFIX = 'SP-';

export const SUPPORT_MSG = {
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `Keep the subject under ${SUPPORT_SUBJECT_MAX} characters.`,
  categoryRequired: `Choose what it is about: ${SUPPORT_CATEGORIES.join(', ')}.`,
  messageRequired: 'Write your message.',
  messageTooLong: `Keep the message under ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  outcomeRequired: 'Write the outcome of the complaint before closing it.',
  outcomeTooLong: `Keep the outcome under ${SUPPORT_OUTCOME_MAX.toLocaleString('en-US')} characters.`,
  closed: 'This conversation is closed. Open a new one to write to us again.',
  alreadyClosed: 'This conversation is already closed.',
  nothingToChange: 'Close the conversation (status: closed) or take it (assignTo: "me").',
  sent: 'Your message has reached our support team.',
  updated: 'The conversation is updated.',
} as const;

// Like the one-line rule in fields.ts, but a message may have line breaks and tabs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const HIDDEN_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
export const noHiddenCharactersInText = (text: string): boolean => !HIDDEN_IN_TEXT.test(text);
export const HIDDEN_CHARACTERS_IN_TEXT_MSG = 'Remove invisible control characters from the message.';

/** Plain text of several lines: Windows line ends become \n, then the hidden-character rule applies. */
const multiLineText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, tooLong)
        .refine(noHiddenCharactersInText, HIDDEN_CHARACTERS_IN_TEXT_MSG),
    );

export const supportMessageTextSchema = multiLineText(
  SUPPORT_MSG.messageRequired,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MSG.messageTooLong,
);

export const newSupportThreadSchema = z.object({
  subject: z
    .string({ error: SUPPORT_MSG.subjectRequired })
    .trim()
    .min(1, SUPPORT_MSG.subjectRequired)
    .max(SUPPORT_SUBJECT_MAX, SUPPORT_MSG.subjectTooLong)
    .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG),
  category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MSG.categoryRequired }),
  message: supportMessageTextSchema,
});
export type NewSupportThread = z.infer<typeof newSupportThreadSchema>;
export type NewSupportThreadInput = z.input<typeof newSupportThreadSchema>;

export const supportMessageInputSchema = z.object({ message: supportMessageTextSchema });
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;

export const supportAdminUpdateSchema = z
  .object({
    status: z.literal('closed', { error: 'Only closing is possible: status: closed.' }).optional(),
    outcome: multiLineText(
      SUPPORT_MSG.outcomeRequired,
      SUPPORT_OUTCOME_MAX,
      SUPPORT_MSG.outcomeTooLong,
    ).optional(),
    assignTo: z.literal('me', { error: 'Take a conversation with assignTo: "me".' }).optional(),
  })
  .refine((b) => b.status !== undefined || b.assignTo !== undefined, {
    message: SUPPORT_MSG.nothingToChange,
    path: ['status'],
  });
export type SupportAdminUpdate = z.infer<typeof supportAdminUpdateSchema>;

export const supportAdminListQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: `Choose ${SUPPORT_STATUSES.join(', ')}.` }).default('waiting'),
});

export const supportMessageSchema = z.object({
  _id: z.string(),
  from: z.enum(['customer', 'admin']),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportThreadSchema = z.object({
  _id: z.string(),
  /** CP-… for a complaint (quoted in its acknowledgement mail), SP-… otherwise. */
  reference: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A complaint's deadline for the final answer (COMPLAINT_ANSWER_WORKING_DAYS working days). */
  dueAt: z.string().nullable().optional(),
  /** The written outcome a complaint closed with. */
  outcome: z.string().nullable().optional(),
  closedAt: z.string().nullable().optional(),
  /** The admin who took the thread (console lists only). */
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  /** Who wrote (console lists only). */
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }).optional(),
  messages: z.array(supportMessageSchema).optional(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportThreadResponseSchema = z.object({
  message: z.string().optional(),
  data: supportThreadSchema,
});
export const supportThreadListSchema = z.object({ data: z.array(supportThreadSchema) });
export const supportMessageResponseSchema = z.object({ message: z.string(), data: supportMessageSchema });

/** Complaints per calendar month (UTC), for Admin → Reports. */
export const complaintsReportSchema = z.object({
  data: z.array(
    z.object({
      month: z.string(),
      opened: z.number().int(),
      closed: z.number().int(),
      /** Closed after their due date, or still open past it. */
      late: z.number().int(),
    }),
  ),
});
export type ComplaintsReport = z.infer<typeof complaintsReportSchema>;

/**
 * The moment `days` working days (Monday to Friday, UTC) after `from`: the complaint deadline. Public
 * holidays are not counted out, so the deadline is never later than the Terms promise.
 */
export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}
