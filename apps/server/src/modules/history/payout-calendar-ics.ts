import { centsToDollars, formatUsd, PRODUCT_NAME } from '@app/contract';
import type { ExpectedPayout } from './returns.service.ts';

/**
 * The expected payouts as an iCalendar file (RFC 5545): one all-day event per payout on its maturity
 * day (UTC), lines ending CRLF and folded at 75 octets, each event with a UID that stays the same for
 * the holding, so importing the file again updates the events instead of adding copies.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * A content line folded so no line exceeds 75 octets: each continuation starts with one space
 * (RFC 5545 §3.1). Splits between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines carry the leading space within their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const dateValue = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const stampValue = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');

/** A payout's title, or a roll-over's when the instruction reinvests everything. */
function eventSummary(p: ExpectedPayout): string {
  const paid = p.paidPrincipalCents + p.paidReturnCents;
  const name = p.holding.offeringName;
  if (paid === 0) return `Rolls over ${usd(p.rolloverCents)}: ${name}`;
  return `Expected payout ${usd(paid)}: ${name}`;
}

/** What reaches the wallet, what is reinvested, and the charge only when the holding has one. */
function eventDescription(p: ExpectedPayout): string {
  const net = p.holding.figures.hasManagementCharge ? ', after the management charge' : '';
  const parts: string[] = [];
  if (p.paidPrincipalCents + p.paidReturnCents > 0) {
    parts.push(
      `Expected into your wallet: ${usd(p.paidPrincipalCents)} principal and ${usd(p.paidReturnCents)} return${net}.`,
    );
  }
  if (p.rolloverCents > 0) {
    parts.push(
      `As you instructed, ${usd(p.rolloverCents)} is reinvested in ${p.holding.offeringName}${parts.length ? '' : net}.`,
    );
  }
  return `${p.holding.offeringName} matures. ${parts.join(' ')} Returns are not guaranteed.`;
}

export function payoutCalendarIcs(payouts: ExpectedPayout[], opts: { host: string; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Payout calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${PRODUCT_NAME} expected payouts`)}`,
  ];
  for (const p of payouts) {
    const day = p.holding.maturityAt;
    const next = new Date(Date.parse(`${day.toISOString().slice(0, 10)}T00:00:00Z`) + 86_400_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:payout-${p.holding.id}@${opts.host}`,
      `DTSTAMP:${stampValue(opts.now)}`,
      `DTSTART;VALUE=DATE:${dateValue(day)}`,
      `DTEND;VALUE=DATE:${dateValue(next)}`,
      `SUMMARY:${escapeText(eventSummary(p))}`,
      `DESCRIPTION:${escapeText(eventDescription(p))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
