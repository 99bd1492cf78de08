import { centsToDollars, PRODUCT_NAME } from '@app/contract';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Deps } from '../../deps.ts';
import { eachMovement, toMovementDto } from '../history/ledger-history.service.ts';
import {
  findHoldings,
  findIdentityDocument,
  findNotifications,
  findPaymentMethods,
  findProfile,
  findRequests,
  findSessions,
  findSupportThreads,
} from './data-export-parts.repository.ts';

/** One file of the archive: its name and its bytes (null leaves it out, e.g. no document on file). */
export interface ExportFile {
  name: string;
  bytes: Uint8Array;
  /** Already compressed (an image or a PDF): stored as is. */
  stored?: boolean;
}
export type ExportPart = (deps: Deps, userId: string) => Promise<ExportFile | null>;

const json = (name: string, value: unknown): ExportFile => ({
  name,
  bytes: strToU8(`${JSON.stringify(value, null, 2)}\n`),
});
const dollars = (cents: number) => centsToDollars(cents);

const DOCUMENT_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * Every part of a customer's archive, in the order of the zip. Each is one small function reading
 * only the owner's rows; a new kind of data is one more entry here.
 */
export const EXPORT_PARTS: ExportPart[] = [
  async (deps, userId) => {
    const p = await findProfile(deps.db, userId);
    if (!p) return null;
    const { totpEnabledAt, ...fields } = p;
    return json('profile.json', { ...fields, twoFactorEnabled: totpEnabledAt !== null });
  },
  async (deps, userId) => json('sessions.json', await findSessions(deps.db, userId)),
  async (deps, userId) => json('payment-methods.json', await findPaymentMethods(deps.db, userId)),
  async (deps, userId) =>
    json(
      'requests.json',
      (await findRequests(deps.db, userId)).map(({ amountCents, ...r }) => ({
        ...r,
        amount: dollars(amountCents),
      })),
    ),
  async (deps, userId) =>
    json(
      'holdings.json',
      (await findHoldings(deps.db, userId)).map((h) => ({
        reference: h.reference,
        offering: h.offering,
        units: h.units,
        amount: dollars(h.amountCents),
        expectedReturn: dollars(h.expectedReturnCents),
        fee: dollars(h.feeCents),
        managementCharge: dollars(h.managementFeeCents),
        recovered: dollars(h.recoveredCents),
        writtenOff: dollars(h.writtenOffCents),
        status: h.status,
        instruction: h.instruction,
        startAt: h.startAt,
        maturityAt: h.maturityAt,
        paidOutAt: h.paidOutAt,
        cancelledAt: h.cancelledAt,
      })),
    ),
  async (deps, userId) => {
    // Cash postings, oldest first, as the Transactions page shows them.
    const movements = [];
    for await (const row of eachMovement(deps, userId, {})) movements.push(toMovementDto(row));
    return json('ledger.json', movements.reverse());
  },
  async (deps, userId) => json('notifications.json', await findNotifications(deps.db, userId)),
  async (deps, userId) => json('support-threads.json', await findSupportThreads(deps.db, userId)),
  async (deps, userId) => {
    const doc = await findIdentityDocument(deps.db, userId);
    if (!doc) return null;
    const ext = DOCUMENT_EXTENSIONS[doc.mime] ?? 'bin';
    return { name: `identity-document.${ext}`, bytes: new Uint8Array(doc.bytes), stored: true };
  },
];

const README = `Your data from ${PRODUCT_NAME}

profile.json          your details as the account holds them
sessions.json         every sign-in: device, address, when it started, was last seen and ended
payment-methods.json  the bank and crypto accounts you linked (removed ones included)
requests.json         your deposit and withdrawal requests
holdings.json         your investments
ledger.json           every movement of your cash, with the balance after it
notifications.json    what we told you in the app, and when you read it
support-threads.json  your conversations with support, every message, and each complaint's outcome
identity-document.*   the identity document you sent us, as you sent it

Amounts are in US dollars; times are UTC (ISO 8601).
`;

/** Builds the zip of every part for one customer. */
export async function buildArchive(deps: Deps, userId: string, now = new Date()): Promise<Buffer> {
  const files: Zippable = { 'README.txt': [strToU8(README), { mtime: now }] };
  for (const part of EXPORT_PARTS) {
    const file = await part(deps, userId);
    if (file) files[file.name] = [file.bytes, { level: file.stored ? 0 : 6, mtime: now }];
  }
  return Buffer.from(zipSync(files));
}
