import { LogOut, Route as RouteIcon } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignOut } from '@/lib/use-sign-out';
import { lazyNamed } from '@/lib/lazy-named';
import { useCan } from '@/lib/permissions';
import { STAFF_LOCALES, type MessageId, type Permission } from '@umrah/graphql';
import { LanguageSwitch } from '@/components/language-switch';
import { useT } from '@/lib/i18n';
import { useStaffSide } from '@/lib/staff-side';
import { useSaveLanguage } from '@/lib/use-save-language';
import { InterestTab } from './interest-tab';
import { TripSwitcher } from './trip-switcher';
import { useTripChoices } from '../api/trips';
import { ChosenTripProvider } from '../lib/chosen-trip';

// The tabs not open at first are chunks of their own, loaded when shown (ADR 0071): the
// announcement form's validation and the finance tables are not what the dashboard opens on.
const PortalRegistrationsTab = lazyNamed(() => import('./portal-registrations-tab'), 'PortalRegistrationsTab');
const FinanceTab = lazyNamed(() => import('./finance-tab'), 'FinanceTab');
const AnnouncementsTab = lazyNamed(() => import('./announcements-tab'), 'AnnouncementsTab');
const AuditLogTab = lazyNamed(() => import('./audit-log-tab'), 'AuditLogTab');
const TripsTab = lazyNamed(() => import('./trips-tab'), 'TripsTab');
const RetentionTab = lazyNamed(() => import('./retention-tab'), 'RetentionTab');
const TeamTab = lazyNamed(() => import('./team-tab'), 'TeamTab');
const ReadinessTab = lazyNamed(() => import('./readiness-tab'), 'ReadinessTab');
const RoomsTab = lazyNamed(() => import('./rooms-tab'), 'RoomsTab');
import { SiteBrand } from '@/components/site-brand';

// Each tab with the permission that shows it (graphql/src/permissions.ts): a role sees its own.
const TABS = [
  { value: 'interest', label: 'admin.tabs.interest', permission: 'interest:read' },
  { value: 'portal', label: 'admin.tabs.portal', permission: 'roster:read' },
  { value: 'readiness', label: 'admin.tabs.readiness', permission: 'roster:read' },
  { value: 'rooms', label: 'admin.tabs.rooms', permission: 'rooms:read' },
  { value: 'finance', label: 'admin.tabs.finance', permission: 'finance:read' },
  { value: 'announcements', label: 'admin.tabs.announcements', permission: 'announcements:send' },
  { value: 'trips', label: 'admin.tabs.trips', permission: 'trips:manage' },
  { value: 'audit', label: 'admin.tabs.audit', permission: 'audit:read' },
  { value: 'retention', label: 'admin.tabs.retention', permission: 'trips:manage' },
  { value: 'team', label: 'admin.tabs.team', permission: 'team:manage' },
] as const satisfies readonly { value: string; label: MessageId; permission: Permission }[];

export function AdminDashboardPage() {
  const t = useT();
  useStaffSide();
  const saveLanguage = useSaveLanguage();
  useDocumentTitle(t('admin.dashboard.title'));
  const { signOut, signingOut } = useSignOut({ admin: true });
  // The open tab lives in the address (?tab=portal), so Back from a registration's review returns to it.
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const tabs = TABS.filter((tab) => can(tab.permission));
  const first = tabs[0]?.value ?? 'interest';
  const tab = tabs.find((shown) => shown.value === params.get('tab'))?.value ?? first;
  // The chosen trip lives in the address too (?trip=<slug>); none: the current trip.
  const { trips } = useTripChoices();
  const tripSlug = params.get('trip');
  const chosen = tripSlug ? trips?.find((t) => t.slug === tripSlug) : undefined;
  const current = trips?.find((t) => t.current);
  const shownTrip = chosen ?? current;
  // A named trip is read once the list says its id; an unknown slug falls back to the current trip.
  const waitingForTrip = Boolean(tripSlug) && !trips;
  const chooseTrip = (slug: string) => {
    const next = new URLSearchParams(params);
    if (slug === current?.slug) next.delete('trip');
    else next.set('trip', slug);
    setParams(next);
  };
  // Radix reports one click twice (mouse down, then focus) before the page draws again: the second
  // must not push a second entry, or Back would seem to do nothing.
  const shown = useRef<string>(tab);
  useEffect(() => {
    shown.current = tab;
  }, [tab]);
  const openTab = (next: string) => {
    if (next === shown.current) return;
    shown.current = next;
    const nextParams = new URLSearchParams(tripSlug ? { trip: tripSlug } : {});
    if (next !== first) nextParams.set('tab', next);
    setParams(nextParams);
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="grid min-w-0 gap-1">
            <SiteBrand />
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{t('admin.dashboard.title')}</h1>
          </div>
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            {trips?.length ? (
              <div className="min-w-0 basis-full sm:flex-none sm:basis-auto">
                <TripSwitcher trips={trips} value={chosen?.slug ?? current?.slug ?? trips[0]!.slug} onChange={chooseTrip} />
              </div>
            ) : null}
            <LanguageSwitch locales={STAFF_LOCALES} onChosen={saveLanguage} className="self-center" />
            {can('headcount:write') ? (
              <Link to={paths.admin.road} className={buttonVariants({ variant: 'outline' })}>
                <RouteIcon aria-hidden="true" />
                {t('admin.tabs.road')}
              </Link>
            ) : null}
            <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
              {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
              {signingOut ? t('admin.dashboard.loggingOut') : t('admin.dashboard.logout')}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {/* Each tab is an entry of the history: Back steps through the tabs before it leaves the dashboard. */}
        {waitingForTrip ? (
          <LoadingState />
        ) : (
          <ChosenTripProvider tripId={chosen?.id} shown={shownTrip && { id: shownTrip.id, name: shownTrip.name }}>
            <Tabs key={chosen?.id ?? 'current'} value={tab} onValueChange={openTab}>
              <TabsList aria-label={t('admin.dashboard.views')}>
                {tabs.map((shown) => (
                  <TabsTrigger key={shown.value} value={shown.value}>
                    {t(shown.label)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="interest">
                <InterestTab />
              </TabsContent>
              <TabsContent value="portal">
                <Suspense fallback={<LoadingState />}>
                  <PortalRegistrationsTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="readiness">
                <Suspense fallback={<LoadingState />}>
                  <ReadinessTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="rooms">
                <Suspense fallback={<LoadingState />}>
                  <RoomsTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="finance">
                <Suspense fallback={<LoadingState />}>
                  <FinanceTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="announcements">
                <Suspense fallback={<LoadingState />}>
                  <AnnouncementsTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="trips">
                <Suspense fallback={<LoadingState />}>
                  <TripsTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="audit">
                <Suspense fallback={<LoadingState />}>
                  <AuditLogTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="retention">
                <Suspense fallback={<LoadingState />}>
                  <RetentionTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="team">
                <Suspense fallback={<LoadingState />}>
                  <TeamTab />
                </Suspense>
              </TabsContent>
            </Tabs>
          </ChosenTripProvider>
        )}
      </main>
    </div>
  );
}
