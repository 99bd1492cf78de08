import { randomUUID } from 'node:crypto';
import { ageOn, ERROR_CODES, KYC_FILE_EXTENSIONS, KYC_MSG, kycFieldsSchema, MIN_AGE } from '@app/contract';
import type { DbUser } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/auth.ts';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { toUserDto } from '../../shared/user.dto.ts';
import { findUserById, listBankAccounts } from '../../shared/users.repository.ts';
import type { DocumentStorage } from './document-storage.ts';
import { detectDocumentType } from './document-type.ts';
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
  new AppError(415, message, 'UNSUPPORTED_MEDIA_TYPE', { idCardFile: message });

function stateConflict(user: DbUser) {
  if (user.kycStatus === 'pending') return conflict(KYC_MSG.alreadyPending);
  if (user.kycStatus === 'approved') return conflict(KYC_MSG.alreadyApproved);
  return null;
}

/** POST /auth/submit-document: fields by the contract, the file by its bytes; stored under a new name. */
export async function submitDocument(
  deps: Deps,
  storage: DocumentStorage,
  userId: string,
  input: Submission,
) {
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

  const key = `${randomUUID()}.${type.ext}`;
  await storage.put(key, file.bytes, type.mime);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await markSubmitted(tx, {
        userId,
        idCardType: parsed.data.idCardType,
        idCardNumber: parsed.data.idCardNumber,
        key,
        mime: type.mime,
      });
      if (!row) throw conflict(KYC_MSG.alreadyPending);
      await recordAudit(tx, {
        actorId: userId,
        action: 'kyc.submitted',
        targetType: 'user',
        targetId: userId,
        details: { idCardType: parsed.data.idCardType, mime: type.mime, bytes: file.bytes.length },
      });
      await deps.mailer.send(kycSubmittedMail(user.email, user.name), tx);
    });
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
  if (user.idCardKey && user.idCardKey !== key) await storage.delete(user.idCardKey).catch(() => {});
  return { message: KYC_MSG.submitted };
}

/** GET /auth/documents/:userId (owner or admin, checked by the route). Admin views are audit-logged. */
export async function readDocument(deps: Deps, storage: DocumentStorage, auth: AuthContext, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user?.idCardKey || !user.idCardMime) throw notFound(KYC_MSG.noDocument);
  const bytes = await storage.get(user.idCardKey);
  if (!bytes) throw notFound(KYC_MSG.noDocument);
  if (auth.userId !== userId) {
    await recordAudit(deps.db, {
      actorId: auth.userId,
      action: 'kyc.document_viewed',
      targetType: 'user',
      targetId: userId,
    });
  }
  const ext = user.idCardKey.split('.').pop() ?? 'bin';
  return { bytes, mime: user.idCardMime, filename: `identity-document.${ext}` };
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

/** PATCH /auth/admin/kyc/:userId: decided once, by someone else, with the 18+ rule checked at approval. */
export async function decideKyc(
  deps: Deps,
  storage: DocumentStorage,
  admin: AuthContext,
  userId: string,
  input: { decision: 'approved' | 'rejected'; reason?: string },
) {
  if (admin.userId === userId) throw forbidden(KYC_MSG.ownDecision, ERROR_CODES.FORBIDDEN);
  const { updated, oldKey } = await deps.db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    if (!row) throw notFound();
    if (row.kycStatus !== 'pending') throw conflict(KYC_MSG.notPending);
    let next: DbUser;
    if (input.decision === 'approved') {
      if (!row.dob) throw badRequest(KYC_MSG.noDob);
      if (ageOn(row.dob) < MIN_AGE) throw badRequest(KYC_MSG.underAge);
      next = await approveKyc(tx, userId);
    } else {
      next = await rejectKyc(tx, userId, input.reason ?? '');
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
    );
    return { updated: next, oldKey: row.idCardKey };
  });
  if (input.decision === 'rejected' && oldKey) {
    await storage.delete(oldKey).catch((err) => deps.log.error({ err }, 'document delete failed'));
  }
  return {
    message: input.decision === 'approved' ? KYC_MSG.approved : KYC_MSG.rejected,
    user: toUserDto(updated, await listBankAccounts(deps.db, userId)),
  };
}
