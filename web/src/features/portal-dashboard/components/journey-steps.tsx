import { CreditCard, FileText, Stamp } from 'lucide-react';
import { type ComponentType } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/lib/paths';
import { type JourneyState, travellerSteps } from '@umrah/graphql';
import { formState, type ReviewState, visaState } from '@/lib/registration';

interface Step {
  key: string;
  title: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  state: string;
  tone: BadgeTone;
  link: { label: string; to: string; disabled: boolean };
}

const REVIEW_TONE: Record<Exclude<ReviewState, 'Changes requested'>, BadgeTone> = { Approved: 'green', Submitted: 'blue', 'Not Submitted': 'slate' };

function stepsOf(r: JourneyState): Step[] {
  const form = formState(r);
  const visa = visaState(r);
  // Which cards lead somewhere comes from the journey machine, as the server enforces it.
  const open = travellerSteps(r);
  return [
    {
      key: 'deposit',
      title: 'Deposit',
      icon: CreditCard,
      state: r.depositPaid ? 'Paid' : 'Pending Payment',
      tone: r.depositPaid ? 'green' : 'amber',
      link: { label: r.depositPaid ? 'Completed' : 'Pay Deposit', to: paths.portal.registerTrip, disabled: r.depositPaid },
    },
    {
      key: 'form',
      title: 'Registration Form',
      icon: FileText,
      state: form,
      tone: REVIEW_TONE[form],
      link: {
        label: form === 'Approved' ? 'View Form' : form === 'Submitted' ? 'Edit Form' : 'Complete Form',
        to: paths.portal.registrationForm,
        disabled: !open.formOpen,
      },
    },
    {
      key: 'visa',
      title: 'Visa Status',
      icon: Stamp,
      state: visa,
      tone: REVIEW_TONE[visa],
      link: {
        label: visa === 'Approved' ? 'View Visa' : visa === 'Submitted' ? 'Check Status' : 'Upload Documents',
        to: paths.portal.documents,
        disabled: !open.documentsOpen,
      },
    },
  ];
}

/** Spec §2: the Deposit, Registration Form and Visa Status cards with their links. */
export function JourneySteps({ registration }: { registration: JourneyState }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-3">
      {stepsOf(registration).map(({ key, title, icon: Icon, state, tone, link }) => (
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
