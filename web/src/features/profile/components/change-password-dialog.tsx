import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRules, PASSWORD_MESSAGES } from '@umrah/graphql';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

const rules = changePasswordRules
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { message: PASSWORD_MESSAGES.mismatch, path: ['confirm'] });

/** The real Change Password (docs/product.md#passwords): the current password, then the new one twice. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
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
      toast({ title: 'Password Changed', description: 'Your password has been changed. Other devices were signed out.' });
      onClose();
    } catch (error) {
      const api = readApiError(error);
      if (api.fieldErrors.currentPassword) setError('currentPassword', { message: api.fieldErrors.currentPassword });
      else if (api.fieldErrors.newPassword) setError('newPassword', { message: api.fieldErrors.newPassword });
      else toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to change the password.') });
    }
  });

  return (
    <FormDialog
      title="Change Password"
      description="Other devices signed in to your account will be signed out."
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Change Password"
      pending={isSubmitting}
    >
      <TextField
        id="change-current"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        id="change-new"
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="change-confirm"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
    </FormDialog>
  );
}
