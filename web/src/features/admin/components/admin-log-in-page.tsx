import { zodResolver } from '@hookform/resolvers/zod';
import { adminLogInRules, STAFF_LOCALES } from '@umrah/graphql';
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
import { useT } from '@/lib/i18n';
import { useStaffSide } from '@/lib/staff-side';

export function AdminLogInPage() {
  const t = useT();
  useStaffSide();
  useDocumentTitle(t('admin.logIn.title'));
  const navigate = useNavigate();
  const adminLogIn = useAdminLogIn();
  const form = useForm({ resolver: zodResolver(adminLogInRules), defaultValues: { username: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    let secondFactor: string | null;
    try {
      ({ secondFactor } = await adminLogIn(values));
    } catch (error) {
      toast({ variant: 'destructive', title: t('admin.logIn.failed'), description: adminLogInError(error) });
      return;
    }
    // Staff pass a second factor before the dashboard (docs/product.md#second-factor).
    if (secondFactor) {
      navigate(paths.secondFactor, { replace: true });
      return;
    }
    toast({ title: t('admin.logIn.success'), description: t('admin.logIn.welcome') });
    navigate(paths.admin.dashboard, { replace: true });
  });

  return (
    <AuthLayout title={t('admin.logIn.title')} description={t('admin.logIn.description')} locales={STAFF_LOCALES}>
      <SubmitForm form={form} onSubmit={onSubmit} label={t('admin.logIn.title')} submitLabel={t('admin.logIn.submit')} pendingLabel={t('admin.logIn.pending')}>
        <CredentialsFields idPrefix="admin" placeholders />
      </SubmitForm>
    </AuthLayout>
  );
}
