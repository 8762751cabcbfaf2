// Every route of spec §2. Each page is its own lazy chunk; the landing page pulls in neither
// Apollo nor portal code, which load with the first route that needs them (`AppShell`). A first
// visit to "/" gets landing.html (its own entry); this route serves client-side visits to "/".
// The page first opened asks for its chunks before the first render (`preloadRoute`), all at
// once, rather than one after another as each layout renders (ADR 0071); its HTML already named
// them (route-modules.ts, ADR 0138).
import { type ComponentType, useState } from 'react';
import { createBrowserRouter, createRoutesFromElements, matchPath, Route, RouterProvider } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { withStaffSide } from '@/lib/staff-side';
import { OfflineGate, RouteError } from './offline-gate';
import { type Chunk, CHUNK_MODULES, NOT_FOUND_CHUNKS, ROUTE_CHUNKS } from './route-modules';

// Every module route-modules.ts names, as a loader: the bundler makes each its own chunk. (The
// patterns match those modules and no module another imports statically; a test checks both.)
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
type PageModule = Record<string, ComponentType<any>>;
export const PAGE_MODULES = import.meta.glob<PageModule>([
  '../features/**/*-page.tsx',
  // The landing page is in landing-app's chunk (and rendered on the server), not one of its own.
  '!../features/landing/**/*-page.tsx',
  '../features/landing/components/landing-{app,preview}.tsx',
  './{not-found-page,providers,guards}.tsx',
  '../components/layouts/portal-layout.tsx',
]);

/** The loader of a module route-modules.ts names (its file under web/src). */
export function pageModule(file: string): () => Promise<PageModule> {
  const loader = PAGE_MODULES[file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`];
  if (!loader) throw new Error(`route-modules.ts names ${file}, which the router does not load`);
  return loader;
}

const load = Object.fromEntries(
  Object.entries(CHUNK_MODULES).map(([chunk, module]) => {
    const loader = pageModule(module.file);
    return [chunk, 'staff' in module && module.staff ? withStaffSide(loader) : loader];
  }),
) as Record<Chunk, () => Promise<PageModule>>;

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

/**
 * Starts loading every chunk the page at `pathname` needs (the bundler's preload helper adds their
 * own imports too), so they download side by side; React.lazy then finds them loaded or on the way.
 */
export function preloadRoute(pathname: string): void {
  const chunks = ROUTE_CHUNKS.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? NOT_FOUND_CHUNKS;
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
