import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfile } from '../api/profile';
import { AccountPanel } from './account-panel';
import { PrivacyPanel } from './privacy-panel';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const t = useT();
  useDocumentTitle(t('portal.profile.title'));
  const navigate = useNavigate();
  const { profile, loading, error } = useProfile();

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('portal.profile.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('portal.profile.intro')}</p>
      </div>
      {error ? (
        <div className="grid justify-items-start gap-4">
          <ErrorBanner className="w-full">{t('portal.profile.loadError')}</ErrorBanner>
          <Button variant="outline" onClick={() => navigate(paths.portal.dashboard)}>
            {t('portal.backToDashboard')}
          </Button>
        </div>
      ) : loading || !profile ? (
        <LoadingState label={t('portal.profile.loading')} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {/* Keyed by id so another account's values never linger in the form. */}
            <ProfileForm key={profile.id} profile={profile} />
          </div>
          <div className="grid gap-6">
            <AccountPanel profile={profile} />
            <PrivacyPanel />
          </div>
        </div>
      )}
    </div>
  );
}
