import { zodResolver } from '@hookform/resolvers/zod';
import { inviteRules, isStaffRole, STAFF_ROLES, type InvitationStatus, type StaffRole } from '@umrah/graphql';
import { Send, UserX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useTeam, useTeamChanges } from '../api/team';
import { useT } from '@/lib/i18n';
import { INVITATION_STATUS_IDS, STAFF_ROLE_IDS } from '../lib/labels';

/** A role by name, an unknown one as stored, none "Revoked"; the role choices. */
function useRoles() {
  const t = useT();
  const roleLabel = (role: string | null | undefined) => (role ? (isStaffRole(role) ? t(STAFF_ROLE_IDS[role]) : role) : t('admin.team.revoked'));
  const options = STAFF_ROLES.map((value) => ({ value, label: t(STAFF_ROLE_IDS[value]) }));
  return { roleLabel, options };
}

/** The owner's team (docs/product.md#the-team): invite by email with a role, change a role, revoke. */
export function TeamTab() {
  return (
    <div className="grid gap-6">
      <InviteCard />
      <MembersCard />
    </div>
  );
}

function InviteCard() {
  const t = useT();
  const { roleLabel, options } = useRoles();
  const { invite } = useTeamChanges();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(inviteRules), defaultValues: { email: '', staffRole: 'reviewer' as StaffRole } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite(values);
      reset({ email: '', staffRole: values.staffRole });
      toast({ title: t('admin.team.invited'), description: t('admin.team.invitedBody', { email: values.email, role: roleLabel(values.staffRole) }) });
    } catch (error) {
      const { fieldErrors, message } = readApiError(error);
      if (fieldErrors.email) setError('email', { message: fieldErrors.email });
      else if (fieldErrors.staffRole) setError('staffRole', { message: fieldErrors.staffRole });
      toast({ variant: 'destructive', title: t('admin.team.notInvited'), description: message ?? t('admin.team.inviteFailed') });
    }
  });
  return (
    <Card aria-labelledby="invite-title">
      <CardHeader>
        <CardTitle id="invite-title">{t('admin.team.inviteTitle')}</CardTitle>
        <CardDescription>{t('admin.team.inviteDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-labelledby="invite-title" className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
          <TextField id="invite-email" label={t('admin.team.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
          <SelectField id="invite-role" label={t('admin.team.role')} options={options} error={errors.staffRole?.message} {...register('staffRole')} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
            {isSubmitting ? t('admin.team.sending') : t('admin.team.send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MembersCard() {
  const t = useT();
  const { roleLabel, options } = useRoles();
  const { team, error } = useTeam();
  const { changeRole, revoke, revokeInvitation } = useTeamChanges();
  const act = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      toast({ title: done });
    } catch (err) {
      toast({ variant: 'destructive', title: t('admin.team.notChanged'), description: errorMessage(err, t('admin.team.changeFailed')) });
    }
  };
  if (!team && error) return <ErrorBanner>{t('admin.team.loadFailed')}</ErrorBanner>;
  if (!team) return <LoadingState label={t('admin.team.loading')} />;
  const open = team.invitations.filter((i) => i.status === 'pending');
  return (
    <Card aria-labelledby="team-title">
      <CardHeader>
        <CardTitle id="team-title">{t('admin.tabs.team')}</CardTitle>
        <CardDescription>{t('admin.team.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TableScroll label={t('admin.team.members')}>
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('admin.team.name')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.team.email')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.team.role')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('admin.registrations.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.members.map((m) => (
                <tr key={m.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">
                    <div className="font-medium">{m.fullName}</div>
                    <div className="text-slate-600">{m.username}</div>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{m.email}</td>
                  <td className="px-3 py-2">
                    {m.staffRole ? (
                      <>
                        <label htmlFor={`role-${m.id}`} className="sr-only">
                          {t('admin.team.roleOf', { name: m.fullName })}
                        </label>
                        <select
                          id={`role-${m.id}`}
                          value={m.staffRole}
                          onChange={(e) =>
                            void act(() => changeRole(m.id, e.target.value), t('admin.team.roleChanged', { name: m.fullName, role: roleLabel(e.target.value) }))
                          }
                          className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
                        >
                          {options.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                      </>
                    ) : (
                      t('admin.team.revoked')
                    )}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {m.staffRole ? (
                      <Button variant="outline" size="sm" onClick={() => void act(() => revoke(m.id), t('admin.team.accessRevoked', { name: m.fullName }))}>
                        <UserX aria-hidden="true" />
                        {t('admin.team.revokeAccess')}
                        <span className="sr-only"> {t('admin.team.revokeAccessOf', { name: m.fullName })}</span>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <section aria-labelledby="invitations-title" className="grid gap-2">
          <h3 id="invitations-title" className="font-semibold">
            {t('admin.team.invitations')}
          </h3>
          {team.invitations.length === 0 ? <p className="text-sm text-slate-600">{t('admin.team.noInvitations')}</p> : null}
          <ul className="grid gap-2">
            {team.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
                <span className="wrap-anywhere">
                  <strong>{i.email}</strong> · {roleLabel(i.staffRole)} ·{' '}
                  {Object.hasOwn(INVITATION_STATUS_IDS, i.status) ? t(INVITATION_STATUS_IDS[i.status as InvitationStatus]) : i.status}
                  {i.status === 'pending' ? <> · {t('admin.team.until', { date: formatDateTime(i.expiresAt) })}</> : null}
                </span>
                {open.includes(i) ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void act(() => revokeInvitation(i.id), t('admin.team.invitationRevoked', { email: i.email }))}
                  >
                    {t('admin.team.revokeInvitation')}
                    <span className="sr-only"> {t('admin.team.revokeInvitationTo', { email: i.email })}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
