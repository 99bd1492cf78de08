import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * The embedded database (PGlite) belongs to one process: two processes writing one data directory
 * each keep their own picture of it in memory, so one's changes are lost or read stale. A process
 * that opens it claims `<dir>.lock` (docs/decisions/049-embedded-database-one-process.md); another
 * process finds the claim and refuses instead of opening a second copy.
 */
export interface LockHolder {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}

/** Thrown when another live process on this machine holds the data directory. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.command}, started ${holder.startedAt}). ` +
        `Only one process may open it: stop that server first (Ctrl+C in its terminal, or kill ${holder.pid}) and run this again, ` +
        'or make the change in the admin console while the server runs.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export const lockFileOf = (dir: string) => `${dir}.lock`;

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? (holder as LockHolder) : null;
  } catch {
    return null;
  }
}

/** A process id is alive when signal 0 reaches it; EPERM means it runs under another user. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Another live process on this machine holds the directory. A claim by a process that has ended (a
 * crashed server) or by this very process (a container's pid 1 after a restart) does not count. A
 * claim written on another host cannot be checked and is treated as ended: the data directory is a
 * local disk, not one shared between machines.
 */
export function currentHolder(dir: string): LockHolder | null {
  const holder = readHolder(lockFileOf(dir));
  if (!holder || holder.pid === process.pid || holder.hostname !== hostname()) return null;
  return alive(holder.pid) ? holder : null;
}

/** Claims `dir` for this process, or throws DatabaseInUseError; the answer gives the claim back. */
export function claimDataDirectory(dir: string): () => void {
  const file = lockFileOf(dir);
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command: process.argv.slice(1).join(' ') || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' creates the file only if it is not there: of two processes starting together one wins.
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = currentHolder(dir);
    if (holder) throw new DatabaseInUseError(dir, holder);
    if (attempt > 0) {
      // Our own or an ended claim that another starter replaced between our two tries: take it over.
      writeFileSync(file, JSON.stringify(me));
      break;
    }
    rmSync(file, { force: true });
  }
  return () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
