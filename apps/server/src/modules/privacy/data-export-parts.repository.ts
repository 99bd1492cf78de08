import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bankAccounts,
  holdings,
  identityDocuments,
  notifications,
  offerings,
  sessions,
  supportMessages,
  supportThreads,
  users,
  walletRequests,
} from '../../db/schema.ts';

/**
 * What an archive reads, every query scoped by the owner's id. Columns are named one by one: a
 * password hash, an authenticator key or another person's row can never be selected by accident.
 */
export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phonenumber: users.phonenumber,
      dob: users.dob,
      address: users.address,
      plan: users.plan,
      kycStatus: users.kycStatus,
      idCardType: users.idCardType,
      idCardNumber: users.idCardNumber,
      referralCode: users.referralCode,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
      passwordChangedAt: users.passwordChangedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findSessions(db: Executor, userId: string) {
  return db
    .select({
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

export async function findPaymentMethods(db: Executor, userId: string) {
  return db
    .select({
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      accountHolderName: bankAccounts.accountHolderName,
      country: bankAccounts.country,
      sortCode: bankAccounts.sortCode,
      routingNumber: bankAccounts.routingNumber,
      createdAt: bankAccounts.createdAt,
      deletedAt: bankAccounts.deletedAt,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(asc(bankAccounts.createdAt));
}

export async function findRequests(db: Executor, userId: string) {
  return db
    .select({
      reference: walletRequests.reference,
      kind: walletRequests.kind,
      amountCents: walletRequests.amountCents,
      status: walletRequests.status,
      method: walletRequests.method,
      reason: walletRequests.reason,
      createdAt: walletRequests.createdAt,
      decidedAt: walletRequests.decidedAt,
    })
    .from(walletRequests)
    .where(eq(walletRequests.userId, userId))
    .orderBy(asc(walletRequests.createdAt));
}

export async function findHoldings(db: Executor, userId: string) {
  return db
    .select({
      reference: holdings.reference,
      offering: offerings.name,
      units: holdings.units,
      amountCents: holdings.amountCents,
      expectedReturnCents: holdings.expectedReturnCents,
      feeCents: holdings.feeCents,
      managementFeeCents: holdings.managementFeeCents,
      status: holdings.status,
      instruction: holdings.instruction,
      startAt: holdings.startAt,
      maturityAt: holdings.maturityAt,
      paidOutAt: holdings.paidOutAt,
      cancelledAt: holdings.cancelledAt,
      recoveredCents: holdings.recoveredCents,
      writtenOffCents: holdings.writtenOffCents,
    })
    .from(holdings)
    .innerJoin(offerings, eq(offerings.id, holdings.offeringId))
    .where(eq(holdings.userId, userId))
    .orderBy(asc(holdings.createdAt));
}

/** The identity document on file (the one users.id_card_key names), bytes included. */
export async function findIdentityDocument(db: Executor, userId: string) {
  const [row] = await db
    .select({ mime: identityDocuments.mime, bytes: identityDocuments.bytes })
    .from(identityDocuments)
    .innerJoin(users, and(eq(users.id, identityDocuments.userId), eq(users.idCardKey, identityDocuments.key)))
    .where(eq(identityDocuments.userId, userId));
  return row ?? null;
}

/** The customer's notifications, oldest first. */
export function findNotifications(db: Executor, userId: string) {
  return db
    .select({
      kind: notifications.kind,
      text: notifications.text,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

/**
 * The customer's support threads with their messages, oldest first. Who wrote is "customer" or
 * "admin": the name of the admin who answered is theirs, not the customer's data.
 */
export async function findSupportThreads(db: Executor, userId: string) {
  const threads = await db
    .select({
      id: supportThreads.id,
      reference: supportThreads.reference,
      subject: supportThreads.subject,
      category: supportThreads.category,
      status: supportThreads.status,
      outcome: supportThreads.outcome,
      createdAt: supportThreads.createdAt,
      closedAt: supportThreads.closedAt,
    })
    .from(supportThreads)
    .where(eq(supportThreads.userId, userId))
    .orderBy(asc(supportThreads.createdAt));
  const messages = await db
    .select({
      threadId: supportMessages.threadId,
      from: supportMessages.from,
      text: supportMessages.text,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(eq(supportThreads.userId, userId))
    .orderBy(asc(supportMessages.createdAt));
  return threads.map(({ id, ...t }) => ({
    ...t,
    messages: messages.filter((m) => m.threadId === id).map(({ threadId: _, ...m }) => m),
  }));
}
