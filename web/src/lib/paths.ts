// Every route of spec §2 in one place; pages and links read paths from here only.
export const paths = {
  home: '/',
  signUp: '/signup',
  logIn: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  portal: {
    dashboard: '/portal/dashboard',
    registerTrip: '/portal/register-trip',
    registrationForm: '/portal/registration-form',
    documents: '/portal/documents',
    payments: '/portal/payments',
    profile: '/portal/profile',
  },
  admin: {
    logIn: '/admin/login',
    dashboard: '/admin/dashboard',
    /** The dashboard with its Portal Registrations tab open. */
    portalRegistrations: '/admin/dashboard?tab=portal',
    registration: (id = ':id') => `/admin/registrations/${id}`,
  },
} as const;
