/** Display formatting shared by screens. Money formatting itself comes from the contract. */
export { formatUsd } from '@app/contract';

/** 'Good Morning' before 12, 'Good Afternoon' before 18, else 'Good Evening' (spec: Dashboard). */
export function greetingFor(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

export function initials(fullName: string | null | undefined): string {
  const parts = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts.slice(0, 1);
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** Day, short month, year: '5 Mar 2025'. */
export function formatDate(value: string | number | Date, locale?: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale ?? 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(d);
}

/** Date and 24-hour time: '5 Mar 2025, 14:07'. */
export function formatDateTime(value: string | number | Date, locale?: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale ?? 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}
