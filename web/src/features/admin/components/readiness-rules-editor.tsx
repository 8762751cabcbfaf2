// The owner edits the trip's readiness rules (ADR 0119): the figures every traveller is judged by,
// and for each rule the day it was checked and its source. The same schema as the server's checks
// the form; the server's field errors show on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { READINESS_RULE_IDS, readinessRulesSchema, type ReadinessRules } from '@umrah/graphql';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { RULE_LABEL } from '@/components/readiness-items';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useSaveReadinessRules } from '../api/readiness';
import { rulesFromBoard, type BoardRule } from '../lib/readiness-rules';

type Path = FieldPath<ReadinessRules>;

/** Where a field's error is read: a nested path (passport.source.url) as react-hook-form keeps it. */
const errorAt = (errors: object, path: string): string | undefined => {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
};

export function ReadinessRulesEditor({ tripId, rules, warnDays }: { tripId: string; rules: readonly BoardRule[]; warnDays: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Pencil aria-hidden="true" />
          {t('admin.readiness.edit.open')}
        </Button>
      </div>
    );
  return <EditorForm tripId={tripId} start={rulesFromBoard(rules, warnDays)} onClose={() => setOpen(false)} />;
}

function EditorForm({ tripId, start, onClose }: { tripId: string; start: ReadinessRules; onClose: () => void }) {
  const t = useT();
  const save = useSaveReadinessRules();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReadinessRules>({ resolver: zodResolver(readinessRulesSchema) as never, defaultValues: start });

  const onSubmit = async (values: ReadinessRules) => {
    setFailure(null);
    try {
      await save(tripId, values);
      toast({ title: t('admin.readiness.edit.saved') });
      onClose();
    } catch (error) {
      const api = readApiError(error);
      const fields = Object.entries(api.fieldErrors);
      for (const [field, message] of fields) setError(field as Path, { message });
      if (!fields.length) setFailure(errorMessage(error, t('admin.readiness.edit.failed')));
    }
  };

  const number = (id: string, path: Path, label: string) => (
    <TextField id={id} type="number" inputMode="numeric" label={label} error={errorAt(errors, path)} {...register(path, { valueAsNumber: true })} />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="rules-editor-title" className="grid gap-4 border-t border-slate-100 pt-4">
      <div className="grid gap-1">
        <h3 id="rules-editor-title" className="text-sm font-semibold text-slate-900">
          {t('admin.readiness.edit.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('admin.readiness.edit.description')}</p>
      </div>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {number('rules-months', 'passport.monthsAfterReturn', t('admin.readiness.edit.monthsAfterReturn'))}
        {number('rules-days', 'meningitis.daysBeforeDeparture', t('admin.readiness.edit.daysBeforeDeparture'))}
        {number('rules-polysaccharide', 'meningitis.validityYears.polysaccharide', t('admin.readiness.edit.polysaccharide'))}
        {number('rules-conjugate', 'meningitis.validityYears.conjugate', t('admin.readiness.edit.conjugate'))}
        {number('rules-minor', 'minorConsent.underAgeYears', t('admin.readiness.edit.underAgeYears'))}
        {number('rules-warn', 'warnDays', t('admin.readiness.edit.warnDays'))}
      </div>
      {READINESS_RULE_IDS.map((rule) => (
        <fieldset key={rule} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_1fr]">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t(RULE_LABEL[rule])}</legend>
          <TextField
            id={`rules-${rule}-checked`}
            type="date"
            label={t('admin.readiness.edit.checkedOn')}
            error={errorAt(errors, `${rule}.checkedOn`)}
            {...register(`${rule}.checkedOn`)}
          />
          <TextField
            id={`rules-${rule}-title`}
            label={t('admin.readiness.edit.sourceTitle')}
            error={errorAt(errors, `${rule}.source.title`)}
            {...register(`${rule}.source.title`)}
          />
          <TextField
            id={`rules-${rule}-url`}
            type="url"
            dir="ltr"
            label={t('admin.readiness.edit.sourceUrl')}
            error={errorAt(errors, `${rule}.source.url`)}
            {...register(`${rule}.source.url`)}
          />
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('admin.readiness.edit.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('admin.readiness.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
