// The fare question every way to start a registration asks (docs/product.md#money): the member or
// non-member price, with today's amounts. The price chosen is locked on the registration when it starts.
import { useQuery } from '@apollo/client/react';
import { FARE_LABELS, FARES, SEED_TRIP_CONTENT } from '@umrah/graphql';
import { RadioGroupField } from '@/components/ui/form-controls';
import { PortalTripInfoDocument, type Fare } from '@/gql/graphql';
import { formatPrice } from '@/lib/format';

export interface FareChoiceProps {
  id: string;
  value: Fare;
  onChange: (fare: Fare) => void;
  disabled?: boolean;
}

export function FareChoice({ id, value, onChange, disabled }: FareChoiceProps) {
  const { data } = useQuery(PortalTripInfoDocument);
  const cost = data?.tripContent.cost ?? SEED_TRIP_CONTENT.cost;
  const price: Record<Fare, number> = { barakah: cost.barakahCents, nonBarakah: cost.nonBarakahCents };
  return (
    <RadioGroupField<Fare>
      id={id}
      name="fare"
      label="Your fare"
      hint="The organisers confirm Barakah membership when they record your deposit. The price you choose is kept for your registration."
      options={FARES.map((f) => ({ value: f, label: `${FARE_LABELS[f]}: ${formatPrice(price[f])}` }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
