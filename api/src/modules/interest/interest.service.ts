// The public interest form and the admins' list of what it collected. Knows nothing of HTTP.
import { interestRules } from '@umrah/graphql';
import type { RateLimits } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import type { InterestRepository, InterestSubmission } from './interest.repository.js';

export const INTEREST_RATE_LIMITED = 'Too many submissions. Please try again later.';

/** What both API faces answer for one submission: dates as ISO strings. */
export interface InterestSubmissionView {
  id: string;
  name: string;
  email: string;
  phone: string;
  travelers: number;
  message: string | null;
  createdAt: string;
}

export const toInterestView = (s: InterestSubmission): InterestSubmissionView => ({
  id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  travelers: s.travelers,
  message: s.message,
  createdAt: s.createdAt.toISOString(),
});

interface Deps {
  interest: InterestRepository;
  limits: RateLimits;
}

export function createInterestService({ interest, limits }: Deps) {
  return {
    /**
     * Stores a visitor's interest. Every attempt counts against the caller's hourly limit, valid
     * or not, so the form cannot be used to probe or flood. A filled honeypot gets the usual
     * answer but nothing is stored: the bot learns nothing.
     */
    async submit(input: unknown, clientIp: string): Promise<void> {
      await limits.interestSubmission(clientIp, INTEREST_RATE_LIMITED);
      const { website, ...values } = validate(interestRules, input);
      if (website?.trim()) return;
      await interest.insert(values);
    },

    /** Every submission, newest first. The adapters check that the caller is an admin. */
    async list(): Promise<InterestSubmissionView[]> {
      return (await interest.listNewestFirst()).map(toInterestView);
    },
  };
}
export type InterestService = ReturnType<typeof createInterestService>;
