import { z } from 'zod';
import { adjustmentSchema } from './adjustments.ts';
import { adminUserRowSchema, auditEntrySchema } from './admin.ts';
import { kycEventSchema } from './admin-customer.ts';
import { approvalSchema } from './approvals.ts';
import { apiErrorSchema, messageSchema } from './errors.ts';
import { movementSchema } from './history.ts';
import { adminOfferingSchema, holdingSchema, offeringSchema } from './investments-responses.ts';
import { ID_CARD_TYPES, KYC_FILE_EXTENSIONS, KYC_MAX_FILE_BYTES } from './kyc.ts';
import { sessionSchema } from './security.ts';
import { bankAccountSchema, userSchema } from './user.ts';
import { walletRequestSchema } from './wallet-responses.ts';

/**
 * The names the API document gives the shapes answers share (components.schemas): a generated client
 * gets one `User` model, not one per operation. The server registers them before it builds the
 * document; the names are those of docs/api.md where it has one.
 */
export const API_SCHEMA_NAMES = {
  User: userSchema,
  AdminUserRow: adminUserRowSchema,
  BankAccount: bankAccountSchema,
  Movement: movementSchema,
  Holding: holdingSchema,
  Offering: offeringSchema,
  AdminOffering: adminOfferingSchema,
  Request: walletRequestSchema,
  Adjustment: adjustmentSchema,
  Approval: approvalSchema,
  Session: sessionSchema,
  AuditEntry: auditEntrySchema,
  KycEvent: kycEventSchema,
  Error: apiErrorSchema,
  Message: messageSchema,
} satisfies Record<string, z.ZodType>;

/**
 * The multipart form of POST /auth/submit-document as the document describes it. The server reads
 * the parts itself (the file as a stream), so this describes and does not validate; `kycFieldsSchema`
 * and the file checks are the rules.
 */
export const kycUploadSchema = z.object({
  idCardType: z.enum(ID_CARD_TYPES),
  idCardNumber: z
    .string()
    .min(1)
    .max(40)
    .describe('The number on the document; spaces are removed and letters uppercased'),
  idCardFile: z
    .string()
    .meta({ format: 'binary' })
    .describe(
      `A ${KYC_FILE_EXTENSIONS.join(', ')} file (JPEG, PNG or PDF content) of at most ${KYC_MAX_FILE_BYTES} bytes`,
    ),
});
