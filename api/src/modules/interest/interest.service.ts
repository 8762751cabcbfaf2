// The public interest form and the admins' list of what it collected. Knows nothing of HTTP.
import { interestRules, SERVER_MESSAGES } from '@umrah/graphql';
import { AppError } from '../../lib/errors.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import type { TripsService } from '../trips/trips.service.js';
import type { FlaggedInterestSubmission, InterestRepository } from './interest.repository.js';

export const INTEREST_PAGE_MAX = 100;
export const INTEREST_PAGE_INVALID = `Give an offset of 0 or more and a limit from 1 to ${INTEREST_PAGE_MAX}.`;

export interface InterestPageView {
  items: InterestSubmissionView[];
  total: number;
  offset: number;
  limit: number;
}

export const INTEREST_RATE_LIMITED = SERVER_MESSAGES.interestRateLimited;

/** What both API faces answer for one submission: dates as ISO strings. */
export interface InterestSubmissionView {
  id: string;
  name: string;
  email: string;
  phone: string;
  travelers: number;
  message: string | null;
  createdAt: string;
  /** Another submission has the same email (case and outer spaces ignored). */
  sameEmail: boolean;
  /** Another submission has the same phone (its last ten digits). */
  samePhone: boolean;
}

export const toInterestView = (s: FlaggedInterestSubmission): InterestSubmissionView => ({
  id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  travelers: s.travelers,
  message: s.message,
  createdAt: s.createdAt.toISOString(),
  sameEmail: s.sameEmail,
  samePhone: s.samePhone,
});

interface Deps {
  interest: InterestRepository;
  limits: RateLimits;
  trips: Pick<TripsService, 'currentId' | 'chosen'>;
}

export function createInterestService({ interest, limits, trips }: Deps) {
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
      // About the trip the landing page sells: the current one.
      await interest.insert(await trips.currentId(), values);
    },

    /** Every submission about the chosen trip (default the current one), newest first. The adapters check that the caller is an admin. */
    async list(tripId?: string | null): Promise<InterestSubmissionView[]> {
      const trip = await trips.chosen(tripId);
      return (await interest.listNewestFirst(trip.id)).map(toInterestView);
    },

    /** One page of the list for the admin table (the export still takes `list`). */
    async page(offset: number, limit: number, tripId?: string | null): Promise<InterestPageView> {
      const ok = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
      if (!ok(offset, 0, Number.MAX_SAFE_INTEGER) || !ok(limit, 1, INTEREST_PAGE_MAX)) {
        throw new AppError('BAD_USER_INPUT', INTEREST_PAGE_INVALID);
      }
      const trip = await trips.chosen(tripId);
      const { items, total } = await interest.pageNewestFirst(trip.id, offset, limit);
      return { items: items.map(toInterestView), total, offset, limit };
    },
  };
}
export type InterestService = ReturnType<typeof createInterestService>;
