// Which code each page needs, as data: the router loads these modules lazily (router.tsx), and the
// build turns the same table into the files each page's HTML asks for at once (vite.config.ts,
// `routePreloads`; the api adds them as <link rel="modulepreload">, ADR 0138). Plain data on
// purpose: the build's config imports it, so nothing here may import React or the app.
import { paths } from '@umrah/graphql';
import type { Area } from '@umrah/graphql';

/**
 * Each lazily loaded module, by the name the router gives it: its file under web/src, and whether
 * it is a staff page (loaded together with the staff side's catalogues, src/lib/staff-side.ts).
 */
export const CHUNK_MODULES = {
  landing: { file: 'features/landing/components/landing-app.tsx' },
  preview: { file: 'features/landing/components/landing-preview.tsx' },
  privacy: { file: 'features/privacy/privacy-page.tsx' },
  notFound: { file: 'app/not-found-page.tsx' },
  shell: { file: 'app/providers.tsx' },
  guards: { file: 'app/guards.tsx' },
  portalLayout: { file: 'components/layouts/portal-layout.tsx' },
  signUp: { file: 'features/auth/components/sign-up-page.tsx' },
  logIn: { file: 'features/auth/components/log-in-page.tsx' },
  forgotPassword: { file: 'features/auth/components/forgot-password-page.tsx' },
  resetPassword: { file: 'features/auth/components/reset-password-page.tsx' },
  claimAccount: { file: 'features/auth/components/claim-account-page.tsx' },
  verifyEmail: { file: 'features/auth/components/verify-email-page.tsx' },
  adminLogIn: { file: 'features/admin/components/admin-log-in-page.tsx', staff: true },
  secondFactor: { file: 'features/second-factor/components/second-factor-page.tsx' },
  joinTeam: { file: 'features/team/components/join-team-page.tsx', staff: true },
  adminDashboard: { file: 'features/admin/components/admin-dashboard-page.tsx', staff: true },
  registrationReview: { file: 'features/admin/components/review/registration-review-page.tsx', staff: true },
  road: { file: 'features/road/components/road-page.tsx', staff: true },
  dashboard: { file: 'features/portal-dashboard/components/dashboard-page.tsx' },
  registerTrip: { file: 'features/register-trip/components/register-trip-page.tsx' },
  tripForm: { file: 'features/trip-form/components/trip-form-page.tsx' },
  documents: { file: 'features/documents/components/documents-page.tsx' },
  payments: { file: 'features/payments/components/payments-page.tsx' },
  paymentsOnline: { file: 'features/payments/components/online-return-page.tsx' },
  profile: { file: 'features/profile/components/profile-page.tsx' },
  party: { file: 'features/party/components/party-page.tsx' },
  card: { file: 'features/road/components/card-page.tsx' },
} as const satisfies Record<string, { file: string; staff?: boolean }>;

export type Chunk = keyof typeof CHUNK_MODULES;

const PORTAL: Chunk[] = ['shell', 'guards', 'portalLayout'];

/** The chunks each page needs to show, layouts included (a path no pattern matches: `NOT_FOUND_CHUNKS`). */
export const ROUTE_CHUNKS: readonly (readonly [string, readonly Chunk[]])[] = [
  [paths.home, ['landing']],
  [paths.preview, ['preview']],
  [paths.privacy, ['shell', 'privacy']],
  [paths.signUp, ['shell', 'signUp']],
  [paths.logIn, ['shell', 'logIn']],
  [paths.forgotPassword, ['shell', 'forgotPassword']],
  [paths.resetPassword, ['shell', 'resetPassword']],
  [paths.claimAccount, ['shell', 'claimAccount']],
  [paths.verifyEmail, ['shell', 'verifyEmail']],
  [paths.admin.logIn, ['shell', 'adminLogIn']],
  [paths.secondFactor, ['shell', 'secondFactor']],
  [paths.joinTeam, ['shell', 'joinTeam']],
  [paths.portal.dashboard, [...PORTAL, 'dashboard']],
  [paths.portal.registerTrip, [...PORTAL, 'registerTrip']],
  [paths.portal.registrationForm, [...PORTAL, 'tripForm']],
  [paths.portal.documents, [...PORTAL, 'documents']],
  [paths.portal.payments, [...PORTAL, 'payments']],
  [paths.portal.paymentsOnline, [...PORTAL, 'paymentsOnline']],
  [paths.portal.profile, [...PORTAL, 'profile']],
  [paths.portal.party, [...PORTAL, 'party']],
  [paths.portal.card, [...PORTAL, 'card']],
  [paths.admin.dashboard, ['shell', 'guards', 'adminDashboard']],
  [paths.admin.registration(), ['shell', 'guards', 'registrationReview']],
  [paths.admin.road, ['shell', 'guards', 'road']],
];

export const NOT_FOUND_CHUNKS: readonly Chunk[] = ['notFound'];

/** The catalogues every page of the app loads before its first render (main.tsx), in the page's language. */
export const FIRST_AREAS: readonly Area[] = ['common', 'auth', 'portal', 'trip', 'rules'];
