// The fare question every way to start a registration asks (docs/product.md#money): the member or
// non-member price, with today's amounts. The price chosen is locked on the registration when it starts.
import { useQuery } from '@apollo/client/react';
import { FARES, type MessageId, SEED_TRIP_CONTENT } from '@umrah/graphql';
import { RadioGroupField } from '@/components/ui/form-controls';
import { PortalTripInfoDocument, type Fare } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useMoney } from './money-text';

/** Each fare's name in the reader's language. */
export const FARE_LABEL: Record<Fare, MessageId> = { barakah: 'trip.fare.barakah', nonBarakah: 'trip.fare.nonBarakah' };

export interface FareChoiceProps {
  id: string;
  value: Fare;
  onChange: (fare: Fare) => void;
  disabled?: boolean;
}

export function FareChoice({ id, value, onChange, disabled }: FareChoiceProps) {
  const t = useT();
  const money = useMoney();
  const { data } = useQuery(PortalTripInfoDocument);
  const cost = data?.tripContent.cost ?? SEED_TRIP_CONTENT.cost;
  const price: Record<Fare, number> = { barakah: cost.barakahCents, nonBarakah: cost.nonBarakahCents };
  return (
    <RadioGroupField<Fare>
      id={id}
      name="fare"
      label={t('trip.fare.label')}
      hint={t('trip.fare.hint')}
      options={FARES.map((f) => ({
        value: f,
        label: t('trip.fare.option', { fare: t(FARE_LABEL[f]), price: money(price[f], { dropZeroCents: true }) }),
      }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
