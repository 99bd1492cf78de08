/**
 * The signed-in session as kept in localStorage (docs/product.md §3 keys: authToken, userRole, userID, user).
 * No runtime import of the contract here: the route guard uses this file and it must stay tiny,
 * because it ships with every public page.
 */
import type { UserRole } from '@app/contract/auth-rules';

export const STORAGE_KEYS = {
  token: 'authToken',
  role: 'userRole',
  userId: 'userID',
  user: 'user',
} as const;

export interface StoredUser {
  _id: string;
  userRole: UserRole;
  name: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

export function getStoredRole(): string | null {
  return storage()?.getItem(STORAGE_KEYS.role) ?? null;
}

export function getStoredUserId(): string | null {
  return storage()?.getItem(STORAGE_KEYS.userId) ?? null;
}

export function getStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && '_id' in value && 'name' in value) return value as StoredUser;
    return null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, payload: StoredUser): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.token, token);
  s.setItem(STORAGE_KEYS.role, payload.userRole);
  s.setItem(STORAGE_KEYS.userId, payload._id);
  s.setItem(STORAGE_KEYS.user, JSON.stringify(payload));
}

/** Replaces only the token (a password change issues a new one and ends other sessions). */
export function replaceToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
}

export function clearSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
}

export function isAdminRole(): boolean {
  return getStoredRole() === 'admin';
}
