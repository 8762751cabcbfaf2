import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';

type Credentials = { username: string; password: string };

export interface CredentialsFieldsProps {
  /** Prefix of the inputs' ids: `${idPrefix}-username`, `${idPrefix}-password`. */
  idPrefix: string;
  /** A new account's password: the browser offers to generate one, and the rule is shown. */
  newPassword?: boolean;
  /** The admin login's "Enter your ..." placeholders. */
  placeholders?: boolean;
}

/** Username and password, inside a SubmitForm whose values have both. */
export function CredentialsFields({ idPrefix, newPassword, placeholders }: CredentialsFieldsProps) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<Credentials>();
  return (
    <>
      <TextField
        id={`${idPrefix}-username`}
        label={t('common.credentials.username')}
        placeholder={placeholders ? t('common.credentials.usernamePlaceholder') : undefined}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label={t('common.credentials.password')}
        type="password"
        placeholder={placeholders ? t('common.credentials.passwordPlaceholder') : undefined}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        hint={newPassword ? t('common.credentials.passwordHint') : undefined}
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  );
}
