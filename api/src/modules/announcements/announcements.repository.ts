// The only code that touches announcements and announcement_recipients.
import type { AnnouncementAudience } from '@umrah/graphql';
import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { now, plain } from '../../lib/model.js';
import { UserModel } from '../users/user.model.js';
import { AnnouncementRecipientModel } from './announcement-recipient.model.js';
import { AnnouncementModel } from './announcement.model.js';

export type Announcement = Omit<ModelObject<AnnouncementModel>, 'clientKey'>;

export interface AnnouncementWithStats extends Announcement {
  author: { username: string; fullName: string } | null;
  dismissedCount: number;
}

export interface Recipient {
  id: string;
  username: string;
  fullName: string;
  email: string;
}

/** An announcement row with its author and dismissals (joined; camelCase through the model). */
type StatsRow = ModelObject<AnnouncementModel> & { authorUsername: string | null; authorFullName: string | null; dismissedCount: number };

const toAnnouncement = ({ clientKey: _key, ...a }: ModelObject<AnnouncementModel>): Announcement => a;
const toWithStats = ({ authorUsername, authorFullName, dismissedCount, ...a }: StatsRow): AnnouncementWithStats => ({
  ...toAnnouncement(a),
  author: authorUsername ? { username: authorUsername, fullName: authorFullName ?? '' } : null,
  dismissedCount,
});

export function createAnnouncementsRepository(db: Knex) {
  const withStats = (trx: Knex = db) =>
    AnnouncementModel.query(trx)
      .leftJoin('users as u', 'u.id', 'announcements.created_by')
      .select(
        'announcements.*',
        'u.username as author_username',
        'u.full_name as author_full_name',
        AnnouncementRecipientModel.query()
          .count()
          .whereColumn('announcement_recipients.announcement_id', 'announcements.id')
          .whereNotNull('announcement_recipients.dismissed_at')
          .as('dismissed_count'),
      );

  return {
    /**
     * The travellers an audience names, now: every traveller with a registration, or those whose
     * registration is at one status. Read in the sending transaction.
     */
    async audience(tripId: string, audience: AnnouncementAudience, trx: Knex): Promise<Recipient[]> {
      const q = UserModel.query(trx)
        .join('trip_registrations as r', 'r.user_id', 'users.id')
        .where('r.trip_id', tripId)
        .whereNull('r.cancelled_at')
        .where('users.role', 'traveler')
        // A managed companion has no address of their own: their lead reads the announcement (ADR 0122).
        .whereNotNull('users.email')
        .select('users.id', 'users.username', 'users.full_name', 'users.email')
        .orderBy('users.username');
      if (audience !== 'ALL') q.where('r.status', audience);
      return (await q).map((u) => ({ id: u.id, username: u.username, fullName: u.fullName, email: u.email! }));
    },
    async findByClientKey(clientKey: string, trx: Knex = db): Promise<Announcement | undefined> {
      const m = await AnnouncementModel.query(trx).findOne({ client_key: clientKey });
      return m && toAnnouncement(plain(m));
    },
    /** The announcement and its recipients, in the caller's transaction. */
    async insert(
      a: { tripId: string; audience: AnnouncementAudience; subject: string; body: string; clientKey: string | null; createdBy: string },
      recipients: string[],
      trx: Knex,
    ): Promise<Announcement> {
      const m = await AnnouncementModel.query(trx).insertAndFetch({ ...a, recipientCount: recipients.length });
      if (recipients.length) await AnnouncementRecipientModel.query(trx).insert(recipients.map((userId) => ({ announcementId: m.id, userId })));
      return toAnnouncement(plain(m));
    },
    /** The trip's announcements, newest first, with who sent it and how many dismissed it. */
    async list(tripId: string, limit: number): Promise<AnnouncementWithStats[]> {
      const rows = await withStats()
        .where('announcements.trip_id', tripId)
        .orderBy('announcements.created_at', 'desc')
        .orderBy('announcements.id', 'desc')
        .limit(limit);
      return rows.map((r) => toWithStats(plain(r) as StatsRow));
    },
    async findWithStats(id: string): Promise<AnnouncementWithStats | undefined> {
      const row = await withStats().findById(id);
      return row && toWithStats(plain(row) as StatsRow);
    },
    /** What this person has received about the trip and not dismissed, newest first. */
    async openFor(userId: string, tripId: string): Promise<Announcement[]> {
      const ms = await AnnouncementModel.query(db)
        .join('announcement_recipients as ar', 'ar.announcement_id', 'announcements.id')
        .where('ar.user_id', userId)
        .where('announcements.trip_id', tripId)
        .whereNull('ar.dismissed_at')
        .select('announcements.*')
        .orderBy('announcements.created_at', 'desc')
        .orderBy('announcements.id', 'desc');
      return ms.map((m) => toAnnouncement(plain(m)));
    },
    /** True when this person received it (dismissing twice is fine); false when not theirs. */
    async dismiss(announcementId: string, userId: string): Promise<boolean> {
      const received = await AnnouncementRecipientModel.query(db).findById([announcementId, userId]);
      if (!received) return false;
      if (!received.dismissedAt) {
        await AnnouncementRecipientModel.query(db)
          .patch({ dismissedAt: now() as unknown as Date })
          .where({ announcement_id: announcementId, user_id: userId })
          .whereNull('dismissed_at');
      }
      return true;
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
