import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RegistrationPanel } from './registration-panel';
import { TripInformation } from './trip-information';

export function RegisterTripPage() {
  useDocumentTitle('Register for Umrah Journey');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Register for Umrah Journey</h1>
        <p className="mt-1 text-sm text-slate-600">Read about the trip, then start your registration.</p>
      </div>
      <Tabs defaultValue="information">
        <TabsList aria-label="Trip registration">
          <TabsTrigger value="information">Trip Information</TabsTrigger>
          <TabsTrigger value="registration">Registration</TabsTrigger>
        </TabsList>
        <TabsContent value="information">
          <TripInformation />
        </TabsContent>
        <TabsContent value="registration">
          <RegistrationPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
