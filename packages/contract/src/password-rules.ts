/** The password rule's limits and the strength meter, without zod: the sign-up page draws them before any schema loads. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** 0–4, for the strength meter. Length and variety; the server's rule is what decides. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  let score = 0;
  if (password.length >= PASSWORD_MIN) score++;
  if (password.length >= 12) score++;
  if (/[A-Z]/.test(password) && /[a-z]/.test(password)) score++;
  if (/[0-9]/.test(password) && /[^A-Za-z0-9]/.test(password)) score++;
  return Math.min(score, 4) as 0 | 1 | 2 | 3 | 4;
}
