// One traveller on the leader's roster: face, name, room and bus, how to reach them and their
// family, and what to know to care for them.
import { Phone, MessageCircle, HeartPulse } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import type { RoadRosterQuery } from '@/gql/graphql';

type Traveller = RoadRosterQuery['roadRoster']['travellers'][number];

export function RosterCard({ traveller, online, children }: { traveller: Traveller; online: boolean; children?: React.ReactNode }) {
  const t = useT();
  const { fullName, care } = traveller;
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3" aria-label={fullName} id={`traveller-${traveller.registrationId}`}>
      {traveller.photoUrl && online ? (
        <img src={traveller.photoUrl} alt={t('admin.road.photoOf', { name: fullName })} className="size-16 shrink-0 rounded-md object-cover" />
      ) : (
        <div aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-md bg-slate-100 text-xl font-semibold text-slate-500">
          {fullName.slice(0, 1)}
        </div>
      )}
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">{fullName}</p>
          {children}
        </div>
        {traveller.fullNameAsPerPassport && traveller.fullNameAsPerPassport !== fullName ? (
          <p className="text-slate-600" dir="auto">
            {traveller.fullNameAsPerPassport}
          </p>
        ) : null}
        <p className="text-slate-600">
          {t('admin.road.room')}: {traveller.room ?? t('admin.road.notAssigned')} · {t('admin.road.bus')}: {traveller.bus ?? t('admin.road.notAssigned')}
        </p>
        {traveller.phone ? (
          <p className="flex flex-wrap gap-3">
            <a
              href={`tel:${traveller.phone}`}
              className="inline-flex items-center gap-1 font-medium text-emerald-800 underline"
              aria-label={t('admin.road.call', { name: fullName })}
            >
              <Phone aria-hidden="true" className="size-4" />
              <span dir="ltr">{traveller.phone}</span>
            </a>
            {traveller.whatsapp ? (
              <a
                href={`https://wa.me/${traveller.whatsapp}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-emerald-800 underline"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t('admin.road.whatsapp')}
              </a>
            ) : null}
          </p>
        ) : null}
        {traveller.emergencyContact.name ? (
          <p className="text-slate-700">
            {t('admin.road.emergency')}: {traveller.emergencyContact.name}
            {traveller.emergencyContact.relationship ? ` (${traveller.emergencyContact.relationship})` : ''}
            {traveller.emergencyContact.email ? ` · ${traveller.emergencyContact.email}` : ''}
          </p>
        ) : null}
        {care ? (
          <div className="flex flex-wrap items-center gap-2">
            <HeartPulse aria-hidden="true" className="size-4 text-red-700" />
            {care.medicalNotes ? <Badge tone="red" className="whitespace-normal">{`${t('admin.road.medical')}: ${care.medicalNotes}`}</Badge> : null}
            {care.diet ? <Badge tone="amber" className="whitespace-normal">{`${t('admin.road.diet')}: ${care.diet}`}</Badge> : null}
            {care.wheelchair ? <Badge tone="amber">{t('admin.road.wheelchair')}</Badge> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
