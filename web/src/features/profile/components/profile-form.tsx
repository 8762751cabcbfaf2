import { zodResolver } from '@hookform/resolvers/zod';
import { emailChanges, profileRules } from '@umrah/graphql';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { profileUpdateError, type ProfileField } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useUpdateProfile } from '../api/profile';

export interface ProfileFormProps {
  profile: { fullName: string; email: string; phone: string };
}

export function ProfileForm({ profile }: ProfileFormProps) {
  const t = useT();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileRules),
    defaultValues: { fullName: profile.fullName, email: profile.email, phone: profile.phone, currentPassword: '' },
  });
  // A new email asks for the current password (docs/product.md#profile); the field shows only then.
  const changingEmail = emailChanges(profile.email, watch('email') ?? '');

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      const saved = await updateProfile(changingEmail ? { ...values, currentPassword } : values);
      reset(saved ? { fullName: saved.fullName, email: saved.email, phone: saved.phone, currentPassword: '' } : { ...values, currentPassword: '' });
      toast({ title: t('portal.profile.updated.title'), description: t('portal.profile.updated.body') });
    } catch (error) {
      const { fieldErrors, message } = profileUpdateError(error);
      const fields = Object.entries(fieldErrors) as [ProfileField, string][];
      fields.forEach(([field, text], i) => setError(field, { type: 'server', message: text }, { shouldFocus: i === 0 }));
      toast({ variant: 'destructive', title: t('portal.profile.updateFailed'), description: message });
    }
  });

  return (
    <Card aria-labelledby="personal-information-title">
      <CardHeader>
        <CardTitle id="personal-information-title">{t('portal.profile.personal.title')}</CardTitle>
        <CardDescription>{t('portal.profile.personal.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="personal-information-title">
          <TextField
            id="profile-full-name"
            label={t('portal.profile.fullName')}
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            id="profile-email"
            label={t('portal.profile.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            id="profile-phone"
            label={t('portal.profile.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          {changingEmail ? (
            <TextField
              id="profile-current-password"
              label={t('portal.profile.currentPassword')}
              type="password"
              autoComplete="current-password"
              hint={t('portal.profile.currentPasswordHint')}
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          ) : null}
          <div className="flex justify-end pt-2">
            <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
              {isSubmitting ? t('portal.profile.saving') : t('portal.profile.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
