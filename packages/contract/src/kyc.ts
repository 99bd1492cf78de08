import { z } from 'zod';
import { HIDDEN_CHARACTERS_MSG, noHiddenCharacters } from './fields.ts';
import { addressSchema, ageOn, dobSchema, MIN_AGE, PROFILE_MSG } from './profile.ts';
import { KYC_STATUSES, userSchema } from './user.ts';

/** Means of identification offered by the verification form (spec "Settings page"). */
export const ID_CARD_TYPES = ['Passport', "Driver's License", 'National ID', "Voter's Card"] as const;
export type IdCardType = (typeof ID_CARD_TYPES)[number];

export const KYC_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
/** For `<input type="file" accept>`. */
export const KYC_FILE_ACCEPT = KYC_FILE_EXTENSIONS.join(',');
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_REASON_MAX = 500;

export const KYC_MSG = {
  submitted: 'Thank you. Your document has been submitted for review.',
  submitFailed: 'Error updating user info',
  underReview: 'Documents are under review',
  verified: 'You are Verified',
  alreadyPending: 'Your document is already under review.',
  alreadyApproved: 'Your identity is already verified.',
  chooseType: 'Choose a means of identification',
  numberRequired: 'Enter the ID number',
  fileRequired: 'Choose a file to upload',
  fileType: 'Upload a .jpg, .jpeg, .png or .pdf file.',
  fileContent: 'The file is not a JPEG, PNG or PDF document.',
  fileTooLarge: 'The file must be 5 MB or smaller.',
  notMultipart: 'Send the document as a multipart/form-data upload.',
  noDocument: 'No document has been submitted.',
  notPending: 'This verification has already been decided.',
  reasonRequired: 'Give the reason for the rejection',
  noDob: 'The profile has no date of birth: the customer must add it before approval.',
  noAddress: 'The profile has no address: the customer must add it before approval.',
  dobRequired: 'Add your date of birth to your profile before you submit a document.',
  addressRequired: 'Add your address to your profile before you submit a document.',
  profileFirst: 'First, your date of birth and address: we check them against your document.',
  dobMissing: 'Enter your date of birth',
  addressMissing: 'Enter your address',
  detailsSaved: 'Details saved. Now choose your document.',
  underAge: 'The customer is under 18 by the date of birth on the profile.',
  ownDecision: 'You cannot decide on your own verification.',
  approved: 'Verification approved.',
  rejected: 'Verification rejected.',
} as const;

/** A profile field identity approval needs, with what the customer and the admin are told about it. */
export interface KycProfileGap {
  field: 'dob' | 'address';
  customerMessage: string;
  adminMessage: string;
}

/**
 * What the profile still lacks for identity approval: the one rule that submitting a document and
 * approving it both apply, so no case waits for a decision that cannot be made.
 */
export function kycProfileGaps(profile: { dob: string | null; address: string }): KycProfileGap[] {
  const gaps: KycProfileGap[] = [];
  if (!profile.dob) {
    gaps.push({ field: 'dob', customerMessage: KYC_MSG.dobRequired, adminMessage: KYC_MSG.noDob });
  } else if (ageOn(profile.dob) < MIN_AGE) {
    gaps.push({ field: 'dob', customerMessage: PROFILE_MSG.tooYoung, adminMessage: KYC_MSG.underAge });
  }
  if (!profile.address.trim()) {
    gaps.push({
      field: 'address',
      customerMessage: KYC_MSG.addressRequired,
      adminMessage: KYC_MSG.noAddress,
    });
  }
  return gaps;
}

/** The verification form's first step: the profile fields kycProfileGaps asks for, both required. */
export const kycDetailsSchema = z.object({
  dob: dobSchema.refine((v) => v !== null, KYC_MSG.dobMissing),
  address: addressSchema.refine((v) => v.length > 0, KYC_MSG.addressMissing),
});
export type KycDetailsInput = z.input<typeof kycDetailsSchema>;
export type KycDetails = z.output<typeof kycDetailsSchema>;

/** Shape of each type's number after spaces are removed and letters uppercased. */
export const ID_NUMBER_RULES: Record<IdCardType, { pattern: RegExp; message: string }> = {
  Passport: {
    pattern: /^(?=.*\d)[A-Z0-9]{6,9}$/,
    message: 'A passport number has 6 to 9 letters and digits',
  },
  "Driver's License": {
    pattern: /^(?=.*\d)[A-Z0-9][A-Z0-9-]{3,19}$/,
    message: "A driver's license number has 4 to 20 letters, digits or dashes",
  },
  'National ID': {
    pattern: /^(?=.*\d)[A-Z0-9][A-Z0-9-]{4,19}$/,
    message: 'A national ID number has 5 to 20 letters, digits or dashes',
  },
  "Voter's Card": {
    pattern: /^(?=.*\d)[A-Z0-9][A-Z0-9-]{5,19}$/,
    message: "A voter's card number has 6 to 20 letters, digits or dashes",
  },
};

export const normalizeIdNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The text fields of POST /auth/submit-document (the file is checked by `kycFileProblem` and the server). */
export const kycFieldsSchema = z
  .object({
    idCardType: z.enum(ID_CARD_TYPES, { error: KYC_MSG.chooseType }),
    idCardNumber: z
      .string({ error: KYC_MSG.numberRequired })
      .trim()
      .min(1, KYC_MSG.numberRequired)
      .max(40, KYC_MSG.numberRequired)
      .transform(normalizeIdNumber),
  })
  .superRefine((v, ctx) => {
    const rule = ID_NUMBER_RULES[v.idCardType];
    if (!rule.pattern.test(v.idCardNumber)) {
      ctx.addIssue({ code: 'custom', path: ['idCardNumber'], message: rule.message });
    }
  });
export type KycFieldsInput = z.input<typeof kycFieldsSchema>;

/** What the browser can check before uploading; the server checks the bytes themselves. */
export function kycFileProblem(file: { name: string; size: number } | null | undefined): string | undefined {
  if (!file) return KYC_MSG.fileRequired;
  const name = file.name.toLowerCase();
  if (!KYC_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return KYC_MSG.fileType;
  if (file.size > KYC_MAX_FILE_BYTES) return KYC_MSG.fileTooLarge;
  if (file.size === 0) return KYC_MSG.fileContent;
  return undefined;
}

/** GET /auth/admin/kyc */
export const kycListQuerySchema = z.object({ status: z.enum(KYC_STATUSES).default('pending') });
export const kycListResponseSchema = z.object({ data: z.array(userSchema) });

/** PATCH /auth/admin/kyc/:userId */
export const kycDecisionSchema = z
  .object({
    decision: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected' }),
    reason: z
      .string()
      .trim()
      .max(KYC_REASON_MAX, `Keep the reason under ${KYC_REASON_MAX} characters`)
      .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG)
      .optional(),
  })
  .refine((v) => v.decision === 'approved' || (v.reason ?? '').length > 0, {
    path: ['reason'],
    message: KYC_MSG.reasonRequired,
  });
export type KycDecisionInput = z.input<typeof kycDecisionSchema>;
export const kycDecisionResponseSchema = z.object({ message: z.string(), user: userSchema });
