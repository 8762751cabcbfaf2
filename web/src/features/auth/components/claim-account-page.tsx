import { zodResolver } from '@hookform/resolvers/zod';
import { claimCompanionRules, PARTY_MESSAGES } from '@umrah/graphql';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { SubmitForm } from '@/components/forms/submit-form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { ClaimCompanionAccountDocument } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

const rules = claimCompanionRules.omit({ token: true });

/** /claim-account?token=…: an invited companion chooses their username, phone and password, then signs in (ADR 0122). */
export function ClaimAccountPage() {
  const t = useT();
  useDocumentTitle(t('auth.claim.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [claim] = useMutation(ClaimCompanionAccountDocument);
  const [formError, setFormError] = useState<string | undefined>(token ? undefined : PARTY_MESSAGES.invitation);
  const form = useForm({ resolver: zodResolver(rules), defaultValues: { username: '', phone: '', password: '' } });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await claim({ variables: { input: { token, ...values } } });
      toast({ title: t('auth.claim.done.title'), description: t('auth.claim.done.body') });
      navigate(paths.logIn, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, t('auth.claim.failed')));
    }
  });

  return (
    <AuthLayout title={t('auth.claim.title')} description={t('auth.claim.description')}>
      <SubmitForm
        form={form}
        onSubmit={onSubmit}
        label={t('auth.claim.title')}
        error={formError}
        submitLabel={t('auth.claim.submit')}
        pendingLabel={t('auth.claim.pending')}
        blocked={!token}
      >
        <TextField
          id="claim-username"
          label={t('common.credentials.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField id="claim-phone" label={t('auth.field.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField
          id="claim-password"
          label={t('common.credentials.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </SubmitForm>
    </AuthLayout>
  );
}
