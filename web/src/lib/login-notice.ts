// Why /login is shown when a guard sent a signed-in person there (router state, not the address).
export const ADMINS_ONLY = 'admins-only';
/** The session ended while the traveller was working; sign-in takes them back (`from`). */
export const SESSION_ENDED = 'session-ended';
export type LoginNotice = typeof ADMINS_ONLY | typeof SESSION_ENDED;

/** Router state a page hands to /login. */
export interface LoginState {
  notice?: LoginNotice;
  /** The portal page to return to after signing in. */
  from?: string;
}
