import { Mail, Phone, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useProfileSummary } from '../api/profile-summary';
import { TruncatedText } from '@/components/ui/tooltip';

export function ProfileSummaryCard() {
  const t = useT();
  const navigate = useNavigate();
  const { profile, loading, error } = useProfileSummary();

  return (
    <Card aria-labelledby="profile-card-title" className="flex flex-col">
      <CardHeader>
        <CardTitle id="profile-card-title">{t('portal.profileCard.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        {error ? (
          <ErrorBanner>{t('portal.profile.loadError')}</ErrorBanner>
        ) : loading || !profile ? (
          <div role="status" className="grid gap-3" aria-label={t('portal.profileCard.loading')}>
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                <UserRound className="size-5" />
              </span>
              <dl className="flex min-w-0 flex-1 flex-col-reverse">
                <dt className="text-sm text-slate-600">{t('portal.traveller')}</dt>
                <TruncatedText as="dd" text={profile.fullName} className="font-semibold text-slate-900 [contain:inline-size]" />
              </dl>
            </div>
            <dl className="grid gap-3 text-sm">
              <div className="flex items-center gap-3">
                <dt>
                  <Mail aria-hidden="true" className="size-4 text-slate-500" />
                  <span className="sr-only">{t('portal.profileCard.email')}</span>
                </dt>
                <dd className="min-w-0 break-all text-slate-800">{profile.email}</dd>
              </div>
              <div className="flex items-center gap-3">
                <dt>
                  <Phone aria-hidden="true" className="size-4 text-slate-500" />
                  <span className="sr-only">{t('portal.profileCard.phone')}</span>
                </dt>
                <dd className="text-slate-800">{profile.phone}</dd>
              </div>
            </dl>
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => navigate(paths.portal.profile)}>
          {t('portal.profileCard.edit')}
        </Button>
      </CardFooter>
    </Card>
  );
}
