// The traveller's room type and sharing wishes (docs/product.md#rooms): the trip's hotels, each
// room type with its supplement per person over every stay, and up to three travellers to share
// with, by their email. The supplement joins the balance above as soon as it is saved.
import { useMutation, useQuery } from '@apollo/client/react';
import type { MessageId, RoomType } from '@umrah/graphql';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useMoney } from '@/components/money-text';
import { readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { ChooseRoomDocument, MyRoomChoiceDocument } from '@/gql/graphql';

const TYPE_LABEL: Record<RoomType, MessageId> = { quad: 'trip.room.type.quad', triple: 'trip.room.type.triple', double: 'trip.room.type.double' };

export function RoomChoice() {
  const t = useT();
  const money = useMoney();
  const { data } = useQuery(MyRoomChoiceDocument, { fetchPolicy: 'cache-and-network' });
  const [choose, { loading }] = useMutation(ChooseRoomDocument, { refetchQueries: ['MyPayments', 'MyRoomChoice'], awaitRefetchQueries: true });
  const choice = data?.myRoomChoice;
  const [type, setType] = useState<RoomType | null | undefined>(undefined);
  const [wishes, setWishes] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<{ roomType?: string; wishes?: string }>({});
  if (!choice || choice.options.length === 0) return null;
  const shownType = type === undefined ? choice.roomType : type;
  const shownWishes = wishes ?? choice.wishes.join(', ');

  const save = async () => {
    setErrors({});
    try {
      const list = shownWishes
        .split(/[\s,;]+/)
        .map((w) => w.trim())
        .filter(Boolean);
      await choose({ variables: { input: { roomType: shownType ?? null, wishes: list } } });
      setType(undefined);
      setWishes(undefined);
      toast({ title: t('trip.room.saved') });
    } catch (e) {
      const api = readApiError(e);
      setErrors({ roomType: api.fieldErrors.roomType, wishes: api.fieldErrors.wishes ?? (api.fieldErrors.roomType ? undefined : api.message) });
    }
  };

  return (
    <Card aria-labelledby="room-choice-title">
      <CardHeader>
        <CardTitle id="room-choice-title">{t('trip.room.title')}</CardTitle>
        <CardDescription>{t('trip.room.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-1 text-sm text-slate-700">
          {choice.stays.map((s) => (
            <li key={s.id}>{t('trip.room.stay', { hotel: s.hotelName, city: s.city, nights: s.nights })}</li>
          ))}
        </ul>
        <fieldset className="grid gap-2" aria-describedby={errors.roomType ? 'room-type-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-900">{t('trip.room.type')}</legend>
          {choice.options.map((o) => (
            <label key={o.type} className="flex items-center gap-2 text-sm">
              <input type="radio" name="room-type" value={o.type} checked={shownType === o.type} onChange={() => setType(o.type)} className="size-4" />
              <span>
                {t(TYPE_LABEL[o.type])} — {o.supplementCents ? t('trip.room.supplement', { amount: money(o.supplementCents) }) : t('trip.room.noSupplement')}
              </span>
            </label>
          ))}
          {errors.roomType ? (
            <p id="room-type-error" className="text-sm text-red-700">
              {errors.roomType}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor="room-wishes">{t('trip.room.wishes')}</Label>
          <Input
            id="room-wishes"
            value={shownWishes}
            onChange={(e) => setWishes(e.target.value)}
            aria-invalid={errors.wishes ? true : undefined}
            aria-describedby={errors.wishes ? 'room-wishes-error' : 'room-wishes-hint'}
          />
          <p id="room-wishes-hint" className="text-xs text-slate-600">
            {t('trip.room.wishesHint')}
          </p>
          {errors.wishes ? (
            <p id="room-wishes-error" className="text-sm text-red-700">
              {errors.wishes}
            </p>
          ) : null}
        </div>
        <div>
          <Button onClick={() => void save()} disabled={loading}>
            {t('trip.room.save')}
          </Button>
        </div>
        {choice.roomType ? (
          <p className="text-sm text-slate-700">{t('trip.room.current', { type: t(TYPE_LABEL[choice.roomType]), amount: money(choice.supplementCents) })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
