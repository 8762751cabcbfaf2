// Every page of the web app, in one list: the web's router and links read their paths from here,
// and the api answers 200 for exactly these pages (404 with the app's shell for any other path).
export const paths = {
  home: '/',
  signUp: '/signup',
  logIn: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** The second step of a sign-in, enrolment included (docs/product.md#second-factor). */
  secondFactor: '/second-factor',
  /** An invitation to the team: the link of its email (docs/product.md#the-team). */
  joinTeam: '/join-team',
  /** An invited adult companion claims their account (docs/product.md#parties). */
  claimAccount: '/claim-account',
  /** The privacy notice (from the CMS). */
  privacy: '/privacy',
  /** The landing page with a trip page's draft, framed by the CMS's live preview (?trip=slug). */
  preview: '/preview',
  portal: {
    dashboard: '/portal/dashboard',
    registerTrip: '/portal/register-trip',
    registrationForm: '/portal/registration-form',
    documents: '/portal/documents',
    payments: '/portal/payments',
    /** Back from the card provider's checkout page (?session_id=… or ?cancelled=1; ADR 0117). */
    paymentsOnline: '/portal/payments/online',
    profile: '/portal/profile',
    /** The lead's party: companions, their status and money (docs/product.md#parties). */
    party: '/portal/party',
    /** The pilgrim's card, offline once opened (docs/product.md#on-the-road). */
    card: '/portal/card',
  },
  admin: {
    logIn: '/admin/login',
    dashboard: '/admin/dashboard',
    /** The dashboard with its Portal Registrations tab open. */
    portalRegistrations: '/admin/dashboard?tab=portal',
    registration: (id = ':id') => `/admin/registrations/${id}`,
    /** The leader's roster and headcounts, offline once opened (docs/product.md#on-the-road); ?traveller=<registration id> opens one. */
    road: '/admin/road',
  },
} as const;

/** The route patterns of every page (`:name` stands for one path segment). */
export const WEB_ROUTES: readonly string[] = [
  paths.home,
  paths.signUp,
  paths.logIn,
  paths.forgotPassword,
  paths.resetPassword,
  paths.verifyEmail,
  paths.secondFactor,
  paths.joinTeam,
  paths.claimAccount,
  paths.privacy,
  paths.preview,
  ...Object.values(paths.portal),
  paths.admin.logIn,
  paths.admin.dashboard,
  paths.admin.registration(),
  paths.admin.road,
];

// Routes are letters, digits, dashes and slashes (a test keeps them so): no character to escape.
// A trailing slash is allowed, but "/" is only "/".
const patterns = WEB_ROUTES.map((route) => new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}${route === '/' ? '' : '/?'}$`));

/** The pattern of `WEB_ROUTES` a path (no query) is a page of, if any; a trailing slash is allowed. */
export const webRouteOf = (pathname: string): string | undefined => WEB_ROUTES[patterns.findIndex((re) => re.test(pathname))];

/** Whether a path (no query) is one of the web app's pages; a trailing slash is allowed. */
export const isWebRoute = (pathname: string): boolean => webRouteOf(pathname) !== undefined;

/**
 * The file of the web's build (under its dist/) that lists, per page pattern, the scripts its HTML
 * asks for at once (web/vite.config.ts writes it, api/src/http/web.ts reads it; ADR 0138).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
