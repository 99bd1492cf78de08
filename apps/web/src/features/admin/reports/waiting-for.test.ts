import { describe, expect, it } from 'vitest';
import { waitingFor } from './waiting-for';

describe('waitingFor', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('says the largest whole unit', () => {
    expect(waitingFor('2026-11-25T11:59:30Z', now)).toBe('Under a minute');
    expect(waitingFor('2026-11-25T11:59:00Z', now)).toBe('1 minute');
    expect(waitingFor('2026-11-25T11:00:00Z', now)).toBe('1 hour');
    expect(waitingFor('2026-11-24T11:00:00Z', now)).toBe('1 day');
    expect(waitingFor('2026-11-22T08:00:00Z', now)).toBe('3 days');
  });
  it('reads a time in the future (a clock ahead) as no wait', () => {
    expect(waitingFor('2026-11-26T12:00:00Z', now)).toBe('Under a minute');
  });
});
