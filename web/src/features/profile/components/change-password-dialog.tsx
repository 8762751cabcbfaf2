import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRules, PASSWORD_MESSAGES } from '@umrah/graphql';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';

const rules = changePasswordRules
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { message: PASSWORD_MESSAGES.mismatch, path: ['confirm'] });

/** The real Change Password (docs/product.md#passwords): the current password, then the new one twice. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(rules), defaultValues: { currentPassword: '', newPassword: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change(currentPassword, newPassword);
      toast({ title: t('portal.password.changed.title'), description: t('portal.password.changed.body') });
      onClose();
    } catch (error) {
      const api = readApiError(error);
      if (api.fieldErrors.currentPassword) setError('currentPassword', { message: api.fieldErrors.currentPassword });
      else if (api.fieldErrors.newPassword) setError('newPassword', { message: api.fieldErrors.newPassword });
      else toast({ variant: 'destructive', title: t('portal.error'), description: errorMessage(error, t('portal.password.failed')) });
    }
  });

  return (
    <FormDialog
      title={t('portal.account.changePassword')}
      description={t('portal.password.description')}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('portal.account.changePassword')}
      pending={isSubmitting}
    >
      <TextField
        id="change-current"
        label={t('portal.password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        id="change-new"
        label={t('portal.password.new')}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="change-confirm"
        label={t('portal.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
    </FormDialog>
  );
}
