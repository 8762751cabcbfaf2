import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LinkButton } from '@/components/ui/link-button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePasskeys, useSecondFactorStatus } from '../api/second-factor';
import { EnrolPanel } from './enrol-panel';
import { ManageFactors } from './manage-factors';
import { VerifyPanel } from './verify-panel';

/**
 * The second step of a sign-in (docs/product.md#second-factor): staff enrol a passkey or an
 * authenticator app at their first sign-in, and pass one at every sign-in; a signed-in traveller
 * comes here from their profile to enrol.
 */
export function SecondFactorPage() {
  const t = useT();
  useDocumentTitle(t('auth.secondFactor.title'));
  const navigate = useNavigate();
  const { status, loading, error } = useSecondFactorStatus();
  const { signedIn } = usePasskeys();
  const land = ({ isAdmin }: { isAdmin: boolean }) => {
    // Spec §8's welcome, now that the sign-in is complete.
    toast({
      title: t('auth.logIn.success.title'),
      description: isAdmin ? t('auth.logIn.success.admin') : t('auth.logIn.success.traveller'),
    });
    navigate(isAdmin ? paths.admin.dashboard : paths.portal.dashboard, { replace: true });
  };

  // A signed-in account that added its first factor goes back to its profile.
  const added = () => {
    toast({ title: t('auth.secondFactor.added.title'), description: t('auth.secondFactor.added.body') });
    navigate(paths.portal.profile, { replace: true });
  };

  // Only the first read shows the spinner: a refetch (after new codes, a removed passkey) keeps the page.
  if (loading && !status) {
    return (
      <AuthLayout title={t('auth.secondFactor.title')}>
        <Spinner />
      </AuthLayout>
    );
  }
  if (error || !status) {
    return (
      <AuthLayout title={t('auth.secondFactor.title')}>
        <div className="grid gap-4">
          <Notice tone="warning">{t('auth.secondFactor.expired')}</Notice>
          <LinkButton to={paths.logIn}>{t('auth.logIn.title')}</LinkButton>
        </div>
      </AuthLayout>
    );
  }
  const enrolling = status.pending === 'enrol' || (status.pending === null && !status.totp && status.passkeys === 0);
  if (enrolling) {
    return (
      <AuthLayout
        title={t('auth.secondFactor.setUp.title')}
        description={status.pending === 'enrol' ? t('auth.secondFactor.setUp.staff') : t('auth.secondFactor.setUp.traveller')}
      >
        <EnrolPanel onEnrolled={async () => (status.pending === 'enrol' ? land(await signedIn()) : added())} />
      </AuthLayout>
    );
  }
  if (status.pending === 'verify') {
    return (
      <AuthLayout title={t('auth.secondFactor.title')} description={t('auth.secondFactor.finishAs', { username: status.username })}>
        <VerifyPanel hasPasskey={status.passkeys > 0} hasApp={status.totp} onSignedIn={land} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.secondFactor.title')} description={t('auth.secondFactor.isOn')}>
      <div className="grid gap-3 text-sm text-slate-700">
        <p>{t('auth.secondFactor.app', { state: status.totp ? 'on' : 'off' })}</p>
        <p>{t('auth.secondFactor.passkeys', { count: status.passkeys })}</p>
        <p>{t('auth.secondFactor.codesLeft', { count: status.recoveryCodesLeft })}</p>
        <ManageFactors />
        <LinkButton to={paths.portal.profile} variant="outline">
          {t('auth.secondFactor.backToProfile')}
        </LinkButton>
      </div>
    </AuthLayout>
  );
}
