import { type ItineraryLeg, type TripContent } from '@umrah/graphql';
import { Check, TriangleAlert, X } from './icons';
import { type ReactNode } from 'react';
import { formatPrice } from '@/lib/format';

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
    <li className="relative border-l-2 border-brand-100 pb-5 pl-5 last:pb-0">
      <span aria-hidden="true" className="absolute top-1 -left-[7px] size-3 rounded-full border-2 border-white bg-brand-600" />
      <p className="text-sm font-semibold text-slate-900">
        {leg.title} <span className="font-normal text-slate-600">· {leg.dates}</span>
      </p>
      <ul className="mt-1.5 grid gap-1 text-sm text-slate-700">
        {leg.lines.map((line, i) => (
          <li key={i}>
            <span className="font-medium text-brand-800">{line.time}</span>: {line.text}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The expanded part of the trip summary: schedule, itinerary, inclusions, exclusions, notes. */
export function TripDetails({ content }: { content: TripContent }) {
  const { itinerary } = content;
  return (
    <div className="mt-8 border-t border-slate-200 pt-2">
      <Block title="Payment schedule">
        <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Payment
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Amount
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Due
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {content.paymentSchedule.map((p, i) => (
                <tr key={i}>
                  <td className="px-3 py-2 text-slate-800">{p.description}</td>
                  <td className="px-3 py-2 font-semibold whitespace-nowrap text-slate-950">{formatPrice(p.amountCents)}</td>
                  <td className="px-3 py-2 text-slate-700">{p.due}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Block>

      <Block title="Detailed itinerary">
        <ol className="ml-1.5">
          {[itinerary.departure, itinerary.madinah, itinerary.mecca, itinerary.return].map((leg) => (
            <Leg key={leg.title} leg={leg} />
          ))}
        </ol>
      </Block>

      <div className="grid gap-x-8 sm:grid-cols-2">
        <Block title="Inclusions">
          <ul className="grid gap-2 text-sm text-slate-700">
            {content.inclusions.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="Exclusions">
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

      <Block title="Important notes">
        <ul className="grid list-disc gap-1.5 pl-5 text-sm text-slate-700 marker:text-brand-600">
          {content.importantNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Block>

      <div role="note" className="mt-8 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <p>
          <strong className="font-semibold">Please note:</strong> {content.datesNote}
        </p>
      </div>
    </div>
  );
}
