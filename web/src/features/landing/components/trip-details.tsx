import { Trans } from '@lingui/react';
import { formatMoney, isolatedIn, type ItineraryLeg, type TripContent } from '@umrah/graphql';
import { Check, TriangleAlert, X } from './icons';
import { type ReactNode } from 'react';
import { useLocale, useT } from '@/lib/i18n';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-8">
      <h4 className="text-base font-semibold text-slate-950">{title}</h4>
      <div className="mt-3">{children}</div>
    </div>
  );
}

function Leg({ leg }: { leg: ItineraryLeg }) {
  return (
    <li className="relative border-s-2 border-brand-100 ps-5 pb-5 last:pb-0">
      <span aria-hidden="true" className="absolute -start-[7px] top-1 size-3 rounded-full border-2 border-white bg-brand-600" />
      <p className="text-sm font-semibold text-slate-900">
        {leg.title} <span className="font-normal text-slate-600">· {leg.dates}</span>
      </p>
      <ul className="mt-1.5 grid gap-1 text-sm text-slate-700">
        {leg.lines.map((line, i) => (
          <li key={i}>
            <Trans
              id="landing.details.line"
              values={{ time: line.time, text: line.text }}
              components={{ 0: <span className="font-medium text-brand-800" /> }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The expanded part of the trip summary: schedule, itinerary, inclusions, exclusions, notes. */
export function TripDetails({ content }: { content: TripContent }) {
  const t = useT();
  const locale = useLocale();
  const { itinerary } = content;
  return (
    <div className="mt-8 border-t border-slate-200 pt-2">
      <Block title={t('landing.details.schedule')}>
        <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-start text-sm">
            <thead className="bg-stone-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('landing.details.payment')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('landing.details.amount')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('landing.details.due')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {content.paymentSchedule.map((p, i) => (
                <tr key={i}>
                  <td className="px-3 py-2 text-slate-800">{p.description}</td>
                  <td className="px-3 py-2 font-semibold whitespace-nowrap text-slate-950">
                    {isolatedIn(formatMoney(p.amountCents, locale, { dropZeroCents: true }), locale)}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{p.due}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Block>

      <Block title={t('landing.details.itinerary')}>
        <ol className="ms-1.5">
          {[itinerary.departure, itinerary.madinah, itinerary.mecca, itinerary.return].map((leg) => (
            <Leg key={leg.title} leg={leg} />
          ))}
        </ol>
      </Block>

      <div className="grid gap-x-8 sm:grid-cols-2">
        <Block title={t('landing.details.inclusions')}>
          <ul className="grid gap-2 text-sm text-slate-700">
            {content.inclusions.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </Block>
        <Block title={t('landing.details.exclusions')}>
          <ul className="grid gap-2 text-sm text-slate-700">
            {content.exclusions.map((item) => (
              <li key={item} className="flex gap-2">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                {item}
              </li>
            ))}
          </ul>
        </Block>
      </div>

      <Block title={t('landing.details.notes')}>
        <ul className="grid list-disc gap-1.5 ps-5 text-sm text-slate-700 marker:text-brand-600">
          {content.importantNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Block>

      <div role="note" className="mt-8 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <p>
          <Trans id="landing.details.pleaseNote" values={{ note: content.datesNote }} components={{ 0: <strong className="font-semibold" /> }} />
        </p>
      </div>
    </div>
  );
}
