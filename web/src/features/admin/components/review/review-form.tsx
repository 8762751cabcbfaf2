import { ordinalDay } from '@umrah/graphql';
import { Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type RegistrationReviewQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatLongDate } from '@/lib/format';
import { useRevealPassport } from '../../api/registration-review';
import { useCan } from '@/lib/permissions';
import { useT } from '@/lib/i18n';

type Form = NonNullable<RegistrationReviewQuery['registrationReview']['form']>;

const capital = (s: string | null | undefined) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : null);

function Field({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="wrap-anywhere text-slate-900">{children ?? <span className="text-slate-500">{t('admin.form.notGiven')}</span>}</dd>
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
  const t = useT();
  const reveal = useRevealPassport();
  const [shown, setShown] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  if (!masked) return null;
  async function onReveal() {
    setRevealing(true);
    try {
      setShown(await reveal(registrationId));
    } catch (err) {
      toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.form.revealFailed')) });
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
          {t('admin.form.reveal')}
          <span className="sr-only"> {t('admin.form.revealWhat')}</span>
        </Button>
      )}
    </span>
  );
}

/** The traveller's whole form, read-only, in the four sections of the form page. */
/** `under18ReferenceDate`: the registration's trip's (docs/product.md#trips). */
export function ReviewForm({
  registrationId,
  form,
  under18ReferenceDate,
}: {
  registrationId: string;
  form: Form | null | undefined;
  under18ReferenceDate: string;
}) {
  const t = useT();
  const can = useCan();
  const yesNo = (b: boolean) => (b ? t('admin.form.yes') : t('admin.form.no'));
  if (!form) return <p className="text-sm text-slate-600">{t('admin.form.notSaved')}</p>;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">
        {form.submittedAt ? t('admin.form.lastSubmitted', { date: formatDateTime(form.submittedAt) }) : t('admin.form.notSubmittedYet')} ·{' '}
        {t('admin.form.lastSaved', { date: formatDateTime(form.updatedAt) })}
      </p>
      <Section title={t('admin.form.section.personal')}>
        <Field label={t('admin.form.fullName')}>{form.fullNameAsPerPassport}</Field>
        <Field label={t('admin.form.passportSurname')}>{form.passportSurname}</Field>
        <Field label={t('admin.form.passportGivenNames')}>{form.passportGivenNames}</Field>
        <Field label={t('admin.form.dateOfBirth')}>{form.dateOfBirth ? formatLongDate(`${form.dateOfBirth}T12:00:00Z`) : null}</Field>
        <Field label={t('admin.form.gender')}>{capital(form.gender)}</Field>
        <Field label={t('admin.form.maritalStatus')}>{capital(form.maritalStatus)}</Field>
        <Field label={t('admin.form.canadianCitizen')}>{yesNo(form.isCanadianCitizen)}</Field>
        <Field label={t('admin.form.canadianPassport')}>{yesNo(form.hasValidCanadianPassport)}</Field>
      </Section>
      <Section title={t('admin.form.section.contact')}>
        <Field label={t('admin.form.address')}>{form.address}</Field>
        <Field label={t('admin.form.mobilePhone')}>{form.mobilePhone}</Field>
        <Field label={t('admin.form.emergencyName')}>{form.emergencyContactName}</Field>
        <Field label={t('admin.form.emergencyEmail')}>{form.emergencyContactEmail}</Field>
        <Field label={t('admin.form.emergencyRelationship')}>{form.emergencyContactRelationship}</Field>
      </Section>
      <Section title={t('admin.form.section.passport')}>
        <Field label={t('admin.form.passportNumber')}>
          {form.passportNumberMasked ? (
            <PassportNumber registrationId={registrationId} masked={form.passportNumberMasked} />
          ) : can('passports:reveal') ? null : (
            <span className="text-slate-500">{t('admin.form.notShownToRole')}</span>
          )}
        </Field>
        <Field label={t('admin.form.passportExpiration')}>
          {form.passportExpirationDate ? formatLongDate(`${form.passportExpirationDate}T12:00:00Z`) : null}
        </Field>
        <Field label={t('admin.form.passportCountry')}>{form.passportIssuanceCountry}</Field>
        <Field label={t('admin.form.saudiVisa')}>{yesNo(form.hasValidSaudiVisa)}</Field>
      </Section>
      <Section title={t('admin.form.section.additional')}>
        <Field label={t('admin.form.under18', { date: ordinalDay(under18ReferenceDate, 'short') })}>{yesNo(form.isUnder18)}</Field>
        <Field label={t('admin.form.roomPreferences')}>{form.roomPreferences || null}</Field>
      </Section>
    </div>
  );
}
