import { zodResolver } from '@hookform/resolvers/zod';
import { signUpRules } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { CredentialsFields } from '@/components/forms/credentials-fields';
import { SubmitForm } from '@/components/forms/submit-form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { signUpError, type SignUpField } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignUp } from '../api/auth';

export function SignUpPage() {
  useDocumentTitle('Create an Account');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string>();
  const form = useForm({
    resolver: zodResolver(signUpRules),
    defaultValues: { fullName: '', email: '', phone: '', username: '', password: '' },
  });

  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(undefined);
    try {
      await signUp(values);
    } catch (error) {
      const { fieldErrors, message } = signUpError(error);
      const fields = Object.entries(fieldErrors) as [SignUpField, string][];
      fields.forEach(([field, text], i) => form.setError(field, { type: 'server', message: text }, { shouldFocus: i === 0 }));
      setBanner(message);
      return;
    }
    toast({ title: 'Account Created', description: 'Your account has been created. Please sign in.' });
    navigate(paths.logIn);
  });

  return (
    <AuthLayout
      title="Create an Account"
      description="Join the Umrah Journey to register for the trip and manage your documents."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.logIn} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SubmitForm form={form} onSubmit={onSubmit} label="Create an Account" error={banner} submitLabel="Create Account" pendingLabel="Creating Account...">
        <TextField id="signup-full-name" label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField id="signup-email" label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField id="signup-phone" label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
        <CredentialsFields idPrefix="signup" newPassword />
      </SubmitForm>
    </AuthLayout>
  );
}
