import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CheckboxField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { ReminderSettingsDocument, SetRemindersDocument } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';

/** Reminders by email (payments due, the form, the passport) can be turned off; step messages cannot. */
export function RemindersSetting() {
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
          ? { title: 'Reminders On', description: 'We will email you before payments are due.' }
          : { title: 'Reminders Off', description: 'You will still hear about your registration.' },
      );
    } catch (err) {
      setChoice(!enabled);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, 'Failed to change your reminders.') });
    }
  }
  return (
    <CheckboxField
      id="profile-reminders"
      label="Email me reminders"
      hint="Payments coming due, a form not yet submitted, a passport expiring too early."
      checked={enabledNow}
      disabled={loading}
      onChange={(e) => void onChange(e.target.checked)}
    />
  );
}
