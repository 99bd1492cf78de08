import { randomUUID } from 'node:crypto';
import { ERROR_CODES, KYC_FILE_EXTENSIONS, KYC_MSG, kycFieldsSchema, kycProfileGaps } from '@app/contract';
import type { DbUser } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, listBankAccounts } from '../../shared/users.repository.ts';
import { detectDocumentType } from './document-type.ts';
import { deleteDocumentsOf, documentStream, findDocument, insertDocument } from './documents.repository.ts';
import { kycApprovedMail, kycRejectedMail, kycSubmittedMail } from './kyc.mails.ts';
import {
  approveKyc,
  listBankAccountsOf,
  listUsersByKycStatus,
  lockUser,
  markSubmitted,
  rejectKyc,
} from './kyc.repository.ts';

export interface Submission {
  fields: Record<string, string>;
  file?: { filename: string; bytes: Buffer };
}

const unsupported = (message: string) =>
  new AppError(415, message, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, { idCardFile: message });

function stateConflict(user: DbUser) {
  if (user.kycStatus === 'pending') return conflict(KYC_MSG.alreadyPending);
  if (user.kycStatus === 'approved') return conflict(KYC_MSG.alreadyApproved);
  return null;
}

/**
 * POST /auth/submit-document: fields by the contract, the file by its bytes. The document is written
 * under a new name in the same transaction that puts the user under review, replacing any earlier one.
 */
export async function submitDocument(deps: Deps, userId: string, input: Submission) {
  const parsed = kycFieldsSchema.safeParse(input.fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
    throw badRequest(Object.values(errors)[0] ?? KYC_MSG.submitFailed, errors);
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  const refused = stateConflict(user);
  if (refused) throw refused;

  const file = input.file;
  if (!file || file.bytes.length === 0) throw fieldError('idCardFile', KYC_MSG.fileRequired);
  const name = file.filename.toLowerCase();
  if (!KYC_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) throw unsupported(KYC_MSG.fileType);
  const type = detectDocumentType(file.bytes);
  if (!type) throw unsupported(KYC_MSG.fileContent);
  // A case the admin could not approve never goes under review: the customer completes the profile first.
  const gaps = kycProfileGaps(user);
  if (gaps.length > 0) {
    throw badRequest(
      gaps[0]!.customerMessage,
      Object.fromEntries(gaps.map((g) => [g.field, g.customerMessage])),
    );
  }

  const key = `${randomUUID()}.${type.ext}`;
  await deps.db.transaction(async (tx) => {
    const row = await markSubmitted(tx, {
      userId,
      idCardType: parsed.data.idCardType,
      idCardNumber: parsed.data.idCardNumber,
      key,
      mime: type.mime,
    });
    if (!row) throw conflict(KYC_MSG.alreadyPending);
    await insertDocument(tx, { key, userId, mime: type.mime, bytes: file.bytes });
    await deleteDocumentsOf(tx, userId, key);
    await recordAudit(tx, {
      actorId: userId,
      action: 'kyc.submitted',
      targetType: 'user',
      targetId: userId,
      details: { idCardType: parsed.data.idCardType, mime: type.mime, bytes: file.bytes.length },
    });
    await deps.mailer.send(kycSubmittedMail(user.email, user.name), tx);
  });
  return { message: KYC_MSG.submitted };
}

/**
 * GET /auth/documents/:userId (owner or admin, checked by the route). Admin views are audit-logged
 * before the first byte leaves; the bytes follow as a stream of slices.
 */
export async function readDocument(deps: Deps, auth: AuthContext, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user?.idCardKey) throw notFound(KYC_MSG.noDocument);
  const doc = await findDocument(deps.db, userId, user.idCardKey);
  if (!doc) throw notFound(KYC_MSG.noDocument);
  if (auth.userId !== userId) {
    await recordAudit(deps.db, {
      actorId: auth.userId,
      action: 'kyc.document_viewed',
      targetType: 'user',
      targetId: userId,
    });
  }
  const ext = doc.key.split('.').pop() ?? 'bin';
  return {
    stream: documentStream(deps.db, doc.key, doc.byteSize),
    byteSize: doc.byteSize,
    mime: doc.mime,
    filename: `identity-document.${ext}`,
  };
}

/** GET /auth/admin/kyc?status= */
export async function listKyc(deps: Deps, status: DbUser['kycStatus']) {
  const rows = await listUsersByKycStatus(deps.db, status);
  const banks = await listBankAccountsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) =>
      toUserDto(
        r,
        banks.filter((b) => b.userId === r.id),
      ),
    ),
  };
}

/** PATCH /auth/admin/kyc/:userId: decided once, by someone else, with the profile rule checked again at approval. */
export async function decideKyc(
  deps: Deps,
  admin: AuthContext,
  userId: string,
  input: { decision: 'approved' | 'rejected'; reason?: string },
) {
  if (admin.userId === userId) throw forbidden(KYC_MSG.ownDecision, ERROR_CODES.FORBIDDEN);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    if (!row) throw notFound();
    if (row.kycStatus !== 'pending') throw conflict(KYC_MSG.notPending);
    let next: DbUser;
    if (input.decision === 'approved') {
      const gaps = kycProfileGaps(row);
      if (gaps.length > 0) {
        throw badRequest(
          gaps[0]!.adminMessage,
          Object.fromEntries(gaps.map((g) => [g.field, g.adminMessage])),
        );
      }
      next = await approveKyc(tx, userId);
    } else {
      next = await rejectKyc(tx, userId, input.reason ?? '');
      await deleteDocumentsOf(tx, userId);
    }
    await recordAudit(tx, {
      actorId: admin.userId,
      action: `kyc.${input.decision}`,
      targetType: 'user',
      targetId: userId,
      details: { idCardType: row.idCardType, ...(input.reason ? { reason: input.reason } : {}) },
    });
    const url = deps.config.publicUrl;
    await deps.mailer.send(
      input.decision === 'approved'
        ? kycApprovedMail(next.email, next.name, url)
        : kycRejectedMail(next.email, next.name, input.reason ?? '', url),
      tx,
      {
        userId,
        kind: 'identity',
        text:
          input.decision === 'approved'
            ? 'Your identity is verified: you can now invest and withdraw.'
            : 'We could not verify your identity: see why and send a new document.',
        link: '/settings',
      },
    );
    return next;
  });
  return {
    message: input.decision === 'approved' ? KYC_MSG.approved : KYC_MSG.rejected,
    user: toUserDto(updated, await listBankAccounts(deps.db, userId)),
  };
}
