import { CreditCard, FileText, Stamp } from 'lucide-react';
import { type ComponentType } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/lib/paths';
import { type JourneyState, type MessageId, travellerSteps } from '@umrah/graphql';
import { useT } from '@/lib/i18n';
import { formState, type ReviewState, visaState } from '@/lib/registration';

interface Step {
  key: string;
  title: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  state: string;
  tone: BadgeTone;
  link: { label: string; to: string; disabled: boolean };
}

type TravellerReview = Exclude<ReviewState, 'Changes requested'>;

const REVIEW_TONE: Record<TravellerReview, BadgeTone> = { Approved: 'green', Submitted: 'blue', 'Not Submitted': 'slate' };

const REVIEW_LABEL: Record<TravellerReview, MessageId> = {
  Approved: 'portal.steps.approved',
  Submitted: 'portal.steps.submitted',
  'Not Submitted': 'portal.steps.notSubmitted',
};

function stepsOf(r: JourneyState, t: ReturnType<typeof useT>): Step[] {
  const form = formState(r);
  const visa = visaState(r);
  // Which cards lead somewhere comes from the journey machine, as the server enforces it.
  const open = travellerSteps(r);
  return [
    {
      key: 'deposit',
      title: t('portal.steps.deposit'),
      icon: CreditCard,
      state: r.depositPaid ? t('portal.steps.paid') : t('portal.steps.pendingPayment'),
      tone: r.depositPaid ? 'green' : 'amber',
      link: {
        label: r.depositPaid ? t('portal.steps.completed') : t('portal.steps.payDeposit'),
        to: paths.portal.registerTrip,
        disabled: r.depositPaid,
      },
    },
    {
      key: 'form',
      title: t('portal.steps.form'),
      icon: FileText,
      state: t(REVIEW_LABEL[form]),
      tone: REVIEW_TONE[form],
      link: {
        label: form === 'Approved' ? t('portal.steps.viewForm') : form === 'Submitted' ? t('portal.steps.editForm') : t('portal.steps.completeForm'),
        to: paths.portal.registrationForm,
        disabled: !open.formOpen,
      },
    },
    {
      key: 'visa',
      title: t('portal.steps.visa'),
      icon: Stamp,
      state: t(REVIEW_LABEL[visa]),
      tone: REVIEW_TONE[visa],
      link: {
        label: visa === 'Approved' ? t('portal.steps.viewVisa') : visa === 'Submitted' ? t('portal.steps.checkStatus') : t('portal.steps.uploadDocuments'),
        to: paths.portal.documents,
        disabled: !open.documentsOpen,
      },
    },
  ];
}

/** Spec §2: the Deposit, Registration Form and Visa Status cards with their links. */
export function JourneySteps({ registration }: { registration: JourneyState }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-3">
      {stepsOf(registration, t).map(({ key, title, icon: Icon, state, tone, link }) => (
        <li key={key} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
          <div className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <h3 className="font-semibold text-slate-900">{title}</h3>
          </div>
          <Badge tone={tone} className="self-start">
            {state}
          </Badge>
          <LinkButton
            to={link.to}
            variant={link.disabled ? 'outline' : 'secondary'}
            size="sm"
            className="mt-auto text-center whitespace-normal"
            disabled={link.disabled}
          >
            {link.label}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
