import { Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type RegistrationReviewQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatLongDate } from '@/lib/format';
import { useRevealPassport } from '../../api/registration-review';

type Form = NonNullable<RegistrationReviewQuery['registrationReview']['form']>;

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const capital = (s: string | null | undefined) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : null);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="wrap-anywhere text-slate-900">{children ?? <span className="text-slate-500">Not given</span>}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** The passport number, masked until the admin reveals it (the server audits every reveal). */
function PassportNumber({ registrationId, masked }: { registrationId: string; masked: string | null | undefined }) {
  const reveal = useRevealPassport();
  const [shown, setShown] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  if (!masked) return null;
  async function onReveal() {
    setRevealing(true);
    try {
      setShown(await reveal(registrationId));
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, 'Failed to reveal the passport number.') });
    } finally {
      setRevealing(false);
    }
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono tracking-wider">{shown ?? masked}</span>
      {shown ? null : (
        <Button variant="outline" size="sm" onClick={() => void onReveal()} disabled={revealing}>
          {revealing ? <Spinner /> : <Eye aria-hidden="true" />}
          Reveal<span className="sr-only"> passport number</span>
        </Button>
      )}
    </span>
  );
}

/** The traveller's whole form, read-only, in the four sections of the form page. */
export function ReviewForm({ registrationId, form }: { registrationId: string; form: Form | null | undefined }) {
  if (!form) return <p className="text-sm text-slate-600">The traveler has not saved the registration form yet.</p>;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">
        {form.submittedAt ? `Last submitted ${formatDateTime(form.submittedAt)}` : 'Not submitted yet'} · last saved {formatDateTime(form.updatedAt)}
      </p>
      <Section title="Personal Information">
        <Field label="Full Name (as per passport)">{form.fullNameAsPerPassport}</Field>
        <Field label="Date of Birth">{form.dateOfBirth ? formatLongDate(`${form.dateOfBirth}T12:00:00Z`) : null}</Field>
        <Field label="Gender">{capital(form.gender)}</Field>
        <Field label="Marital Status">{capital(form.maritalStatus)}</Field>
        <Field label="Canadian citizen">{yesNo(form.isCanadianCitizen)}</Field>
        <Field label="Valid Canadian passport">{yesNo(form.hasValidCanadianPassport)}</Field>
      </Section>
      <Section title="Contact Information">
        <Field label="Address in Canada">{form.address}</Field>
        <Field label="Mobile Phone">{form.mobilePhone}</Field>
        <Field label="Emergency Contact Name">{form.emergencyContactName}</Field>
        <Field label="Emergency Contact Email">{form.emergencyContactEmail}</Field>
        <Field label="Emergency Contact Relationship">{form.emergencyContactRelationship}</Field>
      </Section>
      <Section title="Passport & Visa Information">
        <Field label="Passport Number">
          {form.passportNumberMasked ? <PassportNumber registrationId={registrationId} masked={form.passportNumberMasked} /> : null}
        </Field>
        <Field label="Passport Expiration Date">{form.passportExpirationDate ? formatLongDate(`${form.passportExpirationDate}T12:00:00Z`) : null}</Field>
        <Field label="Passport Issuance Country">{form.passportIssuanceCountry}</Field>
        <Field label="Valid Saudi visa">{yesNo(form.hasValidSaudiVisa)}</Field>
      </Section>
      <Section title="Additional Information">
        <Field label="Under 18 on Dec. 31st, 2024">{yesNo(form.isUnder18)}</Field>
        <Field label="Room Preferences">{form.roomPreferences || null}</Field>
      </Section>
    </div>
  );
}
