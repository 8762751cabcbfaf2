import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationRules, isStaffRole, TEAM_MESSAGES } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { SubmitForm } from '@/components/forms/submit-form';
import { ErrorBanner } from '@/components/ui/alert';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptInvitation, useInvitation } from '../api/join-team';
import { useT } from '@/lib/i18n';
import { STAFF_ROLE_IDS, useStaffSide } from '@/lib/staff-side';

const rules = acceptInvitationRules.omit({ token: true });
type Field = 'fullName' | 'phone' | 'username' | 'password';

/** /join-team?token=…: the invited staff member makes their account, then signs in as staff. */
export function JoinTeamPage() {
  const t = useT();
  useStaffSide();
  useDocumentTitle(t('admin.join.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { invitation, error, loading } = useInvitation(token);
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm({ resolver: zodResolver(rules), defaultValues: { fullName: '', phone: '', username: '', password: '' } });
  const {
    register,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await accept({ token, ...values });
      toast({ title: t('admin.join.welcome'), description: t('admin.join.welcomeBody') });
      navigate(paths.admin.logIn, { replace: true });
    } catch (err) {
      const { fieldErrors } = readApiError(err);
      const fields = (['fullName', 'phone', 'username', 'password'] as Field[]).filter((f) => fieldErrors[f]);
      fields.forEach((f) => setError(f, { message: fieldErrors[f] }));
      setFormError(fields.length ? undefined : errorMessage(err, t('admin.join.failed')));
    }
  });

  const unusable = !token || (!loading && !invitation);
  return (
    <AuthLayout
      title={t('admin.join.title')}
      description={
        invitation
          ? t('admin.join.invitedAs', { role: isStaffRole(invitation.staffRole) ? t(STAFF_ROLE_IDS[invitation.staffRole]) : invitation.staffRole })
          : t('admin.join.create')
      }
    >
      {loading ? (
        <LoadingState label={t('admin.join.checking')} />
      ) : unusable ? (
        <ErrorBanner>{error ? errorMessage(error, TEAM_MESSAGES.invitation) : TEAM_MESSAGES.invitation}</ErrorBanner>
      ) : (
        <SubmitForm
          form={form}
          onSubmit={onSubmit}
          label={t('admin.join.title')}
          error={formError}
          submitLabel={t('admin.join.submit')}
          pendingLabel={t('admin.join.pending')}
        >
          <TextField id="join-email" label={t('admin.team.email')} type="email" value={invitation?.email ?? ''} readOnly disabled />
          <TextField
            id="join-full-name"
            label={t('admin.review.profile.fullName')}
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            id="join-phone"
            label={t('admin.review.profile.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            id="join-username"
            label={t('admin.review.profile.username')}
            autoComplete="username"
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            id="join-password"
            label={t('admin.join.password')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </SubmitForm>
      )}
    </AuthLayout>
  );
}
