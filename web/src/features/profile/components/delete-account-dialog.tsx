import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRules } from '@umrah/graphql';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { clearAllDrafts } from '@/lib/device-drafts';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDeleteMyAccount } from '../api/privacy';

/** "Delete my account" (docs/product.md#privacy): the password and DELETE typed; then signed out. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const remove = useDeleteMyAccount();
  const client = useApolloClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(deleteAccountRules), defaultValues: { password: '', confirmation: '' } });

  const onSubmit = handleSubmit(async ({ password, confirmation }) => {
    try {
      await remove(password, confirmation);
    } catch (error) {
      const api = readApiError(error);
      if (api.fieldErrors.password) setError('password', { message: api.fieldErrors.password });
      else if (api.fieldErrors.confirmation) setError('confirmation', { message: api.fieldErrors.confirmation });
      else toast({ variant: 'destructive', title: t('portal.delete.notDeleted'), description: errorMessage(error, t('portal.delete.failed')) });
      return;
    }
    navigate(paths.logIn, { replace: true });
    toast({ title: t('portal.delete.deleted.title'), description: t('portal.delete.deleted.body') });
    setTimeout(() => void client.clearStore(), 0);
    clearAllDrafts();
  });

  return (
    <FormDialog
      title={t('portal.delete.title')}
      description={t('portal.delete.description')}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('portal.delete.title')}
      pending={isSubmitting}
    >
      <TextField
        id="delete-password"
        label={t('portal.delete.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="delete-confirmation"
        label={t('portal.delete.confirmation')}
        autoComplete="off"
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
    </FormDialog>
  );
}
