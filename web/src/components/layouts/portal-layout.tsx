import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type MessageId, UI } from '@umrah/graphql';
import { FileText, FolderOpen, IdCard, LayoutDashboard, LogOut, Menu, Plane, UserRound, Users, X, Wallet } from 'lucide-react';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { SiteBrand } from '@/components/site-brand';
import { Spinner } from '@/components/ui/spinner';
import { TravellerSwitch } from '@/components/traveller-switch';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSaveLanguage } from '@/lib/use-save-language';
import { useSignOut } from '@/lib/use-sign-out';

const NAV: { to: string; label: MessageId; icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }> }[] = [
  { to: paths.portal.dashboard, label: 'common.nav.dashboard', icon: LayoutDashboard },
  { to: paths.portal.registerTrip, label: 'common.nav.registerTrip', icon: Plane },
  { to: paths.portal.registrationForm, label: 'common.nav.registrationForm', icon: FileText },
  { to: paths.portal.documents, label: 'common.nav.documents', icon: FolderOpen },
  { to: paths.portal.party, label: 'common.nav.party', icon: Users },
  { to: paths.portal.payments, label: 'common.nav.payments', icon: Wallet },
  { to: paths.portal.profile, label: 'common.nav.profile', icon: UserRound },
  { to: paths.portal.card, label: 'common.nav.card', icon: IdCard },
];

const DESKTOP_QUERY = `(min-width: ${UI.mobileBreakpointPx}px)`;

function Brand() {
  return (
    <Link to={paths.portal.dashboard} className="inline-flex rounded-md">
      <SiteBrand />
    </Link>
  );
}

/** The account keeps the language chosen here: its pages and emails read in it. */
function PortalLanguageSwitch({ className }: { className?: string }) {
  const saveLanguage = useSaveLanguage();
  return <LanguageSwitch onChosen={saveLanguage} className={className} />;
}

/** The portal's links and Sign Out; on a wide screen the language switch above Sign Out (the phone's menu has it in its top bar). */
function SidebarContent({ onNavigate, languageSwitch = false }: { onNavigate?: () => void; languageSwitch?: boolean }) {
  const { signOut, signingOut } = useSignOut();
  const t = useT();
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <nav aria-label={t('common.nav.portal')} className="flex-1">
        <ul className="grid gap-1">
          {NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              {/* NavLink sets aria-current="page" on the active link. */}
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {languageSwitch ? <PortalLanguageSwitch className="px-3" /> : null}
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={signingOut}
        className="flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
      >
        {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
        {signingOut ? t('common.signOut.pending') : t('common.signOut.action')}
      </button>
    </div>
  );
}

/** Sidebar on wide screens; below 768 px a top bar with a menu button opening a slide-in drawer. */
export function PortalLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const navigatedFromDrawer = useRef(false);
  const shownPath = useRef(pathname);

  // Route change (links, back button): close the drawer and move focus to the new page's content.
  useEffect(() => {
    setDrawerOpen(false);
    if (pathname !== shownPath.current) {
      shownPath.current = pathname;
      mainRef.current?.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    }
  }, [pathname]);

  // Widening the window past the breakpoint shows the sidebar; the drawer has no business staying open.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setDrawerOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      <a
        href="#portal-main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('common.nav.skip')}
      </a>

      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:hidden">
          <Brand />
          <Tooltip content={t('common.nav.openMenu')} side="bottom">
            <DialogPrimitive.Trigger
              aria-label={t('common.nav.openMenu')}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <Menu aria-hidden="true" className="size-5" />
            </DialogPrimitive.Trigger>
          </Tooltip>
        </header>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/50 data-[state=open]:animate-fade-in md:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl data-[state=open]:animate-drawer-in md:hidden rtl:data-[state=open]:animate-drawer-in-rtl"
            onCloseAutoFocus={(event) => {
              // After following a link, focus belongs to the new page, not the menu button.
              if (navigatedFromDrawer.current) {
                event.preventDefault();
                navigatedFromDrawer.current = false;
                mainRef.current?.focus({ preventScroll: true });
              }
            }}
          >
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
              <DialogPrimitive.Title className="text-base font-bold tracking-tight text-brand-900">{t('common.nav.menu')}</DialogPrimitive.Title>
              <PortalLanguageSwitch className="ms-auto" />
              <Tooltip content={t('common.nav.closeMenu')} side="bottom">
                <DialogPrimitive.Close
                  aria-label={t('common.nav.closeMenu')}
                  className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                >
                  <X aria-hidden="true" className="size-5" />
                </DialogPrimitive.Close>
              </Tooltip>
            </div>
            <SidebarContent
              onNavigate={() => {
                navigatedFromDrawer.current = true;
                setDrawerOpen(false);
              }}
            />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      {/* The aside stretches to the page's full height (its background and border run to the
          bottom of a long page); what is inside stays in view as the page scrolls. */}
      <aside className="hidden border-e border-slate-200 bg-white md:block md:w-64 md:shrink-0">
        <div className="md:sticky md:top-0 md:flex md:h-dvh md:flex-col">
          <div className="border-b border-slate-200 px-4 py-4">
            <Brand />
          </div>
          <SidebarContent languageSwitch />
        </div>
      </aside>

      <main id="portal-main" ref={mainRef} tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <Suspense
            fallback={
              <div role="status" className="flex items-center justify-center gap-2 p-8 text-slate-700">
                <Spinner className="size-5 text-brand-700" />
                {t('common.loading')}
              </div>
            }
          >
            {/* A lead with managed companions chooses whom the pages show (ADR 0123). */}
            <TravellerSwitch />
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
