import { zodResolver } from '@hookform/resolvers/zod';
import { copyTripRules, formatDate, shiftDay, shortDay } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { TripFieldsFragment } from '@/gql/graphql';
import { errorMessage, readApiError } from '@/lib/errors';
import { useLocale, useT } from '@/lib/i18n';
import { useCopyTrip } from '../api/trips';

interface Values {
  name: string;
  slug: string;
  shiftDays: number;
}
const FIELDS = ['name', 'slug', 'shiftDays'] as const;

/** "Winter 2026 Umrah" a year on: "Winter 2027 Umrah", "winter-2027" (the admin may change both). */
const nextYear = (text: string) => text.replace(/\b(20\d\d)\b/g, (y) => String(Number(y) + 1));

/** A draft copy of a trip, every date shifted; its pages are copied in the content studio. */
export function CopyTripDialog({
  source,
  onClose,
  onCopied,
}: {
  source: TripFieldsFragment;
  onClose: () => void;
  onCopied: (trip: TripFieldsFragment) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const copy = useCopyTrip();
  const [saving, setSaving] = useState(false);
  // Said inside the dialog: a modal hides the toasts' region from assistive technology.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(copyTripRules),
    defaultValues: { name: nextYear(source.name), slug: nextYear(source.slug), shiftDays: 365 },
  });
  const shift = Number(watch('shiftDays'));
  // English keeps the trips' own short days ("Dec. 31, 2026"); other languages their medium date.
  const day = (iso: string) => (locale === 'en' ? shortDay(iso) : (formatDate(iso, locale) ?? iso));
  const preview = Number.isInteger(shift)
    ? t('admin.copyTrip.newDates', { from: day(shiftDay(source.startsOn, shift)), to: day(shiftDay(source.endsOn, shift)) })
    : null;

  const onSubmit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      const created = await copy(source.id, values);
      toast({ title: t('admin.copyTrip.copied'), description: t('admin.copyTrip.copiedDescription', { name: created.name }) });
      onClose();
      onCopied(created);
    } catch (error) {
      const api = readApiError(error);
      let shown = false;
      for (const field of FIELDS)
        if (api.fieldErrors[field]) {
          setError(field, { message: api.fieldErrors[field] });
          shown = true;
        }
      if (!shown) setFailure(errorMessage(error, t('admin.copyTrip.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.copyTrip.title', { name: source.name })}</DialogTitle>
          <DialogDescription>{t('admin.copyTrip.description')}</DialogDescription>
        </DialogHeader>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <form id="copy-trip" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <TextField id="copy-name" label={t('admin.copyTrip.name')} error={errors.name?.message} {...register('name')} />
          <TextField id="copy-slug" label={t('admin.copyTrip.slug')} hint={t('admin.copyTrip.slugHint')} error={errors.slug?.message} {...register('slug')} />
          <TextField
            id="copy-shift"
            label={t('admin.copyTrip.shift')}
            type="number"
            inputMode="numeric"
            hint={preview ?? undefined}
            error={errors.shiftDays?.message}
            {...register('shiftDays', { valueAsNumber: true })}
          />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" form="copy-trip" disabled={saving}>
            {saving ? <Spinner /> : null}
            {t('admin.copyTrip.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
