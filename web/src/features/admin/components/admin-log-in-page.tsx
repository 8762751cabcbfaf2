import { zodResolver } from '@hookform/resolvers/zod';
import { adminLogInRules } from '@umrah/graphql';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { CredentialsFields } from '@/components/forms/credentials-fields';
import { SubmitForm } from '@/components/forms/submit-form';
import { toast } from '@/components/ui/use-toast';
import { adminLogInError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminLogIn } from '../api/admin';

export function AdminLogInPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const adminLogIn = useAdminLogIn();
  const form = useForm({ resolver: zodResolver(adminLogInRules), defaultValues: { username: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
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
      <SubmitForm form={form} onSubmit={onSubmit} label="Admin Login" submitLabel="Login" pendingLabel="Logging in...">
        <CredentialsFields idPrefix="admin" placeholders />
      </SubmitForm>
    </AuthLayout>
  );
}
