// Why /login is shown when a guard sent a signed-in person there (router state, not the address).
export const ADMINS_ONLY = 'admins-only';
export type LoginNotice = typeof ADMINS_ONLY;
