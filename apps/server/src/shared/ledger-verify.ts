import type { Executor } from '../db/client.ts';
import {
  findAccountMismatches,
  findChainBreaks,
  findDailyTotalMismatches,
  findLedgerMismatches,
  findUnbalancedTransactions,
  ledgerTotals,
} from './ledger-checks.repository.ts';
import { findSealBreaks, sealCoverage } from './ledger-seal.repository.ts';
import { feeRevenueCents, findFeeMismatches } from './platform-fees.repository.ts';
import { findPrincipalAccountMismatches, findPrincipalMismatches } from './principal-checks.repository.ts';

export interface LedgerVerdict {
  ok: boolean;
  /** No users and no ledger entries: nothing was there to check. */
  empty: boolean;
  /** The summary and one OK line per check that held. */
  report: string[];
  /** One FAILED line per check that did not, each followed by the rows at fault, first bad row first. */
  problems: string[];
}

/** Rows listed per failed check: the first bad row leads, and a broken chain does not flood the report. */
const SHOWN = 20;

const dollars = (cents: string | number) => (Number(cents) / 100).toFixed(2);

/** A check's outcome: its OK line, or its FAILED line followed by one line per row at fault. */
function judge<Row>(rows: Row[], ok: string, failed: (n: number) => string, line: (row: Row) => string) {
  if (rows.length === 0) return { ok, problems: [] };
  const more = rows.length > SHOWN ? [`  … and ${rows.length - SHOWN} more`] : [];
  return { ok: null, problems: [failed(rows.length), ...rows.slice(0, SHOWN).map(line), ...more] };
}

function chainLine(b: { id: string; seq: string; expected_seq: string; linked: boolean; intact: boolean }) {
  if (b.seq !== b.expected_seq)
    return `  #${b.expected_seq}: missing; the next transaction is #${b.seq} ${b.id}`;
  if (!b.linked) return `  #${b.seq} ${b.id}: its previous hash is not the hash of #${Number(b.seq) - 1}`;
  return `  #${b.seq} ${b.id}: its hash does not match its content and postings`;
}

function sealLine(b: { id: string; seq: string; expected_seq: string; linked: boolean; intact: boolean }) {
  if (b.seq !== b.expected_seq)
    return `  seal #${b.expected_seq}: missing; the next seal is #${b.seq} ${b.id}`;
  if (!b.linked)
    return `  seal #${b.seq} ${b.id}: its previous hash is not the hash of seal #${Number(b.seq) - 1}`;
  return `  seal #${b.seq} ${b.id}: its hash does not match its transaction and postings`;
}

/**
 * What `npm run ledger:verify` proves (docs/decisions/032-double-entry-ledger.md, 050): the journal's
 * hash chain and every seal after it are whole, and no committed transaction the sealer has passed
 * is left unsealed; every journal transaction sums to zero; every stored balance (customers' cash and
 * every other account) equals its postings; each customer's principal equals the outstanding
 * principal of their open holdings, holding by holding (principal-checks.repository.ts); the fee
 * records equal the fee revenue postings, holding
 * by holding; the daily totals equal the cash postings. Each failure names the first bad row first.
 */
export async function verifyLedger(db: Executor): Promise<LedgerVerdict> {
  const t = await ledgerTotals(db);
  const revenue = await feeRevenueCents(db);
  const coverage = await sealCoverage(db);
  const checks = [
    judge(
      await findChainBreaks(db),
      'OK: the hash chain is whole: every transaction follows the one before and matches its hash.',
      (n) => `FAILED: the hash chain breaks at ${n} transaction(s):`,
      chainLine,
    ),
    judge(
      await findSealBreaks(db),
      'OK: every seal follows the one before and matches its transaction and postings.',
      (n) => `FAILED: the seals break at ${n} seal(s):`,
      sealLine,
    ),
    judge(
      coverage.skipped > 0 ? [coverage.skipped] : [],
      "OK: every committed transaction below the sealer's watermark is sealed.",
      () => 'FAILED: committed transactions below the watermark have no seal:',
      (n) => `  ${n} transaction(s)`,
    ),
    judge(
      await findUnbalancedTransactions(db),
      'OK: every journal transaction has two or more postings that sum to zero.',
      (n) => `FAILED: ${n} journal transaction(s) that do not balance:`,
      (u) =>
        `  ${u.has_header ? (u.seq ? `#${u.seq} ` : '(not sealed yet) ') : '(no header) '}${u.id}: ${u.postings} posting(s) summing to ${u.sum_cents} cents`,
    ),
    judge(
      await findLedgerMismatches(db),
      'OK: every balance equals the sum of its ledger entries.',
      (n) => `FAILED: ${n} user(s) whose balance is not the sum of their ledger:`,
      (m) => `  ${m.id} ${m.email}: balance ${m.balance_cents} cents, ledger ${m.ledger_cents} cents`,
    ),
    judge(
      await findAccountMismatches(db),
      "OK: every account's stored balance equals its postings.",
      (n) => `FAILED: ${n} account(s) whose stored balance is not the sum of their postings:`,
      (a) => `  ${a.type} ${a.id}: stored ${a.stored_cents} cents, postings ${a.postings_cents} cents`,
    ),
    judge(
      await findPrincipalAccountMismatches(db),
      "OK: every customer's principal equals the outstanding principal of their open holdings.",
      (n) => `FAILED: ${n} customer(s) whose principal is not what their open holdings hold:`,
      (m) =>
        `  ${m.user_id} ${m.email}: principal ${m.principal_cents} cents, holdings ${m.holdings_cents} cents`,
    ),
    judge(
      await findPrincipalMismatches(db),
      "OK: every holding's principal postings equal its outstanding principal.",
      (n) => `FAILED: ${n} holding(s) whose principal postings differ from their outstanding principal:`,
      (m) =>
        `  ${m.reference} ${m.holding_id} (${m.status}, customer ${m.email}): outstanding ${m.outstanding_cents} cents, postings ${m.booked_cents} cents`,
    ),
    judge(
      await findFeeMismatches(db),
      "OK: the platform's fee records equal its fee revenue postings, holding by holding.",
      (n) => `FAILED: ${n} holding(s) whose fee postings and fee records differ:`,
      (m) =>
        `  ${m.holding_id ?? '(no holding)'}: fee postings ${m.ledger_cents} cents, records ${m.revenue_cents} cents`,
    ),
    judge(
      await findDailyTotalMismatches(db),
      'OK: the daily ledger totals equal the ledger, per user, day and kind.',
      (n) => `FAILED: ${n} daily total(s) that differ from the ledger:`,
      (m) =>
        `  ${m.user_id} ${m.day} ${m.kind}: ledger ${m.ledger_entries} entries +${m.ledger_credits}/${m.ledger_debits} cents, totals ${m.total_entries} entries +${m.total_credits}/${m.total_debits} cents`,
    ),
  ];
  const report = [
    `Ledger verify: ${t.users} users, ${t.transactions} journal transactions, ${t.postings} postings; customer balances $${dollars(t.balances)}, all postings sum to $${dollars(t.sum)}; fee revenue $${dollars(revenue)}; ${coverage.waiting} transaction(s) waiting for their seal.`,
  ];
  const problems: string[] = [];
  for (const c of checks) {
    if (c.ok) report.push(c.ok);
    problems.push(...c.problems);
  }
  const empty = Number(t.users) === 0 && Number(t.transactions) === 0;
  return { ok: problems.length === 0, empty, report, problems };
}
