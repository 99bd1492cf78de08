import { z } from 'zod';
import { dayRangeSchema } from './history.ts';

/**
 * The admin console's reports and exports (docs/api.md): money flows per day
 * from the ledger, and CSV downloads of users, requests and the ledger.
 */
export const REPORT_DAYS = [30, 90, 365] as const;
export type ReportDays = (typeof REPORT_DAYS)[number];
export const EXPORT_KINDS = ['users', 'requests', 'ledger'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const REPORTS_MSG = {
  badDays: `Choose ${REPORT_DAYS.join(', ')} days.`,
  unknownExport: `There is no such export. Choose ${EXPORT_KINDS.join(', ')}.`,
} as const;

/** GET /auth/admin/reports/flows: `days` is one of REPORT_DAYS, 30 when left out. */
export const flowsQuerySchema = z.object({
  days: z
    .string()
    .optional()
    .refine((v) => v === undefined || REPORT_DAYS.some((d) => String(d) === v), REPORTS_MSG.badDays)
    .meta({ enum: REPORT_DAYS.map(String), description: 'Days back from today; 30 when left out' })
    .transform((v) => (v === undefined ? 30 : Number(v)) as ReportDays),
});

/** One UTC day's flows in dollars, every figure positive: what moved, not in which direction. */
export const flowDaySchema = z.object({
  date: z.string(),
  deposits: z.number(),
  /** Withdrawal holds less the holds returned on rejection, booked on the day of each entry. */
  withdrawals: z.number(),
  purchases: z.number(),
  payouts: z.number(),
  fees: z.number(),
});
export type FlowDay = z.infer<typeof flowDaySchema>;

export const flowsReportSchema = z.object({
  /** One row per calendar day (UTC), oldest first, days without entries included as zeros. */
  data: z.array(flowDaySchema),
  /** The amounts invested in holdings that are still active (dollars). */
  assetsUnderManagement: z.number(),
  /** When the oldest deposit or withdrawal request still waiting was made (ISO), null when none waits. */
  oldestPendingRequestAt: z.string().nullable(),
  /** When the oldest identity document still waiting for review was sent (ISO), null when none waits. */
  oldestPendingKycAt: z.string().nullable(),
});
export type FlowsReport = z.infer<typeof flowsReportSchema>;

/** GET /auth/admin/exports/:kind.csv query: whole UTC days, both ends included. */
export const exportQuerySchema = dayRangeSchema;
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** GET /auth/admin/reports/cancellations: purchases cancelled in their reflection period, per offering. */
export const cancellationsReportSchema = z.object({
  /** Offerings with at least one purchase, most cancellations first. */
  data: z.array(
    z.object({
      investmentId: z.string(),
      investmentName: z.string(),
      purchases: z.number(),
      cancellations: z.number(),
      /** Dollars refunded, fees included. */
      refunded: z.number(),
    }),
  ),
});
export type CancellationsReport = z.infer<typeof cancellationsReportSchema>;
