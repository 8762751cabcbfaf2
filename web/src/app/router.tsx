// Every route of spec §2. Each page is its own lazy chunk; the landing page pulls in neither
// Apollo nor portal code, which load with the first route that needs them (`AppShell`). A first
// visit to "/" gets landing.html (its own entry); this route serves client-side visits to "/".
// The page first opened asks for its chunks before the first render (`preloadRoute`), all at
// once, rather than one after another as each layout renders (ADR 0071).
import { useState } from 'react';
import { createBrowserRouter, createRoutesFromElements, matchPath, Route, RouterProvider } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { withStaffSide } from '@/lib/staff-side';
import { OfflineGate, RouteError } from './offline-gate';

const load = {
  landing: () => import('@/features/landing/components/landing-app'),
  preview: () => import('@/features/landing/components/landing-preview'),
  privacy: () => import('@/features/privacy/privacy-page'),
  notFound: () => import('./not-found-page'),
  shell: () => import('./providers'),
  guards: () => import('./guards'),
  portalLayout: () => import('@/components/layouts/portal-layout'),
  signUp: () => import('@/features/auth/components/sign-up-page'),
  logIn: () => import('@/features/auth/components/log-in-page'),
  forgotPassword: () => import('@/features/auth/components/forgot-password-page'),
  resetPassword: () => import('@/features/auth/components/reset-password-page'),
  claimAccount: () => import('@/features/auth/components/claim-account-page'),
  verifyEmail: () => import('@/features/auth/components/verify-email-page'),
  adminLogIn: withStaffSide(() => import('@/features/admin/components/admin-log-in-page')),
  secondFactor: () => import('@/features/second-factor/components/second-factor-page'),
  joinTeam: withStaffSide(() => import('@/features/team/components/join-team-page')),
  adminDashboard: withStaffSide(() => import('@/features/admin/components/admin-dashboard-page')),
  registrationReview: withStaffSide(() => import('@/features/admin/components/review/registration-review-page')),
  road: withStaffSide(() => import('@/features/road/components/road-page')),
  dashboard: () => import('@/features/portal-dashboard/components/dashboard-page'),
  registerTrip: () => import('@/features/register-trip/components/register-trip-page'),
  tripForm: () => import('@/features/trip-form/components/trip-form-page'),
  documents: () => import('@/features/documents/components/documents-page'),
  payments: () => import('@/features/payments/components/payments-page'),
  paymentsOnline: () => import('@/features/payments/components/online-return-page'),
  profile: () => import('@/features/profile/components/profile-page'),
  party: () => import('@/features/party/components/party-page'),
  card: () => import('@/features/road/components/card-page'),
};

const LandingApp = lazyNamed(load.landing, 'LandingApp');
const NotFoundPage = lazyNamed(load.notFound, 'NotFoundPage');
const LandingPreview = lazyNamed(load.preview, 'LandingPreview');
const PrivacyPage = lazyNamed(load.privacy, 'PrivacyPage');

const AppShell = lazyNamed(load.shell, 'AppShell');
const RequireAuth = lazyNamed(load.guards, 'RequireAuth');
const PortalLayout = lazyNamed(load.portalLayout, 'PortalLayout');

const SignUpPage = lazyNamed(load.signUp, 'SignUpPage');
const LogInPage = lazyNamed(load.logIn, 'LogInPage');
const ForgotPasswordPage = lazyNamed(load.forgotPassword, 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(load.resetPassword, 'ResetPasswordPage');
const ClaimAccountPage = lazyNamed(load.claimAccount, 'ClaimAccountPage');
const VerifyEmailPage = lazyNamed(load.verifyEmail, 'VerifyEmailPage');
const AdminLogInPage = lazyNamed(load.adminLogIn, 'AdminLogInPage');
const SecondFactorPage = lazyNamed(load.secondFactor, 'SecondFactorPage');
const JoinTeamPage = lazyNamed(load.joinTeam, 'JoinTeamPage');
const AdminDashboardPage = lazyNamed(load.adminDashboard, 'AdminDashboardPage');
const RegistrationReviewPage = lazyNamed(load.registrationReview, 'RegistrationReviewPage');
const RoadPage = lazyNamed(load.road, 'RoadPage');
const DashboardPage = lazyNamed(load.dashboard, 'DashboardPage');
const RegisterTripPage = lazyNamed(load.registerTrip, 'RegisterTripPage');
const TripFormPage = lazyNamed(load.tripForm, 'TripFormPage');
const DocumentsPage = lazyNamed(load.documents, 'DocumentsPage');
const PaymentsPage = lazyNamed(load.payments, 'PaymentsPage');
const OnlineReturnPage = lazyNamed(load.paymentsOnline, 'OnlineReturnPage');
const ProfilePage = lazyNamed(load.profile, 'ProfilePage');
const PartyPage = lazyNamed(load.party, 'PartyPage');
const CardPage = lazyNamed(load.card, 'CardPage');

type Chunk = keyof typeof load;
const PORTAL: Chunk[] = ['shell', 'guards', 'portalLayout'];
/** The chunks each page needs to show, layouts included. */
const CHUNKS: [string, Chunk[]][] = [
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

/**
 * Starts loading every chunk the page at `pathname` needs (the bundler's preload helper adds their
 * own imports too), so they download side by side; React.lazy then finds them loaded or on the way.
 */
export function preloadRoute(pathname: string): void {
  const chunks = CHUNKS.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? ['notFound'];
  // A failed load shows when the route renders (React.lazy asks again): nothing to report here.
  for (const chunk of chunks) load[chunk]().catch(() => undefined);
}

// A data router: pages may ask before they are left (useBlocker, the registration form's unsaved
// changes), which the declarative <BrowserRouter> cannot do.
// The pages that need a network say so without one (offline-gate.tsx, ADR 0135); an error that is
// not about the network goes on to the router's own screen.
const routes = createRoutesFromElements(
  <Route>
    <Route element={<OfflineGate />} errorElement={<RouteError />}>
      <Route path={paths.home} element={<LandingApp />} />
      <Route path={paths.preview} element={<LandingPreview />} />

      {/* Everything that talks to the api shares one Apollo client and one toast area. */}
      <Route element={<AppShell />}>
        <Route path={paths.signUp} element={<SignUpPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.logIn} element={<LogInPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.claimAccount} element={<ClaimAccountPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.admin.logIn} element={<AdminLogInPage />} />
        <Route path={paths.secondFactor} element={<SecondFactorPage />} />
        <Route path={paths.joinTeam} element={<JoinTeamPage />} />

        <Route element={<RequireAuth />}>
          <Route element={<PortalLayout />}>
            <Route path={paths.portal.dashboard} element={<DashboardPage />} />
            <Route path={paths.portal.registerTrip} element={<RegisterTripPage />} />
            <Route path={paths.portal.registrationForm} element={<TripFormPage />} />
            <Route path={paths.portal.documents} element={<DocumentsPage />} />
            <Route path={paths.portal.payments} element={<PaymentsPage />} />
            <Route path={paths.portal.paymentsOnline} element={<OnlineReturnPage />} />
            <Route path={paths.portal.profile} element={<ProfilePage />} />
            <Route path={paths.portal.party} element={<PartyPage />} />
            <Route path={paths.portal.card} element={<CardPage />} />
          </Route>
        </Route>

        <Route element={<RequireAuth admin />}>
          <Route path={paths.admin.dashboard} element={<AdminDashboardPage />} />
          <Route path={paths.admin.registration()} element={<RegistrationReviewPage />} />
          <Route path={paths.admin.road} element={<RoadPage />} />
        </Route>
      </Route>

      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>,
);

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
