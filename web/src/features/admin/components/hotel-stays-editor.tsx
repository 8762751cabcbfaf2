// A trip's hotel stays and their room types (docs/product.md#rooms, ADR 0124): facts of the trip
// like its fares, edited beside them and saved whole. The server refuses removing a room type
// travellers chose, or a stay whose rooms hold travellers, and says which.
import { useMutation, useQuery } from '@apollo/client/react';
import { parseDollars, ROOM_TYPES, type MessageId, type RoomType } from '@umrah/graphql';
import { useState } from 'react';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { HotelStaysDocument, SaveHotelStaysDocument } from '@/gql/graphql';

const TYPE_LABEL: Record<RoomType, MessageId> = { quad: 'admin.rooms.type.quad', triple: 'admin.rooms.type.triple', double: 'admin.rooms.type.double' };
const BEDS: Record<RoomType, number> = { quad: 4, triple: 3, double: 2 };

interface Draft {
  id: string | null;
  city: string;
  hotelName: string;
  addressEn: string;
  addressAr: string;
  checkIn: string;
  checkOut: string;
  /** Offered types with their supplement in dollars as typed. */
  types: Partial<Record<RoomType, string>>;
}

const empty = (): Draft => ({ id: null, city: '', hotelName: '', addressEn: '', addressAr: '', checkIn: '', checkOut: '', types: { quad: '0' } });

export function HotelStaysEditor({ tripId }: { tripId: string }) {
  const t = useT();
  const { data } = useQuery(HotelStaysDocument, { variables: { tripId }, fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SaveHotelStaysDocument, { refetchQueries: ['HotelStays', 'RoomingBoard'] });
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const stays: Draft[] =
    drafts ??
    (data?.hotelStays ?? []).map((s) => ({
      id: s.id,
      city: s.city,
      hotelName: s.hotelName,
      addressEn: s.addressEn,
      addressAr: s.addressAr,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      types: Object.fromEntries(s.roomTypes.map((rt) => [rt.type, (rt.supplementCents / 100).toFixed(2)])),
    }));
  const edit = (i: number, change: Partial<Draft>) => setDrafts(stays.map((s, j) => (j === i ? { ...s, ...change } : s)));

  const submit = async () => {
    setProblem(null);
    try {
      await save({
        variables: {
          tripId,
          stays: stays.map(({ types, ...s }) => ({
            ...s,
            roomTypes: ROOM_TYPES.filter((type) => types[type] !== undefined).map((type) => ({
              type,
              capacity: BEDS[type],
              supplementCents: parseDollars(types[type] ?? '') ?? -1,
            })),
          })),
        },
      });
      setDrafts(null);
      toast({ title: t('admin.stays.saved') });
    } catch (e) {
      const api = readApiError(e);
      setProblem([api.message, ...Object.values(api.fieldErrors)].filter(Boolean).join(' '));
    }
  };

  return (
    <Card aria-labelledby="stays-title">
      <CardHeader>
        <CardTitle id="stays-title">{t('admin.stays.title')}</CardTitle>
        <CardDescription>{t('admin.stays.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {stays.map((s, i) => (
          <fieldset key={s.id ?? `new-${i}`} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">{s.hotelName || t('admin.stays.new')}</legend>
            {(
              [
                ['city', 'admin.stays.city', 'text'],
                ['hotelName', 'admin.stays.hotel', 'text'],
                ['addressEn', 'admin.stays.addressEn', 'text'],
                ['addressAr', 'admin.stays.addressAr', 'text'],
                ['checkIn', 'admin.stays.checkIn', 'date'],
                ['checkOut', 'admin.stays.checkOut', 'date'],
              ] as const
            ).map(([field, label, type]) => (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={`stay-${i}-${field}`}>{t(label)}</Label>
                <Input
                  id={`stay-${i}-${field}`}
                  type={type}
                  dir={field === 'addressAr' ? 'rtl' : undefined}
                  value={s[field]}
                  onChange={(e) => edit(i, { [field]: e.target.value })}
                />
              </div>
            ))}
            <div className="grid gap-2 sm:col-span-2">
              {ROOM_TYPES.map((type) => (
                <div key={type} className="flex flex-wrap items-center gap-3">
                  <label className="flex w-40 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={s.types[type] !== undefined}
                      onChange={(e) => edit(i, { types: { ...s.types, [type]: e.target.checked ? '0' : undefined } })}
                    />
                    {t(TYPE_LABEL[type])}
                  </label>
                  {s.types[type] !== undefined ? (
                    <div className="flex items-center gap-2">
                      <Label htmlFor={`stay-${i}-${type}`} className="text-sm font-normal">
                        {t('admin.stays.supplement')}
                      </Label>
                      <Input
                        id={`stay-${i}-${type}`}
                        className="w-28"
                        inputMode="decimal"
                        value={s.types[type]}
                        onChange={(e) => edit(i, { types: { ...s.types, [type]: e.target.value } })}
                      />
                    </div>
                  ) : null}
                </div>
              ))}
            </div>
            <div className="sm:col-span-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setDrafts(stays.filter((_, j) => j !== i))}>
                {t('admin.stays.remove')}
              </Button>
            </div>
          </fieldset>
        ))}
        {problem ? <ErrorBanner>{problem}</ErrorBanner> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => setDrafts([...stays, empty()])}>
            {t('admin.stays.add')}
          </Button>
          <Button type="button" onClick={() => void submit()} disabled={loading}>
            {t('admin.stays.save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
