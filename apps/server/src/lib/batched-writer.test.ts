import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchedWriter } from './batched-writer.ts';

let dir: string;
let file: string;
let fd: number;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'verdant-writer-'));
  file = path.join(dir, 'out.log');
  fd = fs.openSync(file, 'a');
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

const read = () => readFileSync(file, 'utf8');
const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('BatchedWriter: log lines in batches, in order, none lost', () => {
  it('holds lines until the batch is full, then writes them in one write', async () => {
    const writes = vi.spyOn(fs, 'write');
    const w = new BatchedWriter({ fd, minLength: 100, flushAfterMs: 10_000 });
    w.write('a'.repeat(40));
    w.write('b'.repeat(40));
    await new Promise((r) => setTimeout(r, 30));
    expect(read()).toBe('');
    w.write('c'.repeat(40));
    await until(() => read().length === 120);
    expect(read()).toBe('a'.repeat(40) + 'b'.repeat(40) + 'c'.repeat(40));
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('writes a lone line after flushAfterMs', async () => {
    const w = new BatchedWriter({ fd, minLength: 8192, flushAfterMs: 40 });
    const start = Date.now();
    w.write('lonely\n');
    await until(() => read() === 'lonely\n');
    expect(Date.now() - start).toBeGreaterThanOrEqual(35);
  });

  it('keeps the order of lines written while a write is in flight', async () => {
    const w = new BatchedWriter({ fd, minLength: 10, flushAfterMs: 20 });
    const lines = Array.from({ length: 2000 }, (_, i) => `line ${i} é€\n`);
    for (const line of lines) w.write(line);
    await until(() => read() === lines.join(''));
  });

  it('writes what is left after a partial write', async () => {
    const real = fs.write;
    let first = true;
    vi.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
      const [f, buffer, offset, , position, cb] = args as [
        number,
        Buffer,
        number,
        number,
        null,
        (e: NodeJS.ErrnoException | null, n: number) => void,
      ];
      if (first) {
        first = false;
        // Only 3 bytes go out this time.
        return real(f, buffer, offset, 3, position, cb);
      }
      return (real as (...a: unknown[]) => void)(...args);
    }) as typeof fs.write);
    const w = new BatchedWriter({ fd, minLength: 1, flushAfterMs: 10 });
    w.write('abcdefgh\n');
    await until(() => read() === 'abcdefgh\n');
  });

  it('retries a write the pipe refused for now (EAGAIN) without losing or repeating bytes', async () => {
    const real = fs.write;
    let refusals = 2;
    vi.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
      const cb = args.at(-1) as (e: NodeJS.ErrnoException | null, n: number) => void;
      if (refusals-- > 0) {
        const err = Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
        setImmediate(() => cb(err, 0));
        return;
      }
      return (real as (...a: unknown[]) => void)(...args);
    }) as typeof fs.write);
    const w = new BatchedWriter({ fd, minLength: 1, flushAfterMs: 10 });
    w.write('one\n');
    w.write('two\n');
    await until(() => read() === 'one\ntwo\n');
  });

  it('flush(cb) sends what is pending and calls back once it is written (pino’s logger.flush)', async () => {
    const w = new BatchedWriter({ fd, minLength: 1 << 20, flushAfterMs: 60_000 });
    w.write('a\n');
    w.write('b\n');
    await new Promise<void>((resolve) => w.flush(resolve));
    expect(read()).toBe('a\nb\n');
    await new Promise<void>((resolve) => w.flush(resolve)); // nothing pending: at once
  });

  it('flush(cb) is not starved by lines that keep coming while it waits', async () => {
    const w = new BatchedWriter({ fd, minLength: 64, flushAfterMs: 60_000 });
    let writing = true;
    const keepWriting = () => {
      if (!writing) return;
      w.write('x'.repeat(100));
      setImmediate(keepWriting);
    };
    w.write('first\n');
    keepWriting();
    await new Promise<void>((resolve) => w.flush(resolve));
    writing = false;
    expect(read().startsWith('first\n')).toBe(true);
  });

  it('flushSync writes every pending line at once', () => {
    const w = new BatchedWriter({ fd, minLength: 1 << 20, flushAfterMs: 60_000 });
    w.write('x\n');
    w.write('y\n');
    w.flushSync();
    expect(read()).toBe('x\ny\n');
  });

  it('drops lines beyond maxPending (a consumer that stopped reading) and counts them', () => {
    const w = new BatchedWriter({ fd, minLength: 1 << 20, flushAfterMs: 60_000, maxPending: 10 });
    expect(w.write('12345')).toBe(true);
    expect(w.write('67890')).toBe(true);
    expect(w.write('!')).toBe(false);
    expect(w.dropped).toBe(1);
    w.flushSync();
    expect(read()).toBe('1234567890');
  });
});
