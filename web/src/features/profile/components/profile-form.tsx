import { zodResolver } from '@hookform/resolvers/zod';
import { profileRules } from '@umrah/graphql';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { profileUpdateError, type ProfileField } from '@/lib/errors';
import { useUpdateProfile } from '../api/profile';

export interface ProfileFormProps {
  profile: { fullName: string; email: string; phone: string };
}

export function ProfileForm({ profile }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileRules),
    defaultValues: { fullName: profile.fullName, email: profile.email, phone: profile.phone },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateProfile(values);
      reset(saved ? { fullName: saved.fullName, email: saved.email, phone: saved.phone } : values);
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
    } catch (error) {
      const { fieldErrors, message } = profileUpdateError(error);
      const fields = Object.entries(fieldErrors) as [ProfileField, string][];
      fields.forEach(([field, text], i) => setError(field, { type: 'server', message: text }, { shouldFocus: i === 0 }));
      toast({ variant: 'destructive', title: 'Update Failed', description: message });
    }
  });

  return (
    <Card aria-labelledby="personal-information-title">
      <CardHeader>
        <CardTitle id="personal-information-title">Personal Information</CardTitle>
        <CardDescription>Keep your contact details up to date so the organisers can reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="personal-information-title">
          <TextField id="profile-full-name" label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
          <TextField
            id="profile-email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField id="profile-phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
          <div className="flex justify-end pt-2">
            <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
