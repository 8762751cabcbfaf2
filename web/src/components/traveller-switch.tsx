import type { MessageId } from '@umrah/graphql';
import { Users } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { useActFor, useMyParty } from '@/lib/use-party';

export const RELATIONSHIP_LABEL: Record<string, MessageId> = {
  spouse: 'trip.party.relationship.spouse',
  child: 'trip.party.relationship.child',
  parent: 'trip.party.relationship.parent',
  sibling: 'trip.party.relationship.sibling',
  relative: 'trip.party.relationship.relative',
  friend: 'trip.party.relationship.friend',
};

/**
 * "Travelling: Amina (you) · Yusuf (spouse) · Maryam (child)": the lead chooses whom the portal's
 * pages show (ADR 0123). Shown to a lead with managed companions only; the server checks each choice.
 */
export function TravellerSwitch() {
  const t = useT();
  const { party } = useMyParty();
  const { actFor, switching } = useActFor();
  if (!party?.youLead) return null;
  const choices = party.members.filter((m) => m.isLead || m.managed);
  if (choices.length < 2) return null;
  return (
    <nav
      aria-label={t('trip.party.switchLabel')}
      className="mb-6 flex flex-wrap items-center gap-2 rounded-xl border border-brand-100 bg-white p-3 text-sm shadow-sm"
    >
      <span className="inline-flex items-center gap-2 font-medium text-slate-700">
        <Users aria-hidden="true" className="size-4" />
        {t('trip.party.travelling')}
      </span>
      {choices.map((m) => {
        const current = party.actingFor === m.userId;
        const label = m.isLead ? t('trip.party.you', { name: m.fullName }) : `${m.fullName} (${t(RELATIONSHIP_LABEL[m.relationship ?? 'relative']!)})`;
        return (
          <button
            key={m.userId}
            type="button"
            aria-pressed={current}
            disabled={switching}
            onClick={() => (current ? undefined : void actFor(m.isLead ? null : m.userId))}
            className={cn(
              'min-h-10 rounded-full border px-3 py-1.5 font-medium transition-colors disabled:opacity-60',
              current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {label}
          </button>
        );
      })}
    </nav>
  );
}
