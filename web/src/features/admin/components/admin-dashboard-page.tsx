import { LogOut } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignOut } from '@/lib/use-sign-out';
import { lazyNamed } from '@/lib/lazy-named';
import { InterestTab } from './interest-tab';

// The tabs not open at first are chunks of their own, loaded when shown (ADR 0071): the
// announcement form's validation and the finance tables are not what the dashboard opens on.
const PortalRegistrationsTab = lazyNamed(() => import('./portal-registrations-tab'), 'PortalRegistrationsTab');
const FinanceTab = lazyNamed(() => import('./finance-tab'), 'FinanceTab');
const AnnouncementsTab = lazyNamed(() => import('./announcements-tab'), 'AnnouncementsTab');
const AuditLogTab = lazyNamed(() => import('./audit-log-tab'), 'AuditLogTab');
import { SiteBrand } from '@/components/site-brand';

const TABS = ['interest', 'portal', 'finance', 'announcements', 'audit'] as const;

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { signOut, signingOut } = useSignOut({ admin: true });
  // The open tab lives in the address (?tab=portal), so Back from a registration's review returns to it.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'interest';
  // Radix reports one click twice (mouse down, then focus) before the page draws again: the second
  // must not push a second entry, or Back would seem to do nothing.
  const shown = useRef<string>(tab);
  useEffect(() => {
    shown.current = tab;
  }, [tab]);
  const openTab = (next: string) => {
    if (next === shown.current) return;
    shown.current = next;
    setParams(next === 'interest' ? {} : { tab: next });
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="grid min-w-0 gap-1">
            <SiteBrand />
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Admin Dashboard</h1>
          </div>
          <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            {signingOut ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {/* Each tab is an entry of the history: Back steps through the tabs before it leaves the dashboard. */}
        <Tabs value={tab} onValueChange={openTab}>
          <TabsList aria-label="Admin views">
            <TabsTrigger value="interest">Registration Interest</TabsTrigger>
            <TabsTrigger value="portal">Portal Registrations</TabsTrigger>
            <TabsTrigger value="finance">Finance</TabsTrigger>
            <TabsTrigger value="announcements">Announcements</TabsTrigger>
            <TabsTrigger value="audit">Audit Log</TabsTrigger>
          </TabsList>
          <TabsContent value="interest">
            <InterestTab />
          </TabsContent>
          <TabsContent value="portal">
            <Suspense fallback={<LoadingState />}>
              <PortalRegistrationsTab />
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
          <TabsContent value="audit">
            <Suspense fallback={<LoadingState />}>
              <AuditLogTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
