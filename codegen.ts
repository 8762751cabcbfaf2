import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two outputs: resolver types for the api, typed documents for the web.
const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  documents: 'graphql/operations/**/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'api/src/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GraphQLContext',
        scalars: { DateTime: 'string', Upload: 'unknown' },
        enumsAsTypes: true,
        useIndexSignature: false,
        // Resolvers are typed from the services' views: a field a view lacks fails the typecheck.
        mappers: {
          TripRegistration: '../../modules/registration/registration.service.js#RegistrationView',
          TripRetention: '../../modules/privacy/retention.service.js#RetentionView',
          WaitlistEntry: '../../modules/seats/seats.service.js#WaitlistEntryView',
          RegistrationPage: '../../modules/registration/registration.service.js#RegistrationPageView',
          RegistrationReview: '../../modules/review/review.service.js#RegistrationReviewView',
          TimelineEntry: '../../modules/review/timeline.js#TimelineEntryView',
          TripForm: '../../modules/trip-form/trip-form.service.js#TripFormView',
          TripDocument: '../../modules/documents/documents.service.js#DocumentView',
          SharedDocument: '../../modules/documents/documents.service.js#SharedDocumentView',
          Profile: '../../modules/profile/profile.service.js#ProfileView',
          InterestSubmission: '../../modules/interest/interest.service.js#InterestSubmissionView',
          PaymentAccount: '../../modules/payments/payments.service.js#PaymentAccountView',
          Announcement: '../../modules/announcements/announcements.service.js#AnnouncementView',
          SentAnnouncement: '../../modules/announcements/announcements.service.js#SentAnnouncementView',
          AuditLogPage: '../../modules/audit/audit-log.service.js#AuditLogPageView',
          AuditLogEntry: '../../modules/audit/audit-log.service.js#AuditLogEntryView',
          StaffMember: '../../modules/team/team.service.js#StaffMemberView',
          StaffInvitation: '../../modules/team/team.service.js#StaffInvitationView',
          Trip: '../../modules/trips/trips.service.js#TripView',
          HotelStay: '../../modules/rooms/rooms.repository.js#StoredStay',
          Room: '../../modules/rooms/rooms.service.js#RoomView',
          StayBoard: '../../modules/rooms/rooms.service.js#StayBoardView',
          RoomingTraveller: '../../modules/rooms/rooms.service.js#RoomingTravellerView',
          RoomingBoard: '../../modules/rooms/rooms.service.js#RoomingBoardView',
          RoomChoice: '../../modules/rooms/rooms.service.js#RoomChoiceView',
          Bus: '../../modules/rooms/rooms.repository.js#StoredBus',
          RegistrationTrip: '../../modules/trips/trips.service.js#RegistrationTripView',
        },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', Upload: 'File' } },
    },
  },
};

export default config;
