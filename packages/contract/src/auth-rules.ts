/** The sign-up and sign-in rules' constants, without zod: public pages read them before any schema loads. */
export const HEARD_ABOUT = ['Friend', 'LinkedIn', 'Blog', 'X', 'Facebook', 'Agent', 'Google'] as const;
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 30;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
