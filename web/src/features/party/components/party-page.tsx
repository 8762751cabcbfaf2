import { GENDERS, RELATIONSHIPS, mayRemoveCompanion } from '@umrah/graphql';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { useMoney } from '@/components/money-text';
import { ErrorBanner } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useStatusLabel } from '@/lib/registration';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAddCompanions, useInviteCompanion, useMyParty, useRemoveCompanion } from '@/lib/use-party';
import { RELATIONSHIP_LABEL } from '@/components/traveller-switch';

const EMPTY = { fullNameAsPerPassport: '', dateOfBirth: '', gender: '', relationship: '', email: '' };

/** /portal/party: the lead's companions (add while places allow, take out while unpaid), each with their status and money. */
export function PartyPage() {
  const t = useT();
  const money = useMoney();
  const statusLabel = useStatusLabel();
  const { toast } = useToast();
  useDocumentTitle(t('trip.party.title'));
  const { party, loaded, error } = useMyParty();
  const { add, adding } = useAddCompanions();
  const { remove, removing } = useRemoveCompanion();
  const { invite, inviting } = useInviteCompanion();
  // The adult companion being invited to their own account, and the address typed for them.
  const [inviteFor, setInviteFor] = useState<{ registrationId: string; name: string; email: string; error?: string } | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    setFormError(null);
    try {
      await add([{ ...values, email: values.email.trim() || null }]);
      setValues(EMPTY);
      toast({ title: t('trip.party.added', { name: values.fullNameAsPerPassport }) });
    } catch (err) {
      const api = readApiError(err);
      const fields = Object.fromEntries(Object.entries(api.fieldErrors).map(([k, v]) => [k.replace(/^companions\.\d+\./, ''), v]));
      setFieldErrors(fields);
      setFormError(errorMessage(err, t('trip.party.addFailed')));
    }
  }

  async function sendInvitation(event: FormEvent) {
    event.preventDefault();
    if (!inviteFor) return;
    try {
      await invite(inviteFor.registrationId, inviteFor.email);
      toast({ title: t('trip.party.invited', { email: inviteFor.email.trim() }) });
      setInviteFor(null);
    } catch (err) {
      setInviteFor({ ...inviteFor, error: readApiError(err).fieldErrors.email ?? errorMessage(err, t('trip.party.inviteFailed')) });
    }
  }

  let body;
  if (!loaded && error) body = <ErrorBanner>{t('trip.party.loadFailed')}</ErrorBanner>;
  else if (!loaded) body = <LoadingState label={t('trip.party.loading')} />;
  else if (!party)
    body = (
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <p className="text-sm text-slate-700">{t('trip.party.none')}</p>
        </CardContent>
      </Card>
    );
  else
    body = (
      <>
        <Card aria-labelledby="party-members-title">
          <CardHeader>
            <CardTitle id="party-members-title">{t('trip.party.members', { count: party.members.length, max: party.maxSize })}</CardTitle>
            <CardDescription>{t('trip.party.total', { total: money(party.totals.fareCents), balance: money(party.totals.balanceCents) })}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {party.members.map((m) => (
                <li key={m.registrationId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
                  <div className="grid min-w-0 gap-1">
                    <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                      {m.fullName}{' '}
                      <span className="font-normal text-slate-600">
                        ({m.isLead ? t(party.youLead ? 'trip.party.lead' : 'trip.party.theLead') : t(RELATIONSHIP_LABEL[m.relationship ?? 'relative']!)})
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-2 text-xs">
                      <Badge tone="blue">{statusLabel(m.status)}</Badge>
                      {m.minor ? (
                        <Badge tone={m.guardianInParty ? 'green' : 'amber'}>
                          {t(m.guardianInParty ? 'trip.party.minorGuarded' : 'trip.party.minorConsent')}
                        </Badge>
                      ) : null}
                      {!m.isLead && !m.managed ? <Badge tone="slate">{t('trip.party.ownAccount')}</Badge> : null}
                    </span>
                    <span className="text-sm text-slate-700">{t('trip.party.share', { fare: money(m.fareCents), balance: money(m.balanceCents) })}</span>
                    {m.managed && m.invitedEmail ? (
                      <span className="text-sm text-slate-700 [overflow-wrap:anywhere]">{t('trip.party.invitedTo', { email: m.invitedEmail })}</span>
                    ) : null}
                  </div>
                  {party.youLead && !m.isLead && m.managed && !m.minor ? (
                    <Button
                      variant="outline"
                      className="whitespace-normal"
                      onClick={() => setInviteFor({ registrationId: m.registrationId, name: m.fullName, email: m.invitedEmail ?? '' })}
                    >
                      {t(m.invitedEmail ? 'trip.party.inviteAgain' : 'trip.party.invite', { name: m.fullName })}
                    </Button>
                  ) : null}
                  {party.youLead && !m.isLead && mayRemoveCompanion({ depositPaid: m.status !== 'PENDING', paidCents: m.paidCents }) ? (
                    <Button
                      variant="outline"
                      disabled={removing}
                      onClick={() =>
                        void remove(m.registrationId).catch((err: unknown) =>
                          toast({ variant: 'destructive', title: t('portal.error'), description: errorMessage(err, t('trip.party.removeFailed')) }),
                        )
                      }
                    >
                      {t('trip.party.remove', { name: m.fullName })}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        {party.youLead ? (
          <Card aria-labelledby="party-add-title">
            <CardHeader>
              <CardTitle id="party-add-title">{t('trip.party.addTitle')}</CardTitle>
              <CardDescription>{t('trip.party.addIntro')}</CardDescription>
            </CardHeader>
            <CardContent>
              <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
                {formError ? <ErrorBanner className="sm:col-span-2">{formError}</ErrorBanner> : null}
                <TextField
                  id="companion-name"
                  label={t('trip.party.field.name')}
                  value={values.fullNameAsPerPassport}
                  onChange={set('fullNameAsPerPassport')}
                  error={fieldErrors.fullNameAsPerPassport}
                  autoComplete="off"
                />
                <TextField
                  id="companion-dob"
                  type="date"
                  label={t('trip.party.field.dateOfBirth')}
                  value={values.dateOfBirth}
                  onChange={set('dateOfBirth')}
                  error={fieldErrors.dateOfBirth}
                />
                <SelectField
                  id="companion-gender"
                  label={t('trip.party.field.gender')}
                  value={values.gender}
                  onChange={set('gender')}
                  error={fieldErrors.gender}
                  placeholder={t('trip.party.field.choose')}
                  options={GENDERS.map((g) => ({ value: g, label: t(g === 'male' ? 'trip.party.gender.male' : 'trip.party.gender.female') }))}
                />
                <SelectField
                  id="companion-relationship"
                  label={t('trip.party.field.relationship')}
                  value={values.relationship}
                  onChange={set('relationship')}
                  error={fieldErrors.relationship}
                  placeholder={t('trip.party.field.choose')}
                  options={RELATIONSHIPS.map((r) => ({ value: r, label: t(RELATIONSHIP_LABEL[r]!) }))}
                />
                <TextField
                  id="companion-email"
                  type="email"
                  className="sm:col-span-2"
                  label={t('trip.party.field.email')}
                  hint={t('trip.party.field.emailHint')}
                  value={values.email}
                  onChange={set('email')}
                  error={fieldErrors.email}
                />
                <div className="sm:col-span-2">
                  <Button type="submit" disabled={adding}>
                    {adding ? t('trip.party.adding') : t('trip.party.add')}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
        ) : null}
      </>
    );

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('trip.party.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('trip.party.intro')}</p>
      </div>
      {body}
      {inviteFor ? (
        <FormDialog
          title={t('trip.party.invite', { name: inviteFor.name })}
          description={t('trip.party.inviteIntro', { name: inviteFor.name })}
          submitLabel={t('trip.party.inviteSend')}
          pending={inviting}
          onClose={() => setInviteFor(null)}
          onSubmit={(e) => void sendInvitation(e)}
        >
          <TextField
            id="invite-email"
            type="email"
            label={t('trip.party.field.inviteEmail')}
            value={inviteFor.email}
            onChange={(e) => setInviteFor({ ...inviteFor, email: e.target.value, error: undefined })}
            error={inviteFor.error}
            autoComplete="off"
          />
        </FormDialog>
      ) : null}
    </div>
  );
}
