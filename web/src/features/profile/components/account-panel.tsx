import { ArrowLeft, KeyRound, ShieldCheck, UserRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMediumDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { TruncatedText } from '@/components/ui/tooltip';
import { lazyNamed } from '@/lib/lazy-named';

// Opened on demand: its form is a chunk of its own (ADR 0071).
const ChangePasswordDialog = lazyNamed(() => import('./change-password-dialog'), 'ChangePasswordDialog');
import { RemindersSetting } from './reminders-setting';

export interface AccountPanelProps {
  profile: { username: string; fullName: string; createdAt: string; updatedAt: string };
}

export function AccountPanel({ profile }: AccountPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  return (
    <Card aria-labelledby="account-title">
      <CardHeader>
        <CardTitle id="account-title">{t('portal.account.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
            <UserRound className="size-6" />
          </span>
          <dl className="flex min-w-0 flex-1 flex-col-reverse">
            <dt className="text-sm text-slate-600">{t('portal.traveller')}</dt>
            <TruncatedText as="dd" text={profile.fullName} className="font-semibold text-slate-900 [contain:inline-size]" />
          </dl>
        </div>
        <dl className="grid gap-3 border-t border-slate-200 pt-4 text-sm">
          {/* The name to sign in with (the email works too). */}
          <div className="flex items-center justify-between gap-3">
            <dt className="shrink-0 text-slate-600">{t('portal.account.username')}</dt>
            <TruncatedText as="dd" text={profile.username} className="min-w-0 font-medium text-slate-900" />
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">{t('portal.account.lastUpdated')}</dt>
            <dd className="font-medium text-slate-900">{formatMediumDate(profile.updatedAt)}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">{t('portal.account.memberSince')}</dt>
            <dd className="font-medium text-slate-900">{formatMediumDate(profile.createdAt)}</dd>
          </div>
        </dl>
        <div className="border-t border-slate-200 pt-4">
          <RemindersSetting />
        </div>
        <div className="grid gap-2 border-t border-slate-200 pt-4">
          <Button variant="outline" onClick={() => setChanging(true)}>
            <KeyRound aria-hidden="true" />
            {t('portal.account.changePassword')}
          </Button>
          {/* Travellers may add a passkey or an authenticator app (docs/product.md#second-factor). */}
          <LinkButton to={paths.secondFactor} variant="outline">
            <ShieldCheck aria-hidden="true" />
            {t('auth.secondFactor.title')}
          </LinkButton>
          {changing ? (
            <Suspense fallback={null}>
              <ChangePasswordDialog onClose={() => setChanging(false)} />
            </Suspense>
          ) : null}
          <Button variant="ghost" onClick={() => navigate(paths.portal.dashboard)}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t('portal.backToDashboard')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
