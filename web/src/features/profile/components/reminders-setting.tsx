import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CheckboxField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { ReminderSettingsDocument, SetRemindersDocument } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';

/** Reminders by email (payments due, the form, the passport) can be turned off; step messages cannot. */
export function RemindersSetting() {
  const t = useT();
  const { data } = useQuery(ReminderSettingsDocument);
  const [setReminders, { loading }] = useMutation(SetRemindersDocument, { refetchQueries: ['ReminderSettings'] });
  // Shown at once; put back if the server refuses.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (!data) return null;
  const enabledNow = choice ?? data.reminderSettings.enabled;
  async function onChange(enabled: boolean) {
    setChoice(enabled);
    try {
      await setReminders({ variables: { enabled } });
      toast(
        enabled
          ? { title: t('portal.reminders.on.title'), description: t('portal.reminders.on.body') }
          : { title: t('portal.reminders.off.title'), description: t('portal.reminders.off.body') },
      );
    } catch (err) {
      setChoice(!enabled);
      toast({ variant: 'destructive', title: t('portal.error'), description: errorMessage(err, t('portal.reminders.failed')) });
    }
  }
  return (
    <CheckboxField
      id="profile-reminders"
      label={t('portal.reminders.label')}
      hint={t('portal.reminders.hint')}
      checked={enabledNow}
      disabled={loading}
      onChange={(e) => void onChange(e.target.checked)}
    />
  );
}
