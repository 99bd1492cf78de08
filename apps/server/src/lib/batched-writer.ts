import fs from 'node:fs';

export interface BatchedWriterOptions {
  /** File descriptor to write to (1: stdout). */
  fd: number;
  /** A batch goes out once it holds this many characters… */
  minLength: number;
  /** …or this many milliseconds after its first line, whichever comes first. */
  flushAfterMs: number;
  /** Lines waiting beyond this many characters (a consumer that stopped reading) are dropped, and counted. */
  maxPending?: number;
}

const DEFAULT_MAX_PENDING = 16 * 1024 * 1024;
const RETRY_MS = 10;
const writers = new Set<BatchedWriter>();
let exitHookInstalled = false;

/** Lines still waiting when the process exits are written synchronously (one hook for every writer). */
function flushAllAtExit() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const writer of writers) writer.flushSync();
  });
}

function isRetryable(err: NodeJS.ErrnoException): boolean {
  return err.code === 'EAGAIN' || err.code === 'EWOULDBLOCK';
}

/**
 * pino's destination for stdout: lines gathered in memory and written in batches, one asynchronous
 * write per batch, in order, nothing lost at exit.
 *
 * Why not pino.destination (sonic-boom)? Its write() measures the UTF-8 length of the whole pending
 * batch on every line (Buffer.byteLength of a string that grows by concatenation, flattened each time):
 * with 8 kB batches that was about 5 µs of CPU per line, a sixth of a cached GET (docs/deploy.md §6).
 * Here a line costs an array push; the batch is joined and encoded once, when it goes out.
 */
export class BatchedWriter {
  private pending: string[] = [];
  private pendingLength = 0;
  /** The bytes of the write in flight (what is left of them after a partial write). */
  private inFlight: Buffer | null = null;
  /** The write in flight failed with EAGAIN and waits to be retried: none of its bytes went out. */
  private retryTimer: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Batches handed to fs.write so far, and those fully written: flush() waits by these numbers. */
  private batchesStarted = 0;
  private batchesDone = 0;
  /** Callers of flush() waiting for the batch holding their last line to be written. */
  private flushWaiters: { batch: number; cb: () => void }[] = [];
  /** Lines dropped because the consumer stopped reading for too long. */
  dropped = 0;

  constructor(private readonly opts: BatchedWriterOptions) {
    writers.add(this);
    flushAllAtExit();
  }

  write(line: string): boolean {
    if (this.closed) return false;
    if (this.pendingLength + line.length > (this.opts.maxPending ?? DEFAULT_MAX_PENDING)) {
      this.dropped++;
      return false;
    }
    this.pending.push(line);
    this.pendingLength += line.length;
    if (this.inFlight) return true; // the write in flight sends what gathered meanwhile when it ends
    if (this.pendingLength >= this.opts.minLength) this.startWrite();
    else this.timer ??= setTimeout(() => this.onTimer(), this.opts.flushAfterMs).unref();
    return true;
  }

  /** pino's `logger.flush(cb)`: sends what is pending now and calls back once it is written. */
  flush(cb: () => void = () => {}): void {
    // The lines pending now go out in the next batch (at once if no write is in flight).
    const batch = this.pending.length > 0 ? this.batchesStarted + 1 : this.batchesStarted;
    if (!this.inFlight && this.pending.length > 0) this.startWrite();
    if (batch <= this.batchesDone) cb();
    else this.flushWaiters.push({ batch, cb });
  }

  /**
   * Writes every pending line now, synchronously: at exit, when no callback will run again. A write
   * already handed to libuv's pool is left to land (as sonic-boom does): writing its bytes again
   * could print them twice.
   */
  flushSync(): void {
    this.clearTimer();
    let buffer = this.takePending();
    if (this.inFlight && this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
      buffer = Buffer.concat([this.inFlight, buffer]);
      this.inFlight = null;
    }
    let attempts = 0;
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(fs.writeSync(this.opts.fd, buffer));
      } catch (err) {
        // A full non-blocking pipe: wait for the reader a little, but never forever.
        if (!isRetryable(err as NodeJS.ErrnoException) || ++attempts > 1000) break;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      }
    }
    // Everything that was pending is out (or can never go): nobody waits for it any more.
    const waiters = this.flushWaiters;
    this.flushWaiters = [];
    for (const w of waiters) w.cb();
  }

  private onTimer() {
    this.timer = null;
    if (!this.inFlight && this.pending.length > 0) this.startWrite();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private takePending(): Buffer {
    const chunk = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.pendingLength = 0;
    return chunk;
  }

  private startWrite() {
    this.clearTimer();
    this.batchesStarted++;
    this.send(this.takePending());
  }

  private send(buffer: Buffer) {
    this.inFlight = buffer;
    fs.write(this.opts.fd, buffer, 0, buffer.length, null, (err, written) => {
      if (err) {
        if (isRetryable(err)) {
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.send(buffer);
          }, RETRY_MS).unref();
          return;
        }
        // stdout is gone (closed pipe): nothing can be logged any more; do not spin or grow.
        this.inFlight = null;
        this.closed = true;
        this.pending = [];
        this.pendingLength = 0;
        this.batchesDone = this.batchesStarted;
        this.callFlushWaiters();
        return;
      }
      if (written < buffer.length) return this.send(buffer.subarray(written));
      this.inFlight = null;
      this.batchesDone++;
      this.callFlushWaiters();
      const flushWanted = this.flushWaiters.length > 0;
      if (this.pending.length > 0 && (flushWanted || this.pendingLength >= this.opts.minLength)) {
        this.startWrite();
      } else if (this.pending.length > 0) {
        this.timer ??= setTimeout(() => this.onTimer(), this.opts.flushAfterMs).unref();
      }
    });
  }

  private callFlushWaiters() {
    if (this.flushWaiters.length === 0) return;
    const ready = this.flushWaiters.filter((w) => w.batch <= this.batchesDone);
    this.flushWaiters = this.flushWaiters.filter((w) => w.batch > this.batchesDone);
    for (const w of ready) w.cb();
  }
}
