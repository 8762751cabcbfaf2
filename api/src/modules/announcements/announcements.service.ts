// Announcements (issue 12): an admin writes to every registered traveller or to one status group.
// The recipients are the people in the group when it is sent; each gets it by email (through the
// outbox, in the same transaction) and sees it on the dashboard until they dismiss it.
import { ANNOUNCEMENT_MESSAGES, announcementRules, type AnnouncementAudience } from '@umrah/graphql';
import type { Transactor } from '../../lib/db.js';
import { AppError, uniqueViolation } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import { UUID } from '../registration/registration.service.js';
import type { TripsService } from '../trips/trips.service.js';
import type { Announcement, AnnouncementsRepository, AnnouncementWithStats } from './announcements.repository.js';

/** What a traveller sees on the dashboard. */
export interface AnnouncementView {
  id: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** What the admins see of one they sent. */
export interface SentAnnouncementView extends AnnouncementView {
  audience: AnnouncementAudience;
  recipientCount: number;
  dismissedCount: number;
  author: { username: string; fullName: string } | null;
}

const toView = (a: Announcement): AnnouncementView => ({ id: a.id, subject: a.subject, body: a.body, createdAt: a.createdAt.toISOString() });
const toSentView = (a: AnnouncementWithStats): SentAnnouncementView => ({
  ...toView(a),
  audience: a.audience,
  recipientCount: a.recipientCount,
  dismissedCount: a.dismissedCount,
  author: a.author,
});

/** How many of the newest the admins' list shows. */
const LIST_LIMIT = 50;

interface Deps {
  tx: Transactor;
  announcements: AnnouncementsRepository;
  audit: AuditRepository;
  messages: MessagesService;
  trips: Pick<TripsService, 'currentId' | 'chosen'>;
}

export function createAnnouncementsService({ tx, announcements, audit, messages, trips }: Deps) {
  async function sentView(id: string): Promise<SentAnnouncementView> {
    const found = await announcements.findWithStats(id);
    if (!found) throw new AppError('NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);
    return toSentView(found);
  }

  return {
    /** Sends to the chosen trip's travellers (default the current trip) once per client key; refused when the group is empty (nothing would be sent). */
    async send(adminId: string, input: unknown, tripId?: string | null): Promise<SentAnnouncementView> {
      const values = validate(announcementRules, input);
      const trip = await trips.chosen(tripId);
      if (values.clientKey) {
        const earlier = await announcements.findByClientKey(values.clientKey);
        if (earlier) return sentView(earlier.id);
      }
      try {
        const sent = await tx.transaction(async (trx) => {
          const recipients = await announcements.audience(trip.id, values.audience, trx);
          if (!recipients.length) {
            throw new AppError('BAD_USER_INPUT', ANNOUNCEMENT_MESSAGES.noRecipients, { audience: ANNOUNCEMENT_MESSAGES.noRecipients });
          }
          const a = await announcements.insert(
            { tripId: trip.id, audience: values.audience, subject: values.subject, body: values.body, clientKey: values.clientKey, createdBy: adminId },
            recipients.map((r) => r.id),
            trx,
          );
          await audit.record(
            {
              actorUserId: adminId,
              action: 'announcement.sent',
              entityType: 'announcement',
              entityId: a.id,
              tripId: trip.id,
              payload: { audience: a.audience, subject: a.subject, recipientCount: a.recipientCount },
            },
            trx,
          );
          await messages.announcement(trx, recipients, a);
          return a;
        });
        return sentView(sent.id);
      } catch (err) {
        // The same key sent twice at once: the second finds the first.
        if (values.clientKey && uniqueViolation(err) !== undefined) {
          const earlier = await announcements.findByClientKey(values.clientKey);
          if (earlier) return sentView(earlier.id);
        }
        throw err;
      }
    },

    /** The chosen trip's announcements (default the current trip), newest first. */
    async list(tripId?: string | null): Promise<SentAnnouncementView[]> {
      const trip = await trips.chosen(tripId);
      return (await announcements.list(trip.id, LIST_LIMIT)).map(toSentView);
    },

    /** The signed-in person's announcements about the current trip not yet dismissed, newest first. */
    async mine(userId: string): Promise<AnnouncementView[]> {
      return (await announcements.openFor(userId, await trips.currentId())).map(toView);
    },

    /** Only the person it was sent to may dismiss it; to anyone else it does not exist. */
    async dismiss(userId: string, id: string): Promise<{ id: string }> {
      if (!UUID.test(id) || !(await announcements.dismiss(id, userId))) throw new AppError('NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);
      return { id };
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
