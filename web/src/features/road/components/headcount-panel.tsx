// The open headcount: how many are here, who is missing at a glance, the marks still on the phone;
// or, with none open, the form to start one. The finished ones and the last known missing below.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-controls';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CloseHeadcountDocument, type HeadcountsQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';

export type MarkView = 'present' | 'absent';
type Headcounts = HeadcountsQuery['headcounts'];

interface Props {
  check: Headcounts['checks'][number] | null;
  /** Open checks (several buses at once): the leader picks theirs. */
  onPick: (checkId: string) => void;
  history: Headcounts;
  states: Map<string, MarkView>;
  pendingCount: number;
  rejected: string[];
  online: boolean;
  onChanged: () => Promise<void>;
  /** The open checks: the server's and those started on this phone not sent yet. */
  open: Headcounts['checks'];
  /** The trip's buses: a check counts the whole trip or one of them. */
  buses: { id: string; name: string }[];
  /** Starts a check on the phone (it reaches the server when it can). */
  onStart: (values: { label: string; group: string | null; busId: string | null }) => Promise<void>;
}

export function HeadcountPanel({ check, onPick, history, states, pendingCount, rejected, online, onChanged, open, buses, onStart }: Props) {
  const t = useT();
  const [label, setLabel] = useState('');
  const [group, setGroup] = useState('');
  const [busId, setBusId] = useState('');
  const [labelError, setLabelError] = useState(false);
  const [close, { loading: closing }] = useMutation(CloseHeadcountDocument);

  const finished = history.checks.filter((c) => c.closedAt);
  const sent = new Set(history.checks.map((c) => c.id));
  return (
    <Card aria-labelledby="headcount-title">
      <CardHeader>
        <CardTitle id="headcount-title">{check ? check.label : t('admin.road.pick')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {check && open.length > 1 ? (
          <SelectField
            id="headcount-pick"
            label={t('admin.road.pick')}
            value={check.id}
            onChange={(e) => onPick(e.target.value)}
            options={open.map((c) => ({ value: c.id, label: [c.label, c.bus, c.group].filter(Boolean).join(' · ') }))}
          />
        ) : null}
        {check ? (
          <>
            <p className="text-sm text-slate-700" data-testid="headcount-scope">
              {check.bus ? t('admin.road.scopeBus', { bus: check.bus }) : t('admin.road.scopeTrip')}
              {sent.has(check.id) ? null : ` · ${t('admin.road.startedHere')}`}
            </p>
            {(() => {
              const present = check.travellers.filter((tr) => states.get(tr.registrationId) === 'present');
              const missing = check.travellers.filter((tr) => states.get(tr.registrationId) !== 'present');
              return (
                <>
                  <p className="text-xl font-semibold" data-testid="headcount-count">
                    {t('admin.road.count', { present: present.length, total: check.travellers.length })}
                  </p>
                  <div>
                    <h3 className="font-semibold">{t('admin.road.missing', { count: missing.length })}</h3>
                    {missing.length ? (
                      <ul aria-label={t('admin.road.missing', { count: missing.length })} className="flex flex-wrap gap-1">
                        {missing.map((m) => (
                          <li key={m.registrationId}>
                            <Badge tone="red">{m.fullName}</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p>{t('admin.road.noneMissing')}</p>
                    )}
                  </div>
                </>
              );
            })()}
            <p role="status" className="text-sm text-slate-700">
              {pendingCount ? t('admin.road.pending', { count: pendingCount }) : t('admin.road.allSent')}
            </p>
            {rejected.map((reason, i) => (
              <p key={i} className="text-sm text-red-800">
                {t('admin.road.rejected', { reason })}
              </p>
            ))}
            <Button
              variant="outline"
              disabled={!online || closing || pendingCount > 0 || !sent.has(check.id)}
              onClick={() => void close({ variables: { id: check.id } }).then(onChanged)}
            >
              {t('admin.road.close')}
            </Button>
          </>
        ) : null}
        <details open={!check} className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold">{t('admin.road.startTitle')}</summary>
          <form
            className="mt-2 grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!label.trim()) return setLabelError(true);
              setLabelError(false);
              void onStart({ label: label.trim(), group: group.trim() || null, busId: busId || null }).then(() => {
                setLabel('');
                setGroup('');
                setBusId('');
              });
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor="headcount-label">{t('admin.road.label')}</Label>
              <Input
                id="headcount-label"
                value={label}
                maxLength={120}
                placeholder={t('admin.road.labelHint')}
                aria-invalid={labelError || undefined}
                aria-describedby={labelError ? 'headcount-label-error' : undefined}
                onChange={(e) => setLabel(e.target.value)}
              />
              {labelError ? (
                <p id="headcount-label-error" className="text-sm text-red-800">
                  {t('rules.headcount.label')}
                </p>
              ) : null}
            </div>
            {buses.length ? (
              <SelectField
                id="headcount-bus"
                label={t('admin.road.who')}
                value={busId}
                onChange={(e) => setBusId(e.target.value)}
                options={[{ value: '', label: t('admin.road.wholeTrip') }, ...buses.map((b) => ({ value: b.id, label: b.name }))]}
              />
            ) : null}
            <div className="grid gap-1">
              <Label htmlFor="headcount-group">{t('admin.road.group')}</Label>
              <Input id="headcount-group" value={group} maxLength={60} onChange={(e) => setGroup(e.target.value)} />
            </div>
            {!online ? <p className="text-sm text-slate-700">{t('admin.road.startOffline')}</p> : null}
            <Button type="submit">{t('admin.road.start')}</Button>
          </form>
        </details>
        {history.lastMissing ? (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
            <h3 className="font-semibold">{t('admin.road.lastMissing', { label: history.lastMissing.label })}</h3>
            <p>{history.lastMissing.travellers.map((m) => m.fullName).join(', ') || t('admin.road.noneMissing')}</p>
          </div>
        ) : null}
        {finished.length ? (
          <details>
            <summary className="cursor-pointer font-semibold">{t('admin.road.history')}</summary>
            <ul className="grid gap-1 text-sm">
              {finished.map((c) => (
                <li key={c.id}>
                  {c.label} · {c.bus ? `${c.bus} · ` : ''}
                  {t('admin.road.count', { present: c.presentCount, total: c.total })} · {t('admin.road.closed', { time: formatDateTime(c.closedAt!) })}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
