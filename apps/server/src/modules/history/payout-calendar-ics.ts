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
    const total = p.principalCents + p.returnCents;
    lines.push(
      'BEGIN:VEVENT',
      `UID:payout-${p.holding.id}@${opts.host}`,
      `DTSTAMP:${stampValue(opts.now)}`,
      `DTSTART;VALUE=DATE:${dateValue(day)}`,
      `DTEND;VALUE=DATE:${dateValue(next)}`,
      `SUMMARY:${escapeText(`Expected payout ${usd(total)}: ${p.holding.offeringName}`)}`,
      `DESCRIPTION:${escapeText(
        `${p.holding.offeringName} matures. Expected: ${usd(p.principalCents)} principal and ${usd(
          p.returnCents,
        )} return, after fees. Returns are not guaranteed.`,
      )}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
