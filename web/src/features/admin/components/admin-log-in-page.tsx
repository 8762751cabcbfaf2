import { zodResolver } from '@hookform/resolvers/zod';
import { adminLogInRules } from '@umrah/graphql';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { adminLogInError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminLogIn } from '../api/admin';

export function AdminLogInPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const adminLogIn = useAdminLogIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(adminLogInRules), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await adminLogIn(values);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Login Failed', description: adminLogInError(error) });
      return;
    }
    toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' });
    navigate(paths.admin.dashboard, { replace: true });
  });

  return (
    <AuthLayout title="Admin Login" description="Please enter your credentials to access the admin dashboard.">
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Admin Login">
        <TextField
          id="admin-username"
          label="Username"
          placeholder="Enter your username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          id="admin-password"
          label="Password"
          type="password"
          placeholder="Enter your password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </form>
    </AuthLayout>
  );
}
