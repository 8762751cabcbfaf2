// Every route of spec §2. Each page is its own lazy chunk; the landing page pulls in neither
// Apollo nor portal code, which load with the first route that needs them (`AppShell`). A first
// visit to "/" gets landing.html (its own entry); this route serves client-side visits to "/".
import { Suspense, useState } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route, RouterProvider } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyNamed } from './lazy-named';
import { RouteFallback } from './route-fallback';

const LandingApp = lazyNamed(() => import('@/features/landing/components/landing-app'), 'LandingApp');
const NotFoundPage = lazyNamed(() => import('./not-found-page'), 'NotFoundPage');

const AppShell = lazyNamed(() => import('./providers'), 'AppShell');
const RequireAuth = lazyNamed(() => import('./guards'), 'RequireAuth');
const PortalLayout = lazyNamed(() => import('@/components/layouts/portal-layout'), 'PortalLayout');

const SignUpPage = lazyNamed(() => import('@/features/auth/components/sign-up-page'), 'SignUpPage');
const LogInPage = lazyNamed(() => import('@/features/auth/components/log-in-page'), 'LogInPage');
const ForgotPasswordPage = lazyNamed(() => import('@/features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage');
const AdminLogInPage = lazyNamed(() => import('@/features/admin/components/admin-log-in-page'), 'AdminLogInPage');
const AdminDashboardPage = lazyNamed(() => import('@/features/admin/components/admin-dashboard-page'), 'AdminDashboardPage');
const RegistrationReviewPage = lazyNamed(() => import('@/features/admin/components/review/registration-review-page'), 'RegistrationReviewPage');
const DashboardPage = lazyNamed(() => import('@/features/portal-dashboard/components/dashboard-page'), 'DashboardPage');
const RegisterTripPage = lazyNamed(() => import('@/features/register-trip/components/register-trip-page'), 'RegisterTripPage');
const TripFormPage = lazyNamed(() => import('@/features/trip-form/components/trip-form-page'), 'TripFormPage');
const DocumentsPage = lazyNamed(() => import('@/features/documents/components/documents-page'), 'DocumentsPage');
const PaymentsPage = lazyNamed(() => import('@/features/payments/components/payments-page'), 'PaymentsPage');
const ProfilePage = lazyNamed(() => import('@/features/profile/components/profile-page'), 'ProfilePage');

// A data router: pages may ask before they are left (useBlocker, the registration form's unsaved
// changes), which the declarative <BrowserRouter> cannot do.
const routes = createRoutesFromElements(
  <Route
    element={
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    }
  >
    <Route path={paths.home} element={<LandingApp />} />

    {/* Everything that talks to the api shares one Apollo client and one toast area. */}
    <Route element={<AppShell />}>
      <Route path={paths.signUp} element={<SignUpPage />} />
      <Route path={paths.logIn} element={<LogInPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.admin.logIn} element={<AdminLogInPage />} />

      <Route element={<RequireAuth />}>
        <Route element={<PortalLayout />}>
          <Route path={paths.portal.dashboard} element={<DashboardPage />} />
          <Route path={paths.portal.registerTrip} element={<RegisterTripPage />} />
          <Route path={paths.portal.registrationForm} element={<TripFormPage />} />
          <Route path={paths.portal.documents} element={<DocumentsPage />} />
          <Route path={paths.portal.payments} element={<PaymentsPage />} />
          <Route path={paths.portal.profile} element={<ProfilePage />} />
        </Route>
      </Route>

      <Route element={<RequireAuth admin />}>
        <Route path={paths.admin.dashboard} element={<AdminDashboardPage />} />
        <Route path={paths.admin.registration()} element={<RegistrationReviewPage />} />
      </Route>
    </Route>

    <Route path="*" element={<NotFoundPage />} />
  </Route>,
);

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
