import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { HowToPay } from '@/components/how-to-pay';
import { HoldDeadline } from '@/components/seat-status';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyPayments } from '@/lib/use-payments';
import { useMyRegistration } from '@/lib/use-registration';
import { RegistrationPanel } from './registration-panel';
import { TripInformation } from './trip-information';

export function RegisterTripPage() {
  const t = useT();
  useDocumentTitle(t('portal.register.title'));
  // The dashboard's Pay Deposit leads here: until the deposit is recorded, say how to pay it.
  const { registration } = useMyRegistration();
  const { account } = useMyPayments({ enabled: Boolean(registration && !registration.depositPaid) });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('portal.register.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('portal.register.intro')}</p>
      </div>
      {registration && !registration.depositPaid && account ? (
        <HowToPay howToPay={account.howToPay} due={account.nextDue} lead={<HoldDeadline holdExpiresAt={registration.holdExpiresAt} />} />
      ) : null}
      <Tabs defaultValue="information">
        <TabsList aria-label={t('portal.register.tabs')}>
          <TabsTrigger value="information">{t('portal.register.tabInformation')}</TabsTrigger>
          <TabsTrigger value="registration">{t('portal.register.tabRegistration')}</TabsTrigger>
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
