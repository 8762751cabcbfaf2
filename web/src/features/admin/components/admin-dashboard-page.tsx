import { LogOut } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignOut } from '@/lib/use-sign-out';
import { PortalRegistrationsTab } from './portal-registrations-tab';
import { InterestTab } from './interest-tab';
import { FinanceTab } from './finance-tab';
import { AnnouncementsTab } from './announcements-tab';
import { SiteBrand } from '@/components/site-brand';

const TABS = ['interest', 'portal', 'finance', 'announcements'] as const;

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { signOut, signingOut } = useSignOut({ admin: true });
  // The open tab lives in the address (?tab=portal), so Back from a registration's review returns to it.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'interest';

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
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
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <Tabs value={tab} onValueChange={(next) => setParams(next === 'interest' ? {} : { tab: next }, { replace: true })}>
          <TabsList aria-label="Admin views">
            <TabsTrigger value="interest">Registration Interest</TabsTrigger>
            <TabsTrigger value="portal">Portal Registrations</TabsTrigger>
            <TabsTrigger value="finance">Finance</TabsTrigger>
            <TabsTrigger value="announcements">Announcements</TabsTrigger>
          </TabsList>
          <TabsContent value="interest">
            <InterestTab />
          </TabsContent>
          <TabsContent value="portal">
            <PortalRegistrationsTab />
          </TabsContent>
          <TabsContent value="finance">
            <FinanceTab />
          </TabsContent>
          <TabsContent value="announcements">
            <AnnouncementsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
