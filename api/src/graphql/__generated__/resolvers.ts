import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RegistrationView, RegistrationPageView } from '../../modules/registration/registration.service.js';
import type { RetentionView } from '../../modules/privacy/retention.service.js';
import type { WaitlistEntryView } from '../../modules/seats/seats.service.js';
import type { RegistrationReviewView } from '../../modules/review/review.service.js';
import type { TimelineEntryView } from '../../modules/review/timeline.js';
import type { TripFormView } from '../../modules/trip-form/trip-form.service.js';
import type { DocumentView, SharedDocumentView } from '../../modules/documents/documents.service.js';
import type { ProfileView } from '../../modules/profile/profile.service.js';
import type { InterestSubmissionView } from '../../modules/interest/interest.service.js';
import type { PaymentAccountView } from '../../modules/payments/payments.service.js';
import type { AnnouncementView, SentAnnouncementView } from '../../modules/announcements/announcements.service.js';
import type { AuditLogPageView, AuditLogEntryView } from '../../modules/audit/audit-log.service.js';
import type { StaffMemberView, StaffInvitationView } from '../../modules/team/team.service.js';
import type { TripView, RegistrationTripView } from '../../modules/trips/trips.service.js';
import type { StoredStay, StoredBus } from '../../modules/rooms/rooms.repository.js';
import type { RoomView, StayBoardView, RoomingTravellerView, RoomingBoardView, RoomChoiceView } from '../../modules/rooms/rooms.service.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string (UTC), e.g. 2026-11-22T14:05:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (header apollo-require-preflight required). */
  Upload: { input: unknown; output: unknown; }
};

export type AcceptInvitationInput = {
  fullName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  token: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Accommodations = {
  __typename?: 'Accommodations';
  madinah: Hotel;
  mecca: Hotel;
  note: Scalars['String']['output'];
};

export type AddRoomsInput = {
  count: Scalars['Int']['input'];
  gender: RoomGender;
  type: RoomType;
};

/** An organisers' message, as its recipient sees it on the dashboard. */
export type Announcement = {
  __typename?: 'Announcement';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  subject: Scalars['String']['output'];
};

/** Who an announcement goes to: every registered traveller, or those at one status. */
export type AnnouncementAudience =
  | 'ALL'
  | 'COMPLETED'
  | 'DEPOSIT_PAID'
  | 'FORM_APPROVED'
  | 'FORM_SUBMITTED'
  | 'PENDING'
  | 'VISA_APPROVED'
  | 'VISA_SUBMITTED';

export type AnnouncementInput = {
  audience: AnnouncementAudience;
  /** 1 to 5000 characters; a blank line starts a new paragraph. */
  body: Scalars['String']['input'];
  /** The same key sends once (a double click, a retried request). */
  clientKey?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 150 characters. */
  subject: Scalars['String']['input'];
};

export type AssignBusInput = {
  busId?: InputMaybe<Scalars['ID']['input']>;
  registrationId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

/** One event of the audit log, in plain words. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** The stored action (payment.recorded, passport.revealed…). */
  action: Scalars['String']['output'];
  /** The action in plain words. */
  actionLabel: Scalars['String']['output'];
  /** Who did it; null for the system (the worker) or an account that is gone. */
  actor?: Maybe<AuditPerson>;
  /** What the changed value became. */
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** What a changed value was, when the event changed one. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The address of the request that caused it; null for the worker or a command line. */
  ip?: Maybe<Scalars['String']['output']>;
  /** The reason given (a request for changes, a reversal). */
  reason?: Maybe<Scalars['String']['output']>;
  requestId?: Maybe<Scalars['String']['output']>;
  /** What happened, with its particulars. */
  summary: Scalars['String']['output'];
  /** The traveller it concerns; null for events about the group (an announcement, an export). */
  traveller?: Maybe<AuditTraveller>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  items: Array<AuditLogEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Events that match the filters. */
  total: Scalars['Int']['output'];
};

/** Who did something, as the audit log names them. */
export type AuditPerson = {
  __typename?: 'AuditPerson';
  fullName: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** The traveller an event concerns. */
export type AuditTraveller = {
  __typename?: 'AuditTraveller';
  fullName: Scalars['String']['output'];
  registrationId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

export type AuthStatus = {
  __typename?: 'AuthStatus';
  /** Staff with a role (any of owner, reviewer, treasurer, leader). */
  isAdmin: Scalars['Boolean']['output'];
  isAuthenticated: Scalars['Boolean']['output'];
  /** What the viewer may do on the admin dashboard (graphql/src/permissions.ts); empty for travellers. */
  permissions: Array<Scalars['String']['output']>;
  /** owner | reviewer | treasurer | leader; null for travellers (docs/product.md#the-team). */
  staffRole?: Maybe<Scalars['String']['output']>;
  viewer?: Maybe<Viewer>;
};

export type AutoPayTraveller = {
  __typename?: 'AutoPayTraveller';
  /** The last automatic charge that failed and is still to be paid (its due date), if any. */
  failingSince?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  registrationId: Scalars['ID']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  suffix: Scalars['String']['output'];
  wordmark: Scalars['String']['output'];
};

/** A sub-group of the trip with a leader from the staff. */
export type Bus = {
  __typename?: 'Bus';
  id: Scalars['ID']['output'];
  leaderName?: Maybe<Scalars['String']['output']>;
  leaderUserId?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

export type BusInput = {
  leaderUserId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

/** A cancellation, beside the status (the registration row is kept). */
export type Cancellation = {
  __typename?: 'Cancellation';
  at: Scalars['DateTime']['output'];
  by: CancelledBy;
  reason: Scalars['String']['output'];
};

/** What cancelling today would give back under the trip's refund policy. Amounts in CAD cents. */
export type CancellationQuote = {
  __typename?: 'CancellationQuote';
  /** The line that applies today. */
  applies: Scalars['String']['output'];
  /** paid − refunded − refund. */
  keptCents: Scalars['Int']['output'];
  /** The policy, line by line. */
  lines: Array<Scalars['String']['output']>;
  /** Payments net of reversals. */
  paidCents: Scalars['Int']['output'];
  /** What the policy gives back if cancelled today. */
  refundCents: Scalars['Int']['output'];
  /** Refunds already recorded. */
  refundedCents: Scalars['Int']['output'];
  registrationId: Scalars['ID']['output'];
};

/** Who cancelled a registration: the traveller, an admin, or the system (an expired hold). */
export type CancelledBy =
  | 'ADMIN'
  | 'SYSTEM'
  | 'TRAVELLER';

export type CardContact = {
  __typename?: 'CardContact';
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** The hotel the group sleeps in today, its address in English and in Arabic (for a taxi driver). */
export type CardHotel = {
  __typename?: 'CardHotel';
  addressAr?: Maybe<Scalars['String']['output']>;
  addressEn?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** A refund to the card as decided: split across the card payments, newest first. */
export type CardRefund = {
  __typename?: 'CardRefund';
  amountCents: Scalars['Int']['output'];
  decisionId: Scalars['ID']['output'];
  parts: Array<CardRefundPart>;
};

export type CardRefundInput = {
  amountCents: Scalars['Int']['input'];
  /** Idempotency key: a retried submit decides once (and sends what is still pending). */
  clientKey?: InputMaybe<Scalars['ID']['input']>;
  /** Internal: admins only. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** One part of a refund sent back to a card payment through the provider (ADR 0129). */
export type CardRefundPart = {
  __typename?: 'CardRefundPart';
  amountCents: Scalars['Int']['output'];
  /** The card payment it goes back to (pi_…). */
  providerPaymentId: Scalars['String']['output'];
  /** PENDING (the provider could not be reached yet: sent again by itself), SENT (waiting on the provider), SUCCEEDED (in the ledger) or FAILED (on the treasurer's list). */
  status: Scalars['String']['output'];
};

export type ClaimCompanionInput = {
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** The emailed link's token. */
  token: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ClaimedAccount = {
  __typename?: 'ClaimedAccount';
  username: Scalars['String']['output'];
};

export type CompanionInput = {
  /** YYYY-MM-DD */
  dateOfBirth: Scalars['String']['input'];
  /** An adult's email, to invite them to claim their account. */
  email?: InputMaybe<Scalars['String']['input']>;
  fullNameAsPerPassport: Scalars['String']['input'];
  gender: Scalars['String']['input'];
  relationship: Scalars['String']['input'];
};

export type ContentImage = {
  __typename?: 'ContentImage';
  alt: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type ContentImages = {
  __typename?: 'ContentImages';
  footer: ContentImage;
  hero: ContentImage;
};

export type CopyTripInput = {
  name: Scalars['String']['input'];
  /** Every date of the copy moves by this many days; the new dates may not overlap the source's. */
  shiftDays: Scalars['Int']['input'];
  /** Lowercase letters, digits and single dashes; the key of the trip's pages in the content studio. */
  slug: Scalars['String']['input'];
};

export type DeleteAccountInput = {
  /** DELETE, typed. */
  confirmation?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type DismissedAnnouncement = {
  __typename?: 'DismissedAnnouncement';
  id: Scalars['ID']['output'];
};

export type DocumentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type DocumentMetadata = {
  __typename?: 'DocumentMetadata';
  description?: Maybe<Scalars['String']['output']>;
  /** Bytes. */
  size: Scalars['Int']['output'];
};

export type DocumentType =
  /** A parent's or guardian's consent letter for a traveller under 18 (never shared). */
  | 'consent'
  | 'other'
  | 'passport'
  | 'photo'
  /** A meningitis ACWY vaccination certificate (never shared). */
  | 'vaccination'
  | 'visa';

/** Whether the signed-in account's email is confirmed: a registration starts once it is. */
export type EmailVerification = {
  __typename?: 'EmailVerification';
  email: Scalars['String']['output'];
  verified: Scalars['Boolean']['output'];
};

export type EmergencyContact = {
  __typename?: 'EmergencyContact';
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  relationship?: Maybe<Scalars['String']['output']>;
};

/** Member or non-member price (the CMS holds the amounts). */
export type Fare =
  | 'barakah'
  | 'nonBarakah';

export type FareCents = {
  __typename?: 'FareCents';
  barakahCents: Scalars['Int']['output'];
  nonBarakahCents: Scalars['Int']['output'];
};

export type FinanceOverview = {
  __typename?: 'FinanceOverview';
  /** Travellers on automatic payments (a saved card charged on each due date), by name. */
  autoPay: Array<AutoPayTraveller>;
  /** Payments net of reversals (refunds not deducted). */
  collectedCents: Scalars['Int']['output'];
  /** Online payments to refund (a cancelled registration, an unknown one, another currency), newest first. */
  onlineToRefund: Array<OnlinePaymentFlag>;
  outstandingCents: Scalars['Int']['output'];
  /** Most overdue first. */
  overdue: Array<OverdueTraveller>;
  overdueCents: Scalars['Int']['output'];
  /** Refunds recorded. */
  refundedCents: Scalars['Int']['output'];
};

/** A flight of a trip (ADR 0128): every active traveller is on it unless left off. Days are YYYY-MM-DD. */
export type FlightLeg = {
  __typename?: 'FlightLeg';
  airline: Scalars['String']['output'];
  arrivesOn: Scalars['String']['output'];
  departsOn: Scalars['String']['output'];
  /** Active registrations left off the leg. */
  excludedRegistrationIds: Array<Scalars['ID']['output']>;
  /** IATA flight number in capitals without spaces (SV22). */
  flightNumber: Scalars['String']['output'];
  /** IATA airport codes. */
  fromAirport: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The group's booking reference on this leg. */
  pnr?: Maybe<Scalars['String']['output']>;
  toAirport: Scalars['String']['output'];
  /** Active travellers on the leg. */
  travellerCount: Scalars['Int']['output'];
  tripId: Scalars['ID']['output'];
};

export type FlightLegInput = {
  airline?: InputMaybe<Scalars['String']['input']>;
  arrivesOn?: InputMaybe<Scalars['String']['input']>;
  departsOn?: InputMaybe<Scalars['String']['input']>;
  flightNumber?: InputMaybe<Scalars['String']['input']>;
  fromAirport?: InputMaybe<Scalars['String']['input']>;
  pnr?: InputMaybe<Scalars['String']['input']>;
  toAirport?: InputMaybe<Scalars['String']['input']>;
};

export type Gender =
  | 'female'
  | 'male';

export type Headcount = {
  __typename?: 'Headcount';
  /** That bus's name. */
  bus?: Maybe<Scalars['String']['output']>;
  /** The bus it counts (only that bus's travellers), or null for the whole trip. */
  busId?: Maybe<Scalars['ID']['output']>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Free text, or null. */
  group?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** Not marked present: absent or not seen yet. */
  missing: Array<HeadcountTraveller>;
  presentCount: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** The name of who started it (null once their account is gone). */
  startedBy?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
  /** Every active traveller it counts (the trip's, or its bus's), in name order. */
  travellers: Array<HeadcountTraveller>;
  tripId: Scalars['ID']['output'];
};

export type HeadcountMarkInput = {
  checkId: Scalars['ID']['input'];
  deviceId: Scalars['String']['input'];
  /** A uuid made by the phone: the same mark sent twice is stored once. */
  markId: Scalars['ID']['input'];
  markedAt: Scalars['DateTime']['input'];
  registrationId: Scalars['ID']['input'];
  state: HeadcountState;
};

/** present: seen; absent: marked as not there; unmarked: not seen yet. */
export type HeadcountState =
  | 'absent'
  | 'present'
  | 'unmarked';

export type HeadcountSync = {
  __typename?: 'HeadcountSync';
  check: Headcount;
  duplicates: Scalars['Int']['output'];
  /** Marks not counted, with why (a traveller no longer on the trip, another check). */
  rejected: Array<RejectedMark>;
  stored: Scalars['Int']['output'];
};

export type HeadcountTraveller = {
  __typename?: 'HeadcountTraveller';
  fullName: Scalars['String']['output'];
  markedAt?: Maybe<Scalars['DateTime']['output']>;
  registrationId: Scalars['ID']['output'];
  state: HeadcountState;
};

export type Headcounts = {
  __typename?: 'Headcounts';
  /** Newest first. */
  checks: Array<Headcount>;
  /** The newest closed check's missing travellers, or null before any is closed. */
  lastMissing?: Maybe<LastMissing>;
  tripId: Scalars['ID']['output'];
};

export type Hotel = {
  __typename?: 'Hotel';
  dates: Scalars['String']['output'];
  location: Scalars['String']['output'];
  name: Scalars['String']['output'];
  stars: Scalars['Int']['output'];
};

/** A room type of a hotel stay: its beds and its supplement per person. */
export type HotelRoomType = {
  __typename?: 'HotelRoomType';
  capacity: Scalars['Int']['output'];
  supplementCents: Scalars['Int']['output'];
  type: RoomType;
};

export type HotelRoomTypeInput = {
  capacity: Scalars['Int']['input'];
  supplementCents: Scalars['Int']['input'];
  type: RoomType;
};

/** A hotel stay of the trip (a fact of the trip, ADR 0124). */
export type HotelStay = {
  __typename?: 'HotelStay';
  addressAr: Scalars['String']['output'];
  addressEn: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  checkIn: Scalars['String']['output'];
  checkOut: Scalars['String']['output'];
  city: Scalars['String']['output'];
  hotelName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  nights: Scalars['Int']['output'];
  roomTypes: Array<HotelRoomType>;
};

/** A stay as the trip page sends it; without an id, a new stay. */
export type HotelStayInput = {
  addressAr: Scalars['String']['input'];
  addressEn: Scalars['String']['input'];
  checkIn: Scalars['String']['input'];
  checkOut: Scalars['String']['input'];
  city: Scalars['String']['input'];
  hotelName: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  roomTypes: Array<HotelRoomTypeInput>;
};

/** How to pay: the traveller's reference code (also shown to admins to match an e-transfer), the organisers' e-transfer address, the payment form. */
export type HowToPay = {
  __typename?: 'HowToPay';
  etransferEmail: Scalars['String']['output'];
  note: Scalars['String']['output'];
  paymentFormUrl: Scalars['String']['output'];
  /** UJ-XXXX-XXXX, derived from the registration: the same every time. */
  referenceCode: Scalars['String']['output'];
};

export type InterestInput = {
  email: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** 1 to 45. */
  travelers: Scalars['Int']['input'];
  /** Honeypot: left empty by people. When filled, the answer is the usual success and nothing is stored. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the interest submissions, newest first. */
export type InterestPage = {
  __typename?: 'InterestPage';
  items: Array<InterestSubmission>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Every submission, across all pages. */
  total: Scalars['Int']['output'];
};

/** A visitor's interest, left on the landing page's Coming Soon form. */
export type InterestSubmission = {
  __typename?: 'InterestSubmission';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** Another submission has the same email (case and spaces ignored): likely the same person twice. */
  sameEmail: Scalars['Boolean']['output'];
  /** Another submission has the same phone (its last ten digits): likely the same person twice. */
  samePhone: Scalars['Boolean']['output'];
  travelers: Scalars['Int']['output'];
};

export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  email: Scalars['String']['output'];
  staffRole: Scalars['String']['output'];
};

export type InviteStaffInput = {
  email: Scalars['String']['input'];
  staffRole: Scalars['String']['input'];
};

export type Itinerary = {
  __typename?: 'Itinerary';
  departure: ItineraryLeg;
  madinah: ItineraryLeg;
  mecca: ItineraryLeg;
  return: ItineraryLeg;
};

/** One day of the trip's programme (from the CMS). */
export type ItineraryDay = {
  __typename?: 'ItineraryDay';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** In time order. */
  steps: Array<ItineraryStep>;
};

export type ItineraryLeg = {
  __typename?: 'ItineraryLeg';
  dates: Scalars['String']['output'];
  lines: Array<TimedLine>;
  title: Scalars['String']['output'];
};

/** One step of a day's programme: its time in Makkah and Madinah (HH:MM, Asia/Riyadh), what and where, in the reader's language. */
export type ItineraryStep = {
  __typename?: 'ItineraryStep';
  place?: Maybe<Scalars['String']['output']>;
  time: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Every text the landing page shows beside the trip's facts. */
export type LandingWords = {
  __typename?: 'LandingWords';
  comingSoonEyebrow: Scalars['String']['output'];
  comingSoonHeading: Scalars['String']['output'];
  comingSoonLink: Scalars['String']['output'];
  comingSoonStayTuned: Scalars['String']['output'];
  comingSoonText: Scalars['String']['output'];
  footerTagline: Scalars['String']['output'];
  heroButton: Scalars['String']['output'];
  heroHeadline: Scalars['String']['output'];
  heroInvitation: Scalars['String']['output'];
  interestIntro: Scalars['String']['output'];
  interestTitle: Scalars['String']['output'];
  registerEyebrow: Scalars['String']['output'];
  registerHeading: Scalars['String']['output'];
  registerIntro: Scalars['String']['output'];
};

export type LastMissing = {
  __typename?: 'LastMissing';
  checkId: Scalars['ID']['output'];
  closedAt: Scalars['DateTime']['output'];
  label: Scalars['String']['output'];
  travellers: Array<HeadcountTraveller>;
};

export type LogInInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type LogInResult = {
  __typename?: 'LogInResult';
  isAdmin: Scalars['Boolean']['output'];
  /** What the sign-in still needs: 'enrol' (staff without a factor), 'verify' (an account with one), or null (signed in). */
  secondFactor?: Maybe<Scalars['String']['output']>;
};

export type MaritalStatus =
  | 'divorced'
  | 'married'
  | 'single'
  | 'widowed';

export type MeningitisRuleInput = {
  checkedOn: Scalars['String']['input'];
  daysBeforeDeparture: Scalars['Int']['input'];
  fromAgeYears: Scalars['Int']['input'];
  source: RuleSourceInput;
  validityYears: VaccineValidityInput;
};

export type MinorConsentRuleInput = {
  checkedOn: Scalars['String']['input'];
  source: RuleSourceInput;
  underAgeYears: Scalars['Int']['input'];
};

export type MoveTravellerInput = {
  registrationId: Scalars['ID']['input'];
  /** Null: out of the stay's rooms. */
  roomId?: InputMaybe<Scalars['ID']['input']>;
  stayId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Makes the invited staff account (no sign-in: it signs in next, then enrols a second factor). */
  acceptInvitation: OkResult;
  /** Accepts the traveller's own live offer: starts their registration with the usual hold. */
  acceptOffer: TripRegistration;
  /** Which traveller the portal shows: a managed companion of the viewer's party, or null for the viewer. */
  actForTraveller: Party;
  addBus: RoomingBoard;
  /** Adds companions to the viewer's party: a seat each, all or none (FULL when the party does not fit). */
  addCompanions: Party;
  /** Adds a leg to the chosen trip (trips:manage). CONFLICT when the same flight is already a leg that day. */
  addFlightLeg: FlightLeg;
  addRooms: RoomingBoard;
  /** Admins only: anyone else gets 'Invalid username or password'. */
  adminLogIn: LogInResult;
  adminLogOut: OkResult;
  /** Admins only: the submitted form becomes read-only. */
  approveForm: TripRegistration;
  /** Admins only: needs submitted visa documents. */
  approveVisa: TripRegistration;
  assignBus: RoomingBoard;
  /** Fill the stay's rooms by the rules: families first, then single-gender rooms by preference and wishes. */
  assignRoomsAutomatically: RoomingBoard;
  /** Cancels the traveller's own active registration (the reason is optional). */
  cancelMyRegistration: TripRegistration;
  /** Admins only: cancels a registration with a reason of 3–1000 characters. */
  cancelRegistration: TripRegistration;
  /** Admins only (audited). */
  changeFare: PaymentAccount;
  /** The signed-in user's new password (the current one first); other sessions end, this one stays. */
  changePassword: OkResult;
  /** Treasurer or owner: change a traveller's room type (after payments too); answers the new account. */
  changeRoomType: PaymentAccount;
  /** A new role; the member's sessions end at once. The last owner cannot be demoted. */
  changeStaffRole: StaffMember;
  /** The traveller chooses a room type and who they wish to share with; the supplement joins the balance. */
  chooseRoom: RoomChoice;
  /** An invited adult companion claims their account with the emailed link (no session needed). */
  claimCompanionAccount: ClaimedAccount;
  /** Closes a headcount (headcount:write). */
  closeHeadcount: Headcount;
  /** The app's first code: the app is confirmed, ten recovery codes are given, and a waiting sign-in completes. */
  confirmTotp: RecoveryCodes;
  /** Admins: a draft copy of a trip for the next season, every date shifted, its pages copied in the content studio. */
  copyTrip: Trip;
  /** The owner (or an admin). Visa documents are locked once the visa is approved. */
  deleteDocument: OkResult;
  /** Removes a leg and its exceptions (trips:manage). */
  deleteFlightLeg: Scalars['Boolean']['output'];
  /** The viewer deletes their own account (travellers; refused while a registration is active). Ends the session. */
  deleteMyAccount: OkResult;
  dismissAnnouncement: DismissedAnnouncement;
  /** Admins only: extends a running hold by 1–720 hours, with a reason. */
  extendHold: TripRegistration;
  /** The lead invites an adult companion of the party to claim their account (a new link; an earlier one stops working). Audited. */
  inviteCompanion: Party;
  /** Sends a single-use invitation link (72 hours) for a role (team:manage). */
  inviteStaff: StaffInvitation;
  /** Travellers, when the group is full: joins the waiting list (idempotent). */
  joinWaitlist: WaitlistEntry;
  /** Leaves the waiting list (an open offer is declined and passes on). */
  leaveWaitlist: WaitlistEntry;
  /** Any account may sign in here; admins are told so and land on the admin dashboard. */
  logIn: LogInResult;
  logOut: OkResult;
  /** Admins only: records what the scheduled deposit still lacks, by method (e-transfer, cash, cheque, card, other; default other). */
  markDepositPaid: TripRegistration;
  moveTraveller: RoomingBoard;
  /** Admins: one step of the trip's life; one trip is open at a time. */
  moveTrip: Trip;
  /** Ten new recovery codes for the signed-in account; the older ones stop working. */
  newRecoveryCodes: RecoveryCodes;
  /** Admins only: offers a free seat to this waiting person, with a reason. */
  offerSeat: WaitlistEntry;
  /** Options (JSON) for the browser to sign with a passkey of the waiting sign-in's account. */
  passkeyAuthenticationOptions: Scalars['String']['output'];
  /** Options (JSON) for the browser to make a passkey. */
  passkeyRegistrationOptions: Scalars['String']['output'];
  /** Admins: purge a returned or archived trip's personal data now (also resumes an interrupted purge). */
  purgeTripData: TripRetention;
  /** Admins only: the final payment (60 days before departure) moves the registration to COMPLETED. */
  recordFinalPayment: TripRegistration;
  /** A payment for the whole party on its lead's registration (registrationId), shared out over its travellers, the lead first; answers the lead's account. */
  recordPartyPayment: PaymentAccount;
  /** Admins only. More than the balance needs allowOverpayment; a payment that covers the deposit marks it paid. */
  recordPayment: PaymentAccount;
  /** Admins only: a refund entry (never an edit of a payment); more than was paid, net of reversals and earlier refunds, is refused. */
  recordRefund: PaymentAccount;
  /** Admins with refunds:record, while online payment is on: sends a refund back to the card payments (recorded when the provider confirms). 503 when the provider cannot be reached: the refund is kept and sent again. */
  refundToCard: CardRefund;
  /** The browser's new passkey (JSON); a waiting sign-in completes. Recovery codes come with a first factor. */
  registerPasskey: RecoveryCodes;
  /** Takes a bus off the trip; whoever rode it has no bus. Audited. */
  removeBus: RoomingBoard;
  /** Takes a managed companion out of the party while nothing is paid for them; their place is freed. */
  removeCompanion: Party;
  /** Removes one of the signed-in account's passkeys (staff keep at least one factor; with none left the recovery codes go too). Audited. */
  removePasskey: SecondFactorStatus;
  /** Takes a room off its hotel stay; whoever was in it is unplaced (warned on the board). Audited. */
  removeRoom: RoomingBoard;
  /** Admins only: moves an open entry to a 1-based place, with a reason; answers the list. */
  reorderWaitlist: Array<WaitlistEntry>;
  /** Admins only: sends a submitted form back (status DEPOSIT_PAID) with a reason of 10–1000 characters. */
  requestFormChanges: TripRegistration;
  /** Sends a single-use reset link (one hour) when an account has this email; the same answer either way. */
  requestPasswordReset: OkResult;
  /** Admins only: sends submitted visa documents back (status FORM_APPROVED) with a reason of 10–1000 characters. */
  requestVisaChanges: TripRegistration;
  /** A new confirmation link to the signed-in account's email (a few an hour); nothing is sent when it is confirmed. */
  resendVerificationEmail: EmailVerification;
  /** Sets a new password with the link's token; every session of the account ends. */
  resetPassword: OkResult;
  /** Admins only: the traveller's passport number in clear. Every reveal is audited. */
  revealPassportNumber: Scalars['String']['output'];
  /** Admins only: a reversal entry cancels the whole payment (reason 10–500 characters). */
  reversePayment: PaymentAccount;
  revokeInvitation: OkResult;
  /** Ends a member's access and sessions at once. The last owner cannot be revoked. */
  revokeStaff: StaffMember;
  /** Admins: the trip's hotel stays and room types become these. */
  saveHotelStays: Array<HotelStay>;
  /** The owner replaces a trip's readiness rules (trips:manage; audited: what changed, before and after). Answers the trip's board. */
  saveReadinessRules: ReadinessBoard;
  /** The traveller's visa details, vaccine and care needs on the current trip (needs a registration; audited). */
  saveTravelDetails: MyReadiness;
  /**
   * Saves the form. submit: true (Submit Form) applies every rule and moves the registration to
   * FORM_SUBMITTED; submit: false (Save Progress) checks only what is filled and never changes the status.
   * Needs the deposit paid; refused once the form is approved.
   */
  saveTripForm: TripForm;
  /** Admins: send an announcement (emailed, and shown on each recipient's dashboard until dismissed). */
  sendAnnouncement: SentAnnouncement;
  /** Admins: send undeliverable emails again (these, or all of them when no ids are given). */
  sendUndeliveredAgain: SendAgainResult;
  /** Puts a traveller on a leg or leaves them off it (trips:manage). */
  setFlightLegTraveller: FlightLeg;
  /** The signed-in account's language (en, fr, ar): its pages and emails read in it. Any other value is refused. */
  setMyLanguage: Profile;
  setReminders: ReminderSettings;
  /** A new authenticator app secret for the account enrolling (staff at first sign-in, or a signed-in account). */
  setUpTotp: TotpSetup;
  /** Admins with refunds:record: settles an online payment of the refund list by hand, saying how (note 3–500 characters; audited). NOT_FOUND for an unknown id, CONFLICT when already settled. */
  settleOnlinePaymentFlag: OnlinePaymentFlag;
  /** The browser's signature (JSON): a waiting sign-in completes. */
  signInWithPasskey: OkResult;
  /** Creates a traveller account. Does not sign in: the client goes to /login. */
  signUp: OkResult;
  /** Starts a headcount on the chosen trip (headcount:write). */
  startHeadcount: Headcount;
  /** The signed-in traveller only, for their own registration, while online payment is on: opens a Checkout Session. */
  startOnlinePayment: OnlineCheckout;
  /** Starts the traveller's registration at their fare (default nonBarakah; idempotent: a second call answers the same one). FULL when the group is full. */
  startRegistration: TripRegistration;
  /** Public, rate limited per address. */
  submitInterest: OkResult;
  /** Sends a phone's marks (headcount:write): idempotent by mark id; answers the merged state. */
  syncHeadcount: HeadcountSync;
  /** The signed-in traveller: stops automatic payments on their saved card (audited). */
  turnOffAutoPay: PaymentAccount;
  /** Replaces a leg's details (trips:manage). */
  updateFlightLeg: FlightLeg;
  updateProfile: Profile;
  /** Admins: change a trip's facts (a started registration keeps its fare and schedule). */
  updateTrip: Trip;
  /** At most 5 MB; JPEG, PNG, WebP or PDF by content. Needs an approved form. A visa document submits the visa. */
  uploadDocument: TripDocument;
  /** Follows the link of a confirmation email (single use, 24 hours); needs no session. */
  verifyEmail: OkResult;
  /** A waiting sign-in's second step: the app's code, or one recovery code. */
  verifySecondFactor: OkResult;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationAcceptOfferArgs = {
  fare?: InputMaybe<Fare>;
  id: Scalars['ID']['input'];
};


export type MutationActForTravellerArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddBusArgs = {
  input: BusInput;
  tripId: Scalars['ID']['input'];
};


export type MutationAddCompanionsArgs = {
  companions: Array<CompanionInput>;
};


export type MutationAddFlightLegArgs = {
  input: FlightLegInput;
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddRoomsArgs = {
  input: AddRoomsInput;
  stayId: Scalars['ID']['input'];
};


export type MutationAdminLogInArgs = {
  input: LogInInput;
};


export type MutationApproveFormArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveVisaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAssignBusArgs = {
  input: AssignBusInput;
};


export type MutationAssignRoomsAutomaticallyArgs = {
  stayId: Scalars['ID']['input'];
};


export type MutationCancelMyRegistrationArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelRegistrationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangeFareArgs = {
  fare: Fare;
  registrationId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangeRoomTypeArgs = {
  registrationId: Scalars['ID']['input'];
  roomType?: InputMaybe<RoomType>;
};


export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  staffRole: Scalars['String']['input'];
};


export type MutationChooseRoomArgs = {
  input: RoomChoiceInput;
};


export type MutationClaimCompanionAccountArgs = {
  input: ClaimCompanionInput;
};


export type MutationCloseHeadcountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmTotpArgs = {
  code: Scalars['String']['input'];
};


export type MutationCopyTripArgs = {
  id: Scalars['ID']['input'];
  input: CopyTripInput;
};


export type MutationDeleteDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFlightLegArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMyAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDismissAnnouncementArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExtendHoldArgs = {
  hours: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationInviteCompanionArgs = {
  email: Scalars['String']['input'];
  registrationId: Scalars['ID']['input'];
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationLogInArgs = {
  input: LogInInput;
};


export type MutationMarkDepositPaidArgs = {
  id: Scalars['ID']['input'];
  method?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMoveTravellerArgs = {
  input: MoveTravellerInput;
};


export type MutationMoveTripArgs = {
  id: Scalars['ID']['input'];
  to: TripStatus;
};


export type MutationOfferSeatArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationPurgeTripDataArgs = {
  tripId: Scalars['ID']['input'];
};


export type MutationRecordFinalPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordPartyPaymentArgs = {
  input: PaymentInput;
};


export type MutationRecordPaymentArgs = {
  input: PaymentInput;
};


export type MutationRecordRefundArgs = {
  input: RefundInput;
  registrationId: Scalars['ID']['input'];
};


export type MutationRefundToCardArgs = {
  input: CardRefundInput;
  registrationId: Scalars['ID']['input'];
};


export type MutationRegisterPasskeyArgs = {
  response: Scalars['String']['input'];
};


export type MutationRemoveBusArgs = {
  busId: Scalars['ID']['input'];
};


export type MutationRemoveCompanionArgs = {
  registrationId: Scalars['ID']['input'];
};


export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveRoomArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationReorderWaitlistArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRequestFormChangesArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestVisaChangesArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRevealPassportNumberArgs = {
  registrationId: Scalars['ID']['input'];
};


export type MutationReversePaymentArgs = {
  paymentId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeStaffArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveHotelStaysArgs = {
  stays: Array<HotelStayInput>;
  tripId: Scalars['ID']['input'];
};


export type MutationSaveReadinessRulesArgs = {
  rules: ReadinessRulesInput;
  tripId: Scalars['ID']['input'];
};


export type MutationSaveTravelDetailsArgs = {
  input: TravelDetailsInput;
};


export type MutationSaveTripFormArgs = {
  input: TripFormInput;
  submit?: Scalars['Boolean']['input'];
};


export type MutationSendAnnouncementArgs = {
  input: AnnouncementInput;
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSendUndeliveredAgainArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationSetFlightLegTravellerArgs = {
  legId: Scalars['ID']['input'];
  onLeg: Scalars['Boolean']['input'];
  registrationId: Scalars['ID']['input'];
};


export type MutationSetMyLanguageArgs = {
  locale: Scalars['String']['input'];
};


export type MutationSetRemindersArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationSettleOnlinePaymentFlagArgs = {
  id: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


export type MutationSignInWithPasskeyArgs = {
  response: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStartHeadcountArgs = {
  input: StartHeadcountInput;
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationStartOnlinePaymentArgs = {
  input: OnlinePaymentInput;
};


export type MutationStartRegistrationArgs = {
  fare?: InputMaybe<Fare>;
};


export type MutationSubmitInterestArgs = {
  input: InterestInput;
};


export type MutationSyncHeadcountArgs = {
  id: Scalars['ID']['input'];
  marks: Array<HeadcountMarkInput>;
};


export type MutationUpdateFlightLegArgs = {
  id: Scalars['ID']['input'];
  input: FlightLegInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateTripArgs = {
  id: Scalars['ID']['input'];
  input: TripFactsInput;
};


export type MutationUploadDocumentArgs = {
  file: Scalars['Upload']['input'];
  input: DocumentInput;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationVerifySecondFactorArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};

export type MyReadiness = {
  __typename?: 'MyReadiness';
  departsOn: Scalars['String']['output'];
  details: TravelDetails;
  items: Array<ReadinessItem>;
  ready: Scalars['Boolean']['output'];
  returnsOn: Scalars['String']['output'];
};

/** The signed-in traveller's seat beyond the active registration. */
export type MySeat = {
  __typename?: 'MySeat';
  /** Their latest cancelled registration, if any. */
  lastCancellation?: Maybe<Cancellation>;
  /** Their latest waiting-list entry (open or closed), if any. */
  waitlist?: Maybe<WaitlistEntry>;
};

export type NextDue = {
  __typename?: 'NextDue';
  /** What remains of that item. */
  amountCents: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  dueDate?: Maybe<Scalars['String']['output']>;
};

export type OkResult = {
  __typename?: 'OkResult';
  success: Scalars['Boolean']['output'];
};

/** A Checkout Session opened with the card provider: the browser goes to its url. */
export type OnlineCheckout = {
  __typename?: 'OnlineCheckout';
  amountCents: Scalars['Int']['output'];
  sessionId: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** What the traveller pays online: the next due item, the whole balance, or an amount between them. */
export type OnlineChoice =
  | 'AMOUNT'
  | 'BALANCE'
  | 'NEXT_DUE';

/** A payment the provider took that the ledger cannot keep as it stands: the treasurer refunds it (ADR 0117). */
export type OnlinePaymentFlag = {
  __typename?: 'OnlinePaymentFlag';
  /** In the currency's minor unit. */
  amountMinor: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The provider's payment id (pi_…). */
  providerPaymentId: Scalars['String']['output'];
  /** registration_cancelled, unknown_registration, currency, refund_failed (a refund to the card failed), refund_too_large or refund_unknown_payment (a refund made in the provider's dashboard the ledger cannot take). */
  reason: Scalars['String']['output'];
  registrationId?: Maybe<Scalars['ID']['output']>;
  /** When it was settled (by a refund of the payment for at least its amount, or by hand); null while it waits. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  /** How it was settled (the staff member's note, or "Refunded to the card (re_…)"). */
  settlementNote?: Maybe<Scalars['String']['output']>;
};

export type OnlinePaymentInput = {
  /** With AMOUNT: whole cents between the offer's minCents and maxCents. */
  amountCents?: InputMaybe<Scalars['Int']['input']>;
  choice: OnlineChoice;
  /** Save the card and agree to be charged each later schedule item on its due date (automatic payments). */
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The bounds of an online payment, in CAD cents: the next due item (at least the provider's minimum) up to the whole balance. */
export type OnlinePaymentOffer = {
  __typename?: 'OnlinePaymentOffer';
  maxCents: Scalars['Int']['output'];
  minCents: Scalars['Int']['output'];
};

/** A Checkout Session as the return page reads it. */
export type OnlinePaymentStatus = {
  __typename?: 'OnlinePaymentStatus';
  amountCents: Scalars['Int']['output'];
  /** The ledger entry's receipt (R-000042) once PAID. */
  receiptNumber?: Maybe<Scalars['String']['output']>;
  sessionId: Scalars['String']['output'];
  /** PENDING until the provider's webhook is recorded in the ledger; PAID then. */
  state: Scalars['String']['output'];
};

/** Whether the organisers offer "Pay now" by card (it also needs the server's Stripe keys), and the surcharge or fee text shown beside it. */
export type OnlinePaymentWords = {
  __typename?: 'OnlinePaymentWords';
  offered: Scalars['Boolean']['output'];
  /** Empty when there is none. */
  surcharge: Scalars['String']['output'];
};

export type OverdueTraveller = {
  __typename?: 'OverdueTraveller';
  balanceCents: Scalars['Int']['output'];
  fullName: Scalars['String']['output'];
  oldestDueDate?: Maybe<Scalars['String']['output']>;
  overdueCents: Scalars['Int']['output'];
  registrationId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

export type Party = {
  __typename?: 'Party';
  /** The traveller the portal's own pages are about: the viewer, or the companion they act for. */
  actingFor: Scalars['ID']['output'];
  /** Null for a traveller alone (a party of one). */
  id?: Maybe<Scalars['ID']['output']>;
  maxSize: Scalars['Int']['output'];
  members: Array<PartyMember>;
  totals: PartyTotals;
  youLead: Scalars['Boolean']['output'];
};

export type PartyMember = {
  __typename?: 'PartyMember';
  balanceCents: Scalars['Int']['output'];
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  fareCents: Scalars['Int']['output'];
  /** The name as on the passport (the form's), else the account's. */
  fullName: Scalars['String']['output'];
  /** A minor with a parent or guardian among the party: no consent letter is asked. */
  guardianInParty: Scalars['Boolean']['output'];
  holdExpiresAt?: Maybe<Scalars['String']['output']>;
  /** A managed adult's pending invitation to claim their account: the address it went to (null when none is pending). */
  invitedEmail?: Maybe<Scalars['String']['output']>;
  isLead: Scalars['Boolean']['output'];
  /** The lead manages this companion's account and may act for them. */
  managed: Scalars['Boolean']['output'];
  /** Under the trip's minor age on its first day (false while no birth date is given). */
  minor: Scalars['Boolean']['output'];
  paidCents: Scalars['Int']['output'];
  registrationId: Scalars['ID']['output'];
  /** To the lead; null for the lead. */
  relationship?: Maybe<Relationship>;
  status: RegistrationStatus;
  userId: Scalars['ID']['output'];
};

export type PartyTotals = {
  __typename?: 'PartyTotals';
  balanceCents: Scalars['Int']['output'];
  fareCents: Scalars['Int']['output'];
  paidCents: Scalars['Int']['output'];
};

/** One of the account's passkeys: when it was added and last used (no key material). */
export type Passkey = {
  __typename?: 'Passkey';
  createdAt: Scalars['String']['output'];
  /** The credential's id, as the authenticator names it. */
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['String']['output']>;
};

export type PassportRuleInput = {
  checkedOn: Scalars['String']['input'];
  monthsAfterReturn: Scalars['Int']['input'];
  source: RuleSourceInput;
};

/** One of the traveller's registrations on another trip than the current one: read-only. */
export type PastTrip = {
  __typename?: 'PastTrip';
  /** Their documents on that trip, until the trip's personal data is purged. */
  documents: Array<TripDocument>;
  /** The registration's ledger (receipts downloadable). */
  payments: PaymentAccount;
  registration: TripRegistration;
  trip: TripChoice;
};

/** A traveller's money: fare, payments, balance and the schedule for their fare. Amounts in CAD cents. */
export type PaymentAccount = {
  __typename?: 'PaymentAccount';
  /** The traveller agreed to automatic payments: each schedule item is charged to their saved card on its due date. */
  autoPay: Scalars['Boolean']['output'];
  /** Fare + supplement − (paid − refunded); negative when overpaid. */
  balanceCents: Scalars['Int']['output'];
  /** Oldest first. */
  entries: Array<PaymentEntry>;
  fare: Fare;
  /** The fare's amount locked when the registration started. */
  fareCents: Scalars['Int']['output'];
  howToPay: HowToPay;
  nextDue?: Maybe<NextDue>;
  /** What may be paid online now (the traveller's own view; ADR 0117); null when online payment is off, nothing is owed, or for staff. */
  online?: Maybe<OnlinePaymentOffer>;
  overdueCents: Scalars['Int']['output'];
  /** Payments net of reversals. */
  paidCents: Scalars['Int']['output'];
  /** Refunds recorded. */
  refundedCents: Scalars['Int']['output'];
  registrationId: Scalars['ID']['output'];
  /** The schedule locked when the registration started. */
  schedule: Array<ScheduleItem>;
  /** The room type's supplement over the trip's hotel stays, locked when chosen (0 without one). */
  supplementCents: Scalars['Int']['output'];
};

export type PaymentEntry = {
  __typename?: 'PaymentEntry';
  amountCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** payment, reversal (a negative amount cancelling one payment) or refund (a negative amount given back). */
  kind: Scalars['String']['output'];
  /** e-transfer, cash, cheque, card or other. */
  method: Scalars['String']['output'];
  /** Internal: admins only. Null in every traveller's view (REST and GraphQL); never on a receipt or in an email. */
  note?: Maybe<Scalars['String']['output']>;
  /** R-000042 */
  receiptNumber: Scalars['String']['output'];
  /** The PDF receipt (owner or admin). */
  receiptUrl: Scalars['String']['output'];
  /** YYYY-MM-DD */
  receivedOn: Scalars['String']['output'];
  recordedAt: Scalars['DateTime']['output'];
  recordedBy?: Maybe<TimelineActor>;
  reference?: Maybe<Scalars['String']['output']>;
  /** The reversal that cancelled this payment. */
  reversedById?: Maybe<Scalars['ID']['output']>;
  /** The payment this reversal cancels. */
  reversesId?: Maybe<Scalars['ID']['output']>;
  /** The note to the traveller: on their payments page and the receipt. */
  travellerNote?: Maybe<Scalars['String']['output']>;
};

export type PaymentForm = {
  __typename?: 'PaymentForm';
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type PaymentInput = {
  /** The admin confirmed a payment above the balance. */
  allowOverpayment?: InputMaybe<Scalars['Boolean']['input']>;
  amountCents: Scalars['Int']['input'];
  /** Idempotency key: a retried submit with the same key records once. */
  clientKey?: InputMaybe<Scalars['ID']['input']>;
  method: Scalars['String']['input'];
  /** Internal: admins only, never shown or sent to the traveller. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, not in the future. */
  receivedOn: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  registrationId: Scalars['ID']['input'];
  /** The note to the traveller (payments page, receipt). */
  travellerNote?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentInstalment = {
  __typename?: 'PaymentInstalment';
  amountCents: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** As the landing page shows it. */
  due: Scalars['String']['output'];
  /** YYYY-MM-DD; null when due at registration. */
  dueDate?: Maybe<Scalars['String']['output']>;
  /** all, barakah or nonBarakah: which fare the line applies to. */
  fare: Scalars['String']['output'];
};

/** The pilgrim's card: what a traveller shows on the road, offline once opened. */
export type PilgrimCard = {
  __typename?: 'PilgrimCard';
  /** The trip is archived: the card shows only that. */
  archived: Scalars['Boolean']['output'];
  fullName: Scalars['String']['output'];
  groupName: Scalars['String']['output'];
  hotel?: Maybe<CardHotel>;
  /** The leader's view of this traveller (the QR code's address, on this site). */
  leaderView: Scalars['String']['output'];
  leaders: Array<CardContact>;
  organisers: Array<CardContact>;
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** Every day of the trip's programme, in the reader's language (the page shows today's from the copy it keeps offline); empty once archived. */
  programme: Array<ItineraryDay>;
  registrationId: Scalars['ID']['output'];
  room?: Maybe<Scalars['String']['output']>;
};

export type PortalTripInfo = {
  __typename?: 'PortalTripInfo';
  dates: Scalars['String']['output'];
  departure: Scalars['String']['output'];
  /** The larger of the two deposits. */
  depositCents: Scalars['Int']['output'];
  depositNote: Scalars['String']['output'];
  /** Each fare's deposit, from the trip's schedule. */
  deposits: FareCents;
  finalPaymentRule: Scalars['String']['output'];
  packageLines: Array<Scalars['String']['output']>;
  registrationSteps: Array<RegistrationStep>;
};

/** The privacy notice a new account consents to. */
export type PrivacyNotice = {
  __typename?: 'PrivacyNotice';
  /** Plain text; a blank line starts a new paragraph. */
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Recorded with each consent. */
  version: Scalars['String']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The language the account reads the product and its emails in (en, fr, ar); null until chosen. */
  locale?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type ProfileInput = {
  /** The account's current password: required when the email changes. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** A past trip of the viewer whose documents were deleted under the retention policy. */
export type PurgedTrip = {
  __typename?: 'PurgedTrip';
  /** YYYY-MM-DD, Toronto. */
  documentsPurgedOn: Scalars['String']['output'];
  tripId: Scalars['ID']['output'];
  tripName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admins: the 50 newest announcements. */
  announcements: Array<SentAnnouncement>;
  /** The owner: the audit log, newest first. person and traveller are usernames; from and to are days (YYYY-MM-DD) in Toronto, both included. */
  auditLog: AuditLogPage;
  /** Whether the caller is signed in, and as whom. Used by the route guards. */
  authStatus: AuthStatus;
  /** The signed-in traveller's cancellation quote (their own registration); null before they register. */
  cancellationQuote?: Maybe<CancellationQuote>;
  /** The signed-in account's email and whether it is confirmed. */
  emailVerification: EmailVerification;
  /** Admins only: collected, outstanding and overdue across the group. */
  financeOverview: FinanceOverview;
  /** The chosen trip's flight legs in flying order (roster:read); tripId absent: the current trip. */
  flightLegs: Array<FlightLeg>;
  /** One headcount with each traveller's state (roster:read). */
  headcount: Headcount;
  /** The chosen trip's headcounts and the last known missing list (roster:read). */
  headcounts: Headcounts;
  /** Admins: the trip's hotel stays (default the current trip). */
  hotelStays: Array<HotelStay>;
  /** Admins only, newest first: one page for the table. offset 0 or more, limit 1 to 100. */
  interestPage: InterestPage;
  /** Admins only, newest first: every row (the export). */
  interestSubmissions: Array<InterestSubmission>;
  /** What an invitation link offers, before its account is made; anyone with the link. */
  invitation: InvitationPreview;
  /** The signed-in person's announcements not yet dismissed, newest first. */
  myAnnouncements: Array<Announcement>;
  /** The signed-in traveller's card, from their newest registration still standing. NOT_FOUND without one. */
  myCard: PilgrimCard;
  myDocuments: Array<TripDocument>;
  /** The viewer's party on the current trip (a party of one when alone); null before they register. */
  myParty?: Maybe<Party>;
  /** The signed-in account's passkeys, newest first. */
  myPasskeys: Array<Passkey>;
  /** The signed-in traveller's registrations on past trips, the latest first (never another's). */
  myPastTrips: Array<PastTrip>;
  /** The signed-in traveller's account; null before they register. */
  myPayments?: Maybe<PaymentAccount>;
  /** The viewer's trips whose documents were purged. */
  myPurgedTrips: Array<PurgedTrip>;
  /** The signed-in traveller's readiness on the current trip. NOT_FOUND without a registration. */
  myReadiness: MyReadiness;
  /** The signed-in traveller's registration, or null when none was started. */
  myRegistration?: Maybe<TripRegistration>;
  /** The signed-in traveller's room choice on the current trip; null without a registration. */
  myRoomChoice?: Maybe<RoomChoice>;
  /** Signed in: the traveller's waiting-list entry and last cancellation. */
  mySeat: MySeat;
  /** The signed-in traveller's own Checkout Session, for the return page. */
  onlinePayment: OnlinePaymentStatus;
  /** Public. The published privacy notice, in a language as tripContent's (English where it is not translated). */
  privacyNotice: PrivacyNotice;
  /** The signed-in user's profile. */
  profile: Profile;
  /** A row per active traveller of the chosen trip (roster:read); tripId absent: the current trip. */
  readinessBoard: ReadinessBoard;
  /** Admins only: the cancellation quote of any registration. */
  registrationCancellationQuote: CancellationQuote;
  /** Staff who read the money (finance:read): the party of one registration (a party of one when alone); actingFor is that registration's traveller. NOT_FOUND for an unknown id. */
  registrationParty: Party;
  /** Admins only. */
  registrationPayments: PaymentAccount;
  /** One registration's readiness (roster:read); the care fields need medical:read, the visa number visas:review. */
  registrationReadiness: RegistrationReadiness;
  /** Admins only: everything a traveller submitted, for review. NOT_FOUND for an unknown id. */
  registrationReview: RegistrationReview;
  /** Admins only: one page of registrations with search (name, username, email), status filter and sort. */
  registrationsPage: RegistrationPage;
  reminderSettings: ReminderSettings;
  /** Every active traveller of the chosen trip for the leader (headcount:write); care needs with medical:read, audited. */
  roadRoster: RoadRoster;
  /** Owner and leader: the rooming board of a trip (default the current trip). */
  roomingBoard: RoomingBoard;
  /** Anyone: seats left, full or not, how many wait. */
  seats: SeatFigures;
  /** The signed-in (or waiting) account's factors. */
  secondFactorStatus: SecondFactorStatus;
  /** Public documents of the other travellers, newest first. */
  sharedDocuments: Array<SharedDocument>;
  /** The owner's view of the team (team:manage). */
  team: Team;
  /** Admins: one trip. */
  trip: Trip;
  /** Admins only: every trip, the latest departure first, the current one marked. */
  tripChoices: Array<TripChoice>;
  /**
   * Public. The current trip's page, or the trip with this slug's, in a language (en, fr, ar; without one, or another
   * code, the request's language): English wherever the CMS has no translation yet. Served from the api's cache of
   * the CMS; never fails while any copy exists.
   */
  tripContent: TripContent;
  /** The signed-in traveller's saved form; null when nothing was saved yet. NOT_FOUND without a registration. */
  tripForm?: Maybe<TripForm>;
  /** Admins only: every registration of the trip (default the current one) with its traveller, newest first. */
  tripRegistrations: Array<TripRegistration>;
  /** Admins: every trip's retention. */
  tripRetention: Array<TripRetention>;
  /** Admins: every trip, the latest departure first. */
  trips: Array<Trip>;
  /** Admins: the 100 most recent undeliverable emails. */
  undeliveredMessages: Array<UndeliveredMessage>;
  /** Admins only: the trip's open waiting list (default the current trip), in order. */
  waitlist: Array<WaitlistEntry>;
};


export type QueryAnnouncementsArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  person?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  traveller?: InputMaybe<Scalars['String']['input']>;
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFinanceOverviewArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFlightLegsArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryHeadcountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHeadcountsArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryHotelStaysArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInterestPageArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInterestSubmissionsArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryOnlinePaymentArgs = {
  sessionId: Scalars['String']['input'];
};


export type QueryPrivacyNoticeArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReadinessBoardArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRegistrationCancellationQuoteArgs = {
  registrationId: Scalars['ID']['input'];
};


export type QueryRegistrationPartyArgs = {
  registrationId: Scalars['ID']['input'];
};


export type QueryRegistrationPaymentsArgs = {
  registrationId: Scalars['ID']['input'];
};


export type QueryRegistrationReadinessArgs = {
  registrationId: Scalars['ID']['input'];
};


export type QueryRegistrationReviewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRegistrationsPageArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<RegistrationSort>;
  status?: InputMaybe<RegistrationStatus>;
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRoadRosterArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRoomingBoardArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTripArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTripContentArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
  trip?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTripRegistrationsArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWaitlistArgs = {
  tripId?: InputMaybe<Scalars['ID']['input']>;
};

export type ReadinessBoard = {
  __typename?: 'ReadinessBoard';
  readyCount: Scalars['Int']['output'];
  rows: Array<ReadinessRow>;
  rules: Array<ReadinessRule>;
  total: Scalars['Int']['output'];
  tripId: Scalars['ID']['output'];
  /** Within this many days of a limit, a ready item reads as expiring (the rule set's warnDays). */
  warnDays: Scalars['Int']['output'];
};

export type ReadinessItem = {
  __typename?: 'ReadinessItem';
  /** The page where the traveller fixes it. */
  fix: Scalars['String']['output'];
  /** The rules catalogue's id of what to tell the traveller (rules.readiness.*). */
  message: Scalars['String']['output'];
  rule: ReadinessRuleId;
  status: ReadinessStatus;
  /** The day the fact must reach (YYYY-MM-DD), when the rule has one. */
  until?: Maybe<Scalars['String']['output']>;
};

export type ReadinessRow = {
  __typename?: 'ReadinessRow';
  fullName: Scalars['String']['output'];
  items: Array<ReadinessItem>;
  ready: Scalars['Boolean']['output'];
  registrationId: Scalars['ID']['output'];
};

/** One of the trip's rules as data: its parameters, and the day and source it was last checked against. */
export type ReadinessRule = {
  __typename?: 'ReadinessRule';
  checkedOn: Scalars['String']['output'];
  id: ReadinessRuleId;
  /** The rule's figures as name=value (e.g. monthsAfterReturn=6). */
  parameters: Array<Scalars['String']['output']>;
  source: RuleSource;
};

export type ReadinessRuleId =
  | 'emergencyContact'
  | 'meningitis'
  | 'minorConsent'
  | 'passport'
  | 'visa';

/** A trip's whole rule set (ADR 0119), checked by readinessRulesSchema: each figure's range, each day a real YYYY-MM-DD, each source an http(s) address. */
export type ReadinessRulesInput = {
  emergencyContact: RuleProvenanceInput;
  meningitis: MeningitisRuleInput;
  minorConsent: MinorConsentRuleInput;
  passport: PassportRuleInput;
  visa: RuleProvenanceInput;
  warnDays: Scalars['Int']['input'];
};

/** ready: nothing to do; expiring: good for the trip with little to spare; missing: not given; blocked: given, and it fails the rule. */
export type ReadinessStatus =
  | 'blocked'
  | 'expiring'
  | 'missing'
  | 'ready';

/** Single-use recovery codes, shown once (empty when the account keeps the ones it had). */
export type RecoveryCodes = {
  __typename?: 'RecoveryCodes';
  recoveryCodes: Array<Scalars['String']['output']>;
};

export type RefundInput = {
  amountCents: Scalars['Int']['input'];
  /** e-transfer, cash, cheque, card or other. */
  method: Scalars['String']['input'];
  /** Internal: admins only. */
  note?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** A registration's money at a glance (the admin list): integer CAD cents. */
export type RegistrationMoney = {
  __typename?: 'RegistrationMoney';
  /** fare - paid; negative when overpaid. */
  balanceCents: Scalars['Int']['output'];
  fareCents: Scalars['Int']['output'];
  paidCents: Scalars['Int']['output'];
};

export type RegistrationPage = {
  __typename?: 'RegistrationPage';
  items: Array<TripRegistration>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Counts over the whole group, whatever the filter. */
  summary: RegistrationSummary;
  /** Registrations that match the search and filter. */
  total: Scalars['Int']['output'];
};

export type RegistrationReadiness = {
  __typename?: 'RegistrationReadiness';
  details: TravelDetails;
  items: Array<ReadinessItem>;
  ready: Scalars['Boolean']['output'];
};

export type RegistrationReview = {
  __typename?: 'RegistrationReview';
  documents: Array<TripDocument>;
  /** Null until the traveller saves the form. */
  form?: Maybe<ReviewTripForm>;
  registration: TripRegistration;
  /** Oldest first. */
  timeline: Array<TimelineEntry>;
  traveller: Profile;
};

/** The admin list's order. */
export type RegistrationSort =
  | 'CREATED_ASC'
  /** Newest first (the default). */
  | 'CREATED_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  /** Journey order (PENDING first), newest first within a status. */
  | 'STATUS';

export type RegistrationStatus =
  | 'COMPLETED'
  | 'DEPOSIT_PAID'
  | 'FORM_APPROVED'
  | 'FORM_SUBMITTED'
  | 'PENDING'
  | 'VISA_APPROVED'
  | 'VISA_SUBMITTED';

export type RegistrationStep = {
  __typename?: 'RegistrationStep';
  description: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type RegistrationSummary = {
  __typename?: 'RegistrationSummary';
  completed: Scalars['Int']['output'];
  formsAwaitingReview: Scalars['Int']['output'];
  /** The group limit (the CMS's group size). */
  groupLimit: Scalars['Int']['output'];
  registered: Scalars['Int']['output'];
  visasAwaitingReview: Scalars['Int']['output'];
};

/** The facts of a registration's trip its traveller's pages use (the form's passport cut-off and under-18 date). */
export type RegistrationTrip = {
  __typename?: 'RegistrationTrip';
  /** The dates in the spec's style: Dec. 31, 2025 to Jan. 12, 2026. */
  dates: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** YYYY-MM-DD: the passport must be valid until after this day. */
  passportValidAfter: Scalars['String']['output'];
  /** YYYY-MM-DD: a traveller is under 18 when their 18th birthday falls after this day. */
  under18ReferenceDate: Scalars['String']['output'];
};

export type RegistrationUser = {
  __typename?: 'RegistrationUser';
  id: Scalars['ID']['output'];
  profile: RegistrationUserProfile;
  username: Scalars['String']['output'];
};

export type RegistrationUserProfile = {
  __typename?: 'RegistrationUserProfile';
  email?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type RejectedMark = {
  __typename?: 'RejectedMark';
  markId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

export type Relationship =
  | 'child'
  | 'friend'
  | 'parent'
  | 'relative'
  | 'sibling'
  | 'spouse';

/** Reminders (payments due, form not submitted, passport): a traveller may turn them off; messages about their own registration keep coming. */
export type ReminderSettings = {
  __typename?: 'ReminderSettings';
  enabled: Scalars['Boolean']['output'];
};

/** What a trip's retention purge erases (docs/product.md#privacy). */
export type RetentionCounts = {
  __typename?: 'RetentionCounts';
  /** Documents (rows and their stored files). */
  documents: Scalars['Int']['output'];
  /** Forms holding a passport number or an emergency contact. */
  forms: Scalars['Int']['output'];
  /** Forms holding a passport number. */
  passports: Scalars['Int']['output'];
};

/** A traveller's form as an admin reads it: the passport number only masked (revealPassportNumber shows it). */
export type ReviewTripForm = {
  __typename?: 'ReviewTripForm';
  address?: Maybe<Scalars['String']['output']>;
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  emergencyContactEmail?: Maybe<Scalars['String']['output']>;
  emergencyContactName?: Maybe<Scalars['String']['output']>;
  emergencyContactRelationship?: Maybe<Scalars['String']['output']>;
  fullNameAsPerPassport?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Gender>;
  hasValidCanadianPassport: Scalars['Boolean']['output'];
  hasValidSaudiVisa: Scalars['Boolean']['output'];
  isCanadianCitizen: Scalars['Boolean']['output'];
  isUnder18: Scalars['Boolean']['output'];
  maritalStatus?: Maybe<MaritalStatus>;
  mobilePhone?: Maybe<Scalars['String']['output']>;
  passportExpirationDate?: Maybe<Scalars['String']['output']>;
  passportGivenNames?: Maybe<Scalars['String']['output']>;
  passportIssuanceCountry?: Maybe<Scalars['String']['output']>;
  /** e.g. •••••••89; null when none was given. */
  passportNumberMasked?: Maybe<Scalars['String']['output']>;
  passportSurname?: Maybe<Scalars['String']['output']>;
  roomPreferences?: Maybe<Scalars['String']['output']>;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type RoadBus = {
  __typename?: 'RoadBus';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What a leader needs to care for the traveller: null to staff without medical:read. */
export type RoadCare = {
  __typename?: 'RoadCare';
  diet?: Maybe<Scalars['String']['output']>;
  medicalNotes?: Maybe<Scalars['String']['output']>;
  wheelchair: Scalars['Boolean']['output'];
};

export type RoadRoster = {
  __typename?: 'RoadRoster';
  /** The trip's buses: a headcount can count one of them. */
  buses: Array<RoadBus>;
  /** Every day of the trip's programme, in the reader's language (the page shows today's). */
  programme: Array<ItineraryDay>;
  travellers: Array<RoadTraveller>;
  tripId: Scalars['ID']['output'];
  tripName: Scalars['String']['output'];
};

export type RoadTraveller = {
  __typename?: 'RoadTraveller';
  bus?: Maybe<Scalars['String']['output']>;
  busId?: Maybe<Scalars['ID']['output']>;
  care?: Maybe<RoadCare>;
  emergencyContact: EmergencyContact;
  fullName: Scalars['String']['output'];
  fullNameAsPerPassport?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** The newest photo's authorised address (/uploads/…), or null. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  registrationId: Scalars['ID']['output'];
  room?: Maybe<Scalars['String']['output']>;
  /** The phone's digits for a wa.me link, or null. */
  whatsapp?: Maybe<Scalars['String']['output']>;
};

export type Room = {
  __typename?: 'Room';
  capacity: Scalars['Int']['output'];
  gender: RoomGender;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** The registrations sleeping in it. */
  occupantIds: Array<Scalars['ID']['output']>;
  type: RoomType;
};

/** The traveller's room type and sharing wishes, and what the trip offers. */
export type RoomChoice = {
  __typename?: 'RoomChoice';
  options: Array<RoomOption>;
  registrationId: Scalars['ID']['output'];
  roomType?: Maybe<RoomType>;
  stays: Array<HotelStay>;
  supplementCents: Scalars['Int']['output'];
  /** Emails of the travellers this one wishes to share with. */
  wishes: Array<Scalars['String']['output']>;
};

export type RoomChoiceInput = {
  roomType?: InputMaybe<RoomType>;
  wishes: Array<Scalars['String']['input']>;
};

/** Who may sleep in a room: men, women, or one party's relatives of both genders. */
export type RoomGender =
  | 'family'
  | 'men'
  | 'women';

export type RoomOption = {
  __typename?: 'RoomOption';
  /** Per person, over every hotel stay. */
  supplementCents: Scalars['Int']['output'];
  type: RoomType;
};

/** A room's size, as the hotel sells it (docs/product.md#rooms). */
export type RoomType =
  | 'double'
  | 'quad'
  | 'triple';

export type RoomingBoard = {
  __typename?: 'RoomingBoard';
  buses: Array<Bus>;
  stays: Array<StayBoard>;
  travellers: Array<RoomingTraveller>;
  tripId: Scalars['ID']['output'];
};

/** A traveller as the rooming board shows them. */
export type RoomingTraveller = {
  __typename?: 'RoomingTraveller';
  busId?: Maybe<Scalars['ID']['output']>;
  /** male, female, or null while the form does not say. */
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  minor: Scalars['Boolean']['output'];
  /** As on the passport once the form has it. */
  name: Scalars['String']['output'];
  partyId?: Maybe<Scalars['ID']['output']>;
  partyLeadName?: Maybe<Scalars['String']['output']>;
  relationship?: Maybe<Scalars['String']['output']>;
  roomType?: Maybe<RoomType>;
  /** Send it back with a move: a move made meanwhile by someone else is refused. */
  version: Scalars['Int']['output'];
  /** Registrations this traveller wishes to share with. */
  wishes: Array<Scalars['ID']['output']>;
};

/** unplaced, overFull, mixedGenders, wrongGender or brokenWish, with what it is about. */
export type RoomingWarning = {
  __typename?: 'RoomingWarning';
  kind: Scalars['String']['output'];
  roomId?: Maybe<Scalars['ID']['output']>;
  travellerId?: Maybe<Scalars['ID']['output']>;
  wishedId?: Maybe<Scalars['ID']['output']>;
};

/** A rule's day and source (checkedOn: YYYY-MM-DD). */
export type RuleProvenanceInput = {
  checkedOn: Scalars['String']['input'];
  source: RuleSourceInput;
};

export type RuleSource = {
  __typename?: 'RuleSource';
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type RuleSourceInput = {
  title: Scalars['String']['input'];
  /** An http(s) address. */
  url: Scalars['String']['input'];
};

export type ScheduleItem = {
  __typename?: 'ScheduleItem';
  amountCents: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** YYYY-MM-DD; null when due at registration. */
  dueDate?: Maybe<Scalars['String']['output']>;
  paidCents: Scalars['Int']['output'];
  /** paid, part paid, due or overdue. */
  status: Scalars['String']['output'];
};

/** The group's seats as anyone may read them (cached briefly). */
export type SeatFigures = {
  __typename?: 'SeatFigures';
  full: Scalars['Boolean']['output'];
  /** Seats a new starter may take now (0 when full or when people wait). */
  left: Scalars['Int']['output'];
  limit: Scalars['Int']['output'];
  /** People on the waiting list (waiting or holding an offer). */
  waiting: Scalars['Int']['output'];
};

/** What an account has for strong sign-in, and what a waiting sign-in still needs (docs/product.md#second-factor). */
export type SecondFactorStatus = {
  __typename?: 'SecondFactorStatus';
  passkeys: Scalars['Int']['output'];
  /** The password step passed and waits for this: 'enrol' (staff without a factor) or 'verify'; null when signed in. */
  pending?: Maybe<Scalars['String']['output']>;
  recoveryCodesLeft: Scalars['Int']['output'];
  totp: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};

export type SendAgainResult = {
  __typename?: 'SendAgainResult';
  /** How many messages went back into the queue. */
  requeued: Scalars['Int']['output'];
};

/** An announcement as the admins see it after sending. */
export type SentAnnouncement = {
  __typename?: 'SentAnnouncement';
  audience: AnnouncementAudience;
  author?: Maybe<TimelineActor>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How many of them have dismissed it from their dashboard. */
  dismissedCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The travellers in the group when it was sent (each was emailed). */
  recipientCount: Scalars['Int']['output'];
  subject: Scalars['String']['output'];
};

/** A document another traveller shared: nothing about its owner. */
export type SharedDocument = {
  __typename?: 'SharedDocument';
  contentType: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metadata: DocumentMetadata;
  originalName: Scalars['String']['output'];
  sharedAt: Scalars['DateTime']['output'];
  type: DocumentType;
  url: Scalars['String']['output'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** The privacy notice version the form showed (recorded as the person's consent; ADR 0101). Without it, the version in force is recorded as accepted through the API. */
  privacyNoticeVersion?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type StaffInvitation = {
  __typename?: 'StaffInvitation';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  staffRole: Scalars['String']['output'];
  /** pending | accepted | revoked | expired */
  status: Scalars['String']['output'];
};

/** A staff account (docs/product.md#the-team). */
export type StaffMember = {
  __typename?: 'StaffMember';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** owner | reviewer | treasurer | leader; null once revoked. */
  staffRole?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type StartHeadcountInput = {
  /** One bus of the trip, or null for the whole trip. */
  busId?: InputMaybe<Scalars['ID']['input']>;
  group?: InputMaybe<Scalars['String']['input']>;
  /** The id the phone gave it (a uuid, started offline): the same id again answers the same check. */
  id?: InputMaybe<Scalars['ID']['input']>;
  label: Scalars['String']['input'];
};

export type StayBoard = {
  __typename?: 'StayBoard';
  rooms: Array<Room>;
  stay: HotelStay;
  warnings: Array<RoomingWarning>;
};

export type Team = {
  __typename?: 'Team';
  /** The 100 newest invitations. */
  invitations: Array<StaffInvitation>;
  members: Array<StaffMember>;
};

export type TimedLine = {
  __typename?: 'TimedLine';
  text: Scalars['String']['output'];
  time: Scalars['String']['output'];
};

export type TimelineActor = {
  __typename?: 'TimelineActor';
  fullName: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** One line of a registration's history, from the audit log. */
export type TimelineEntry = {
  __typename?: 'TimelineEntry';
  /** Who did it; null when the account is gone. */
  actor?: Maybe<TimelineActor>;
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The reason given with a request for changes. */
  reason?: Maybe<Scalars['String']['output']>;
  /** What happened, in plain words. */
  summary: Scalars['String']['output'];
};

/** An authenticator app's new secret, shown once: as text and as an otpauth:// link. */
export type TotpSetup = {
  __typename?: 'TotpSetup';
  secret: Scalars['String']['output'];
  uri: Scalars['String']['output'];
};

/** What the traveller gave for the trip. The care fields (medical notes, diet, wheelchair) are null to staff without medical:read. */
export type TravelDetails = {
  __typename?: 'TravelDetails';
  diet?: Maybe<Scalars['String']['output']>;
  medicalNotes?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  vaccinatedOn?: Maybe<Scalars['String']['output']>;
  vaccineType?: Maybe<Scalars['String']['output']>;
  visaConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the reviewer who confirmed the visa details by approving the visa (null: not confirmed, or changed since). */
  visaConfirmedBy?: Maybe<Scalars['String']['output']>;
  visaExpiresOn?: Maybe<Scalars['String']['output']>;
  visaIssuedOn?: Maybe<Scalars['String']['output']>;
  visaNumber?: Maybe<Scalars['String']['output']>;
  visaType?: Maybe<Scalars['String']['output']>;
  wheelchair?: Maybe<Scalars['Boolean']['output']>;
};

/** Dates as YYYY-MM-DD. Every field may be left out (null clears it); a visa is all four or none, a vaccine both or none. */
export type TravelDetailsInput = {
  diet?: InputMaybe<Scalars['String']['input']>;
  medicalNotes?: InputMaybe<Scalars['String']['input']>;
  vaccinatedOn?: InputMaybe<Scalars['String']['input']>;
  vaccineType?: InputMaybe<Scalars['String']['input']>;
  visaExpiresOn?: InputMaybe<Scalars['String']['input']>;
  visaIssuedOn?: InputMaybe<Scalars['String']['input']>;
  visaNumber?: InputMaybe<Scalars['String']['input']>;
  visaType?: InputMaybe<Scalars['String']['input']>;
  wheelchair?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A trip and its facts, as the admins' Trips tab shows them. */
export type Trip = {
  __typename?: 'Trip';
  /** The trip this one was copied from. */
  copiedFrom?: Maybe<Scalars['ID']['output']>;
  /** The dates in the spec's style: Dec. 31, 2025 to Jan. 12, 2026. */
  dates: Scalars['String']['output'];
  departureCity: Scalars['String']['output'];
  endsOn: Scalars['String']['output'];
  fares: TripFares;
  groupSize: Scalars['Int']['output'];
  holdHours: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  offerHours: Scalars['Int']['output'];
  openedAt?: Maybe<Scalars['DateTime']['output']>;
  passportValidAfter: Scalars['String']['output'];
  paymentSchedule: Array<TripInstalment>;
  refundPolicy: TripRefundPolicy;
  /** Registrations on this trip, cancelled ones included. */
  registrationCount: Scalars['Int']['output'];
  retentionDays: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  startsOn: Scalars['String']['output'];
  status: TripStatus;
  under18ReferenceDate: Scalars['String']['output'];
};

/** A trip as the switcher lists it. */
export type TripChoice = {
  __typename?: 'TripChoice';
  /** The trip the spec's routes act on (the one the landing page sells). */
  current: Scalars['Boolean']['output'];
  endsOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  startsOn: Scalars['String']['output'];
  /** draft, open, closed, travelling, returned or archived. */
  status: Scalars['String']['output'];
};

/** The trip's facts (its record) composed with its words (the CMS); money in cents, CAD. */
export type TripContent = {
  __typename?: 'TripContent';
  accommodations: Accommodations;
  brand: Brand;
  cost: TripCost;
  dates: Scalars['String']['output'];
  datesNote: Scalars['String']['output'];
  exclusions: Array<Scalars['String']['output']>;
  flights: Scalars['String']['output'];
  groupSize: Scalars['Int']['output'];
  images: ContentImages;
  importantNotes: Array<Scalars['String']['output']>;
  inclusions: Array<Scalars['String']['output']>;
  itinerary: Itinerary;
  landing: LandingWords;
  /** Paying online as the organisers set it (ADR 0130). */
  onlinePayment: OnlinePaymentWords;
  paymentForm: PaymentForm;
  paymentSchedule: Array<PaymentInstalment>;
  portal: PortalTripInfo;
  productName: Scalars['String']['output'];
  purpose: Scalars['String']['output'];
  /** The trip's slug. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type TripCost = {
  __typename?: 'TripCost';
  /** The Barakah member price. */
  barakahCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** The non-member price. */
  nonBarakahCents: Scalars['Int']['output'];
};

export type TripDocument = {
  __typename?: 'TripDocument';
  contentType: Scalars['String']['output'];
  /** The stored name (random, with the original extension); /uploads/{filename} opens it. */
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPublic: Scalars['Boolean']['output'];
  metadata: DocumentMetadata;
  /** The traveller's own name for the file, for display. */
  originalName: Scalars['String']['output'];
  type: DocumentType;
  uploadedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/** Every fact of a trip (the editor sends them all). The slug cannot change. */
export type TripFactsInput = {
  departureCity: Scalars['String']['input'];
  endsOn: Scalars['String']['input'];
  fares: TripFaresInput;
  groupSize: Scalars['Int']['input'];
  holdHours: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  offerHours: Scalars['Int']['input'];
  passportValidAfter: Scalars['String']['input'];
  paymentSchedule: Array<TripInstalmentInput>;
  refundPolicy: TripRefundPolicyInput;
  retentionDays: Scalars['Int']['input'];
  slug: Scalars['String']['input'];
  startsOn: Scalars['String']['input'];
  under18ReferenceDate: Scalars['String']['input'];
};

/** The fare of each kind, in cents. */
export type TripFares = {
  __typename?: 'TripFares';
  barakah: Scalars['Int']['output'];
  nonBarakah: Scalars['Int']['output'];
};

export type TripFaresInput = {
  barakah: Scalars['Int']['input'];
  nonBarakah: Scalars['Int']['input'];
};

/** The registration form (one per registration). Fields are null until saved; dates are YYYY-MM-DD. */
export type TripForm = {
  __typename?: 'TripForm';
  address?: Maybe<Scalars['String']['output']>;
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  emergencyContactEmail?: Maybe<Scalars['String']['output']>;
  emergencyContactName?: Maybe<Scalars['String']['output']>;
  emergencyContactRelationship?: Maybe<Scalars['String']['output']>;
  fullNameAsPerPassport?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Gender>;
  hasValidCanadianPassport: Scalars['Boolean']['output'];
  hasValidSaudiVisa: Scalars['Boolean']['output'];
  isCanadianCitizen: Scalars['Boolean']['output'];
  isUnder18: Scalars['Boolean']['output'];
  maritalStatus?: Maybe<MaritalStatus>;
  mobilePhone?: Maybe<Scalars['String']['output']>;
  passportExpirationDate?: Maybe<Scalars['String']['output']>;
  /** The given names as on the passport. */
  passportGivenNames?: Maybe<Scalars['String']['output']>;
  passportIssuanceCountry?: Maybe<Scalars['String']['output']>;
  passportNumber?: Maybe<Scalars['String']['output']>;
  /** The surname as on the passport (filled from the full name when left blank). */
  passportSurname?: Maybe<Scalars['String']['output']>;
  roomPreferences?: Maybe<Scalars['String']['output']>;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  tripRegistrationId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Dates as ISO strings (YYYY-MM-DD or a full ISO date-time). */
export type TripFormInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  emergencyContactEmail?: InputMaybe<Scalars['String']['input']>;
  emergencyContactName?: InputMaybe<Scalars['String']['input']>;
  emergencyContactRelationship?: InputMaybe<Scalars['String']['input']>;
  fullNameAsPerPassport?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  hasValidCanadianPassport?: InputMaybe<Scalars['Boolean']['input']>;
  hasValidSaudiVisa?: InputMaybe<Scalars['Boolean']['input']>;
  isCanadianCitizen?: InputMaybe<Scalars['Boolean']['input']>;
  isUnder18?: InputMaybe<Scalars['Boolean']['input']>;
  maritalStatus?: InputMaybe<Scalars['String']['input']>;
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  passportExpirationDate?: InputMaybe<Scalars['String']['input']>;
  /** The given names as on the passport. */
  passportGivenNames?: InputMaybe<Scalars['String']['input']>;
  passportIssuanceCountry?: InputMaybe<Scalars['String']['input']>;
  passportNumber?: InputMaybe<Scalars['String']['input']>;
  /** The surname as on the passport (filled from the full name when left blank). */
  passportSurname?: InputMaybe<Scalars['String']['input']>;
  roomPreferences?: InputMaybe<Scalars['String']['input']>;
  tripRegistrationId?: InputMaybe<Scalars['ID']['input']>;
};

/** One instalment of the trip's schedule; the deposit has no due date (due at registration). */
export type TripInstalment = {
  __typename?: 'TripInstalment';
  amountCents: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** YYYY-MM-DD; null for the deposit. */
  dueDate?: Maybe<Scalars['String']['output']>;
  /** barakah, nonBarakah or all. */
  fare: Scalars['String']['output'];
};

export type TripInstalmentInput = {
  amountCents: Scalars['Int']['input'];
  description: Scalars['String']['input'];
  dueDate?: InputMaybe<Scalars['String']['input']>;
  fare: Scalars['String']['input'];
};

export type TripRefundPolicy = {
  __typename?: 'TripRefundPolicy';
  depositRefundable: Scalars['Boolean']['output'];
  tiers: Array<TripRefundTier>;
};

export type TripRefundPolicyInput = {
  depositRefundable: Scalars['Boolean']['input'];
  tiers: Array<TripRefundTierInput>;
};

export type TripRefundTier = {
  __typename?: 'TripRefundTier';
  /** YYYY-MM-DD: a cancellation before this day gets `percent`. */
  before: Scalars['String']['output'];
  percent: Scalars['Int']['output'];
};

export type TripRefundTierInput = {
  before: Scalars['String']['input'];
  percent: Scalars['Int']['input'];
};

export type TripRegistration = {
  __typename?: 'TripRegistration';
  /** Set when the registration is cancelled; null for an active one. */
  cancellation?: Maybe<Cancellation>;
  createdAt: Scalars['DateTime']['output'];
  depositPaid: Scalars['Boolean']['output'];
  /** Member or non-member price. */
  fare: Fare;
  finalPaid: Scalars['Boolean']['output'];
  formApproved: Scalars['Boolean']['output'];
  /** Why an admin sent the form back; shown until the traveller submits it again. */
  formChangesReason?: Maybe<Scalars['String']['output']>;
  formSubmitted: Scalars['Boolean']['output'];
  /** The hold's deadline while it runs (no deposit yet); null once the deposit is recorded or when cancelled. */
  holdExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Admins only (null for anyone else): the fare, what is paid and the balance, in CAD cents. */
  money?: Maybe<RegistrationMoney>;
  /** Five equal points (deposit, form submitted, form approved, visa submitted, visa approved), in %. */
  progress: Scalars['Int']['output'];
  status: RegistrationStatus;
  /** The trip this registration belongs to. */
  trip: RegistrationTrip;
  updatedAt: Scalars['DateTime']['output'];
  /** The traveller; present in the admin list. */
  user?: Maybe<RegistrationUser>;
  visaApproved: Scalars['Boolean']['output'];
  /** Why an admin sent the visa documents back; shown until a new visa document is uploaded. */
  visaChangesReason?: Maybe<Scalars['String']['output']>;
  visaSubmitted: Scalars['Boolean']['output'];
};

/** A trip's personal data: when it goes and what would go. */
export type TripRetention = {
  __typename?: 'TripRetention';
  counts: RetentionCounts;
  /** YYYY-MM-DD: the return date plus the retention period. */
  dueOn: Scalars['String']['output'];
  purgedAt?: Maybe<Scalars['DateTime']['output']>;
  /** purged, not-returned, waiting or due. */
  state: Scalars['String']['output'];
  status: Scalars['String']['output'];
  tripId: Scalars['ID']['output'];
  tripName: Scalars['String']['output'];
};

/** A trip's life, in order (docs/product.md#trips). Only an open trip takes new registrations. */
export type TripStatus =
  | 'archived'
  | 'closed'
  | 'draft'
  | 'open'
  | 'returned'
  | 'travelling';

/** An email the message worker set aside as undeliverable: refused for good by the mail server, or still failing after its last attempt. */
export type UndeliveredMessage = {
  __typename?: 'UndeliveredMessage';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When it was set aside. */
  failedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Which message it is (account_created, payment_recorded, announcement…). */
  kind: Scalars['String']['output'];
  /** What the mail server or the worker said on the last attempt. */
  lastError?: Maybe<Scalars['String']['output']>;
  toEmail: Scalars['String']['output'];
};

export type VaccineValidityInput = {
  conjugate: Scalars['Int']['input'];
  polysaccharide: Scalars['Int']['input'];
};

export type Viewer = {
  __typename?: 'Viewer';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The language the account chose (en, fr, ar); null until chosen. */
  locale?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type WaitlistEntry = {
  __typename?: 'WaitlistEntry';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** While an offer is open: its deadline. */
  offerExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** 1-based place among the open entries; null once closed. */
  position?: Maybe<Scalars['Int']['output']>;
  state: WaitlistState;
  /** Admins' list only. */
  user?: Maybe<RegistrationUser>;
};

export type WaitlistState =
  | 'ACCEPTED'
  | 'LAPSED'
  | 'LEFT'
  | 'OFFERED'
  | 'WAITING';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  Accommodations: ResolverTypeWrapper<Accommodations>;
  AddRoomsInput: AddRoomsInput;
  Announcement: ResolverTypeWrapper<AnnouncementView>;
  AnnouncementAudience: AnnouncementAudience;
  AnnouncementInput: AnnouncementInput;
  AssignBusInput: AssignBusInput;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntryView>;
  AuditLogPage: ResolverTypeWrapper<AuditLogPageView>;
  AuditPerson: ResolverTypeWrapper<AuditPerson>;
  AuditTraveller: ResolverTypeWrapper<AuditTraveller>;
  AuthStatus: ResolverTypeWrapper<AuthStatus>;
  AutoPayTraveller: ResolverTypeWrapper<AutoPayTraveller>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  Bus: ResolverTypeWrapper<StoredBus>;
  BusInput: BusInput;
  Cancellation: ResolverTypeWrapper<Cancellation>;
  CancellationQuote: ResolverTypeWrapper<CancellationQuote>;
  CancelledBy: CancelledBy;
  CardContact: ResolverTypeWrapper<CardContact>;
  CardHotel: ResolverTypeWrapper<CardHotel>;
  CardRefund: ResolverTypeWrapper<CardRefund>;
  CardRefundInput: CardRefundInput;
  CardRefundPart: ResolverTypeWrapper<CardRefundPart>;
  ClaimCompanionInput: ClaimCompanionInput;
  ClaimedAccount: ResolverTypeWrapper<ClaimedAccount>;
  CompanionInput: CompanionInput;
  ContentImage: ResolverTypeWrapper<ContentImage>;
  ContentImages: ResolverTypeWrapper<ContentImages>;
  CopyTripInput: CopyTripInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DismissedAnnouncement: ResolverTypeWrapper<DismissedAnnouncement>;
  DocumentInput: DocumentInput;
  DocumentMetadata: ResolverTypeWrapper<DocumentMetadata>;
  DocumentType: DocumentType;
  EmailVerification: ResolverTypeWrapper<EmailVerification>;
  EmergencyContact: ResolverTypeWrapper<EmergencyContact>;
  Fare: Fare;
  FareCents: ResolverTypeWrapper<FareCents>;
  FinanceOverview: ResolverTypeWrapper<FinanceOverview>;
  FlightLeg: ResolverTypeWrapper<FlightLeg>;
  FlightLegInput: FlightLegInput;
  Gender: Gender;
  Headcount: ResolverTypeWrapper<Headcount>;
  HeadcountMarkInput: HeadcountMarkInput;
  HeadcountState: HeadcountState;
  HeadcountSync: ResolverTypeWrapper<HeadcountSync>;
  HeadcountTraveller: ResolverTypeWrapper<HeadcountTraveller>;
  Headcounts: ResolverTypeWrapper<Headcounts>;
  Hotel: ResolverTypeWrapper<Hotel>;
  HotelRoomType: ResolverTypeWrapper<HotelRoomType>;
  HotelRoomTypeInput: HotelRoomTypeInput;
  HotelStay: ResolverTypeWrapper<StoredStay>;
  HotelStayInput: HotelStayInput;
  HowToPay: ResolverTypeWrapper<HowToPay>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterestInput: InterestInput;
  InterestPage: ResolverTypeWrapper<Omit<InterestPage, 'items'> & { items: Array<ResolversTypes['InterestSubmission']> }>;
  InterestSubmission: ResolverTypeWrapper<InterestSubmissionView>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreview>;
  InviteStaffInput: InviteStaffInput;
  Itinerary: ResolverTypeWrapper<Itinerary>;
  ItineraryDay: ResolverTypeWrapper<ItineraryDay>;
  ItineraryLeg: ResolverTypeWrapper<ItineraryLeg>;
  ItineraryStep: ResolverTypeWrapper<ItineraryStep>;
  LandingWords: ResolverTypeWrapper<LandingWords>;
  LastMissing: ResolverTypeWrapper<LastMissing>;
  LogInInput: LogInInput;
  LogInResult: ResolverTypeWrapper<LogInResult>;
  MaritalStatus: MaritalStatus;
  MeningitisRuleInput: MeningitisRuleInput;
  MinorConsentRuleInput: MinorConsentRuleInput;
  MoveTravellerInput: MoveTravellerInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyReadiness: ResolverTypeWrapper<MyReadiness>;
  MySeat: ResolverTypeWrapper<Omit<MySeat, 'waitlist'> & { waitlist?: Maybe<ResolversTypes['WaitlistEntry']> }>;
  NextDue: ResolverTypeWrapper<NextDue>;
  OkResult: ResolverTypeWrapper<OkResult>;
  OnlineCheckout: ResolverTypeWrapper<OnlineCheckout>;
  OnlineChoice: OnlineChoice;
  OnlinePaymentFlag: ResolverTypeWrapper<OnlinePaymentFlag>;
  OnlinePaymentInput: OnlinePaymentInput;
  OnlinePaymentOffer: ResolverTypeWrapper<OnlinePaymentOffer>;
  OnlinePaymentStatus: ResolverTypeWrapper<OnlinePaymentStatus>;
  OnlinePaymentWords: ResolverTypeWrapper<OnlinePaymentWords>;
  OverdueTraveller: ResolverTypeWrapper<OverdueTraveller>;
  Party: ResolverTypeWrapper<Party>;
  PartyMember: ResolverTypeWrapper<PartyMember>;
  PartyTotals: ResolverTypeWrapper<PartyTotals>;
  Passkey: ResolverTypeWrapper<Passkey>;
  PassportRuleInput: PassportRuleInput;
  PastTrip: ResolverTypeWrapper<Omit<PastTrip, 'documents' | 'payments' | 'registration'> & { documents: Array<ResolversTypes['TripDocument']>, payments: ResolversTypes['PaymentAccount'], registration: ResolversTypes['TripRegistration'] }>;
  PaymentAccount: ResolverTypeWrapper<PaymentAccountView>;
  PaymentEntry: ResolverTypeWrapper<PaymentEntry>;
  PaymentForm: ResolverTypeWrapper<PaymentForm>;
  PaymentInput: PaymentInput;
  PaymentInstalment: ResolverTypeWrapper<PaymentInstalment>;
  PilgrimCard: ResolverTypeWrapper<PilgrimCard>;
  PortalTripInfo: ResolverTypeWrapper<PortalTripInfo>;
  PrivacyNotice: ResolverTypeWrapper<PrivacyNotice>;
  Profile: ResolverTypeWrapper<ProfileView>;
  ProfileInput: ProfileInput;
  PurgedTrip: ResolverTypeWrapper<PurgedTrip>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadinessBoard: ResolverTypeWrapper<ReadinessBoard>;
  ReadinessItem: ResolverTypeWrapper<ReadinessItem>;
  ReadinessRow: ResolverTypeWrapper<ReadinessRow>;
  ReadinessRule: ResolverTypeWrapper<ReadinessRule>;
  ReadinessRuleId: ReadinessRuleId;
  ReadinessRulesInput: ReadinessRulesInput;
  ReadinessStatus: ReadinessStatus;
  RecoveryCodes: ResolverTypeWrapper<RecoveryCodes>;
  RefundInput: RefundInput;
  RegistrationMoney: ResolverTypeWrapper<RegistrationMoney>;
  RegistrationPage: ResolverTypeWrapper<RegistrationPageView>;
  RegistrationReadiness: ResolverTypeWrapper<RegistrationReadiness>;
  RegistrationReview: ResolverTypeWrapper<RegistrationReviewView>;
  RegistrationSort: RegistrationSort;
  RegistrationStatus: RegistrationStatus;
  RegistrationStep: ResolverTypeWrapper<RegistrationStep>;
  RegistrationSummary: ResolverTypeWrapper<RegistrationSummary>;
  RegistrationTrip: ResolverTypeWrapper<RegistrationTripView>;
  RegistrationUser: ResolverTypeWrapper<RegistrationUser>;
  RegistrationUserProfile: ResolverTypeWrapper<RegistrationUserProfile>;
  RejectedMark: ResolverTypeWrapper<RejectedMark>;
  Relationship: Relationship;
  ReminderSettings: ResolverTypeWrapper<ReminderSettings>;
  RetentionCounts: ResolverTypeWrapper<RetentionCounts>;
  ReviewTripForm: ResolverTypeWrapper<ReviewTripForm>;
  RoadBus: ResolverTypeWrapper<RoadBus>;
  RoadCare: ResolverTypeWrapper<RoadCare>;
  RoadRoster: ResolverTypeWrapper<RoadRoster>;
  RoadTraveller: ResolverTypeWrapper<RoadTraveller>;
  Room: ResolverTypeWrapper<RoomView>;
  RoomChoice: ResolverTypeWrapper<RoomChoiceView>;
  RoomChoiceInput: RoomChoiceInput;
  RoomGender: RoomGender;
  RoomOption: ResolverTypeWrapper<RoomOption>;
  RoomType: RoomType;
  RoomingBoard: ResolverTypeWrapper<RoomingBoardView>;
  RoomingTraveller: ResolverTypeWrapper<RoomingTravellerView>;
  RoomingWarning: ResolverTypeWrapper<RoomingWarning>;
  RuleProvenanceInput: RuleProvenanceInput;
  RuleSource: ResolverTypeWrapper<RuleSource>;
  RuleSourceInput: RuleSourceInput;
  ScheduleItem: ResolverTypeWrapper<ScheduleItem>;
  SeatFigures: ResolverTypeWrapper<SeatFigures>;
  SecondFactorStatus: ResolverTypeWrapper<SecondFactorStatus>;
  SendAgainResult: ResolverTypeWrapper<SendAgainResult>;
  SentAnnouncement: ResolverTypeWrapper<SentAnnouncementView>;
  SharedDocument: ResolverTypeWrapper<SharedDocumentView>;
  SignUpInput: SignUpInput;
  StaffInvitation: ResolverTypeWrapper<StaffInvitationView>;
  StaffMember: ResolverTypeWrapper<StaffMemberView>;
  StartHeadcountInput: StartHeadcountInput;
  StayBoard: ResolverTypeWrapper<StayBoardView>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Team: ResolverTypeWrapper<Omit<Team, 'invitations' | 'members'> & { invitations: Array<ResolversTypes['StaffInvitation']>, members: Array<ResolversTypes['StaffMember']> }>;
  TimedLine: ResolverTypeWrapper<TimedLine>;
  TimelineActor: ResolverTypeWrapper<TimelineActor>;
  TimelineEntry: ResolverTypeWrapper<TimelineEntryView>;
  TotpSetup: ResolverTypeWrapper<TotpSetup>;
  TravelDetails: ResolverTypeWrapper<TravelDetails>;
  TravelDetailsInput: TravelDetailsInput;
  Trip: ResolverTypeWrapper<TripView>;
  TripChoice: ResolverTypeWrapper<TripChoice>;
  TripContent: ResolverTypeWrapper<TripContent>;
  TripCost: ResolverTypeWrapper<TripCost>;
  TripDocument: ResolverTypeWrapper<DocumentView>;
  TripFactsInput: TripFactsInput;
  TripFares: ResolverTypeWrapper<TripFares>;
  TripFaresInput: TripFaresInput;
  TripForm: ResolverTypeWrapper<TripFormView>;
  TripFormInput: TripFormInput;
  TripInstalment: ResolverTypeWrapper<TripInstalment>;
  TripInstalmentInput: TripInstalmentInput;
  TripRefundPolicy: ResolverTypeWrapper<TripRefundPolicy>;
  TripRefundPolicyInput: TripRefundPolicyInput;
  TripRefundTier: ResolverTypeWrapper<TripRefundTier>;
  TripRefundTierInput: TripRefundTierInput;
  TripRegistration: ResolverTypeWrapper<RegistrationView>;
  TripRetention: ResolverTypeWrapper<RetentionView>;
  TripStatus: TripStatus;
  UndeliveredMessage: ResolverTypeWrapper<UndeliveredMessage>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  VaccineValidityInput: VaccineValidityInput;
  Viewer: ResolverTypeWrapper<Viewer>;
  WaitlistEntry: ResolverTypeWrapper<WaitlistEntryView>;
  WaitlistState: WaitlistState;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  Accommodations: Accommodations;
  AddRoomsInput: AddRoomsInput;
  Announcement: AnnouncementView;
  AnnouncementInput: AnnouncementInput;
  AssignBusInput: AssignBusInput;
  AuditLogEntry: AuditLogEntryView;
  AuditLogPage: AuditLogPageView;
  AuditPerson: AuditPerson;
  AuditTraveller: AuditTraveller;
  AuthStatus: AuthStatus;
  AutoPayTraveller: AutoPayTraveller;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  Bus: StoredBus;
  BusInput: BusInput;
  Cancellation: Cancellation;
  CancellationQuote: CancellationQuote;
  CardContact: CardContact;
  CardHotel: CardHotel;
  CardRefund: CardRefund;
  CardRefundInput: CardRefundInput;
  CardRefundPart: CardRefundPart;
  ClaimCompanionInput: ClaimCompanionInput;
  ClaimedAccount: ClaimedAccount;
  CompanionInput: CompanionInput;
  ContentImage: ContentImage;
  ContentImages: ContentImages;
  CopyTripInput: CopyTripInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DismissedAnnouncement: DismissedAnnouncement;
  DocumentInput: DocumentInput;
  DocumentMetadata: DocumentMetadata;
  EmailVerification: EmailVerification;
  EmergencyContact: EmergencyContact;
  FareCents: FareCents;
  FinanceOverview: FinanceOverview;
  FlightLeg: FlightLeg;
  FlightLegInput: FlightLegInput;
  Headcount: Headcount;
  HeadcountMarkInput: HeadcountMarkInput;
  HeadcountSync: HeadcountSync;
  HeadcountTraveller: HeadcountTraveller;
  Headcounts: Headcounts;
  Hotel: Hotel;
  HotelRoomType: HotelRoomType;
  HotelRoomTypeInput: HotelRoomTypeInput;
  HotelStay: StoredStay;
  HotelStayInput: HotelStayInput;
  HowToPay: HowToPay;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InterestInput: InterestInput;
  InterestPage: Omit<InterestPage, 'items'> & { items: Array<ResolversParentTypes['InterestSubmission']> };
  InterestSubmission: InterestSubmissionView;
  InvitationPreview: InvitationPreview;
  InviteStaffInput: InviteStaffInput;
  Itinerary: Itinerary;
  ItineraryDay: ItineraryDay;
  ItineraryLeg: ItineraryLeg;
  ItineraryStep: ItineraryStep;
  LandingWords: LandingWords;
  LastMissing: LastMissing;
  LogInInput: LogInInput;
  LogInResult: LogInResult;
  MeningitisRuleInput: MeningitisRuleInput;
  MinorConsentRuleInput: MinorConsentRuleInput;
  MoveTravellerInput: MoveTravellerInput;
  Mutation: Record<PropertyKey, never>;
  MyReadiness: MyReadiness;
  MySeat: Omit<MySeat, 'waitlist'> & { waitlist?: Maybe<ResolversParentTypes['WaitlistEntry']> };
  NextDue: NextDue;
  OkResult: OkResult;
  OnlineCheckout: OnlineCheckout;
  OnlinePaymentFlag: OnlinePaymentFlag;
  OnlinePaymentInput: OnlinePaymentInput;
  OnlinePaymentOffer: OnlinePaymentOffer;
  OnlinePaymentStatus: OnlinePaymentStatus;
  OnlinePaymentWords: OnlinePaymentWords;
  OverdueTraveller: OverdueTraveller;
  Party: Party;
  PartyMember: PartyMember;
  PartyTotals: PartyTotals;
  Passkey: Passkey;
  PassportRuleInput: PassportRuleInput;
  PastTrip: Omit<PastTrip, 'documents' | 'payments' | 'registration'> & { documents: Array<ResolversParentTypes['TripDocument']>, payments: ResolversParentTypes['PaymentAccount'], registration: ResolversParentTypes['TripRegistration'] };
  PaymentAccount: PaymentAccountView;
  PaymentEntry: PaymentEntry;
  PaymentForm: PaymentForm;
  PaymentInput: PaymentInput;
  PaymentInstalment: PaymentInstalment;
  PilgrimCard: PilgrimCard;
  PortalTripInfo: PortalTripInfo;
  PrivacyNotice: PrivacyNotice;
  Profile: ProfileView;
  ProfileInput: ProfileInput;
  PurgedTrip: PurgedTrip;
  Query: Record<PropertyKey, never>;
  ReadinessBoard: ReadinessBoard;
  ReadinessItem: ReadinessItem;
  ReadinessRow: ReadinessRow;
  ReadinessRule: ReadinessRule;
  ReadinessRulesInput: ReadinessRulesInput;
  RecoveryCodes: RecoveryCodes;
  RefundInput: RefundInput;
  RegistrationMoney: RegistrationMoney;
  RegistrationPage: RegistrationPageView;
  RegistrationReadiness: RegistrationReadiness;
  RegistrationReview: RegistrationReviewView;
  RegistrationStep: RegistrationStep;
  RegistrationSummary: RegistrationSummary;
  RegistrationTrip: RegistrationTripView;
  RegistrationUser: RegistrationUser;
  RegistrationUserProfile: RegistrationUserProfile;
  RejectedMark: RejectedMark;
  ReminderSettings: ReminderSettings;
  RetentionCounts: RetentionCounts;
  ReviewTripForm: ReviewTripForm;
  RoadBus: RoadBus;
  RoadCare: RoadCare;
  RoadRoster: RoadRoster;
  RoadTraveller: RoadTraveller;
  Room: RoomView;
  RoomChoice: RoomChoiceView;
  RoomChoiceInput: RoomChoiceInput;
  RoomOption: RoomOption;
  RoomingBoard: RoomingBoardView;
  RoomingTraveller: RoomingTravellerView;
  RoomingWarning: RoomingWarning;
  RuleProvenanceInput: RuleProvenanceInput;
  RuleSource: RuleSource;
  RuleSourceInput: RuleSourceInput;
  ScheduleItem: ScheduleItem;
  SeatFigures: SeatFigures;
  SecondFactorStatus: SecondFactorStatus;
  SendAgainResult: SendAgainResult;
  SentAnnouncement: SentAnnouncementView;
  SharedDocument: SharedDocumentView;
  SignUpInput: SignUpInput;
  StaffInvitation: StaffInvitationView;
  StaffMember: StaffMemberView;
  StartHeadcountInput: StartHeadcountInput;
  StayBoard: StayBoardView;
  String: Scalars['String']['output'];
  Team: Omit<Team, 'invitations' | 'members'> & { invitations: Array<ResolversParentTypes['StaffInvitation']>, members: Array<ResolversParentTypes['StaffMember']> };
  TimedLine: TimedLine;
  TimelineActor: TimelineActor;
  TimelineEntry: TimelineEntryView;
  TotpSetup: TotpSetup;
  TravelDetails: TravelDetails;
  TravelDetailsInput: TravelDetailsInput;
  Trip: TripView;
  TripChoice: TripChoice;
  TripContent: TripContent;
  TripCost: TripCost;
  TripDocument: DocumentView;
  TripFactsInput: TripFactsInput;
  TripFares: TripFares;
  TripFaresInput: TripFaresInput;
  TripForm: TripFormView;
  TripFormInput: TripFormInput;
  TripInstalment: TripInstalment;
  TripInstalmentInput: TripInstalmentInput;
  TripRefundPolicy: TripRefundPolicy;
  TripRefundPolicyInput: TripRefundPolicyInput;
  TripRefundTier: TripRefundTier;
  TripRefundTierInput: TripRefundTierInput;
  TripRegistration: RegistrationView;
  TripRetention: RetentionView;
  UndeliveredMessage: UndeliveredMessage;
  Upload: Scalars['Upload']['output'];
  VaccineValidityInput: VaccineValidityInput;
  Viewer: Viewer;
  WaitlistEntry: WaitlistEntryView;
};

export type AccommodationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Accommodations'] = ResolversParentTypes['Accommodations']> = {
  madinah?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType>;
  mecca?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditPerson']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  traveller?: Resolver<Maybe<ResolversTypes['AuditTraveller']>, ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPerson'] = ResolversParentTypes['AuditPerson']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditTravellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditTraveller'] = ResolversParentTypes['AuditTraveller']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthStatus'] = ResolversParentTypes['AuthStatus']> = {
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAuthenticated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staffRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type AutoPayTravellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AutoPayTraveller'] = ResolversParentTypes['AutoPayTraveller']> = {
  failingSince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Bus'] = ResolversParentTypes['Bus']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leaderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leaderUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancellationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cancellation'] = ResolversParentTypes['Cancellation']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['CancelledBy'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancellationQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancellationQuote'] = ResolversParentTypes['CancellationQuote']> = {
  applies?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keptCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CardContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardContact'] = ResolversParentTypes['CardContact']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardHotelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardHotel'] = ResolversParentTypes['CardHotel']> = {
  addressAr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardRefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardRefund'] = ResolversParentTypes['CardRefund']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['CardRefundPart']>, ParentType, ContextType>;
};

export type CardRefundPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardRefundPart'] = ResolversParentTypes['CardRefundPart']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  providerPaymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClaimedAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimedAccount'] = ResolversParentTypes['ClaimedAccount']> = {
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentImage'] = ResolversParentTypes['ContentImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContentImagesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentImages'] = ResolversParentTypes['ContentImages']> = {
  footer?: Resolver<ResolversTypes['ContentImage'], ParentType, ContextType>;
  hero?: Resolver<ResolversTypes['ContentImage'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DismissedAnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DismissedAnnouncement'] = ResolversParentTypes['DismissedAnnouncement']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DocumentMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentMetadata'] = ResolversParentTypes['DocumentMetadata']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailVerification'] = ResolversParentTypes['EmailVerification']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EmergencyContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmergencyContact'] = ResolversParentTypes['EmergencyContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FareCentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FareCents'] = ResolversParentTypes['FareCents']> = {
  barakahCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nonBarakahCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FinanceOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinanceOverview'] = ResolversParentTypes['FinanceOverview']> = {
  autoPay?: Resolver<Array<ResolversTypes['AutoPayTraveller']>, ParentType, ContextType>;
  collectedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onlineToRefund?: Resolver<Array<ResolversTypes['OnlinePaymentFlag']>, ParentType, ContextType>;
  outstandingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<Array<ResolversTypes['OverdueTraveller']>, ParentType, ContextType>;
  overdueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FlightLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlightLeg'] = ResolversParentTypes['FlightLeg']> = {
  airline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrivesOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excludedRegistrationIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  flightNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromAirport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pnr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toAirport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  travellerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HeadcountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Headcount'] = ResolversParentTypes['Headcount']> = {
  bus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  busId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['HeadcountTraveller']>, ParentType, ContextType>;
  presentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  travellers?: Resolver<Array<ResolversTypes['HeadcountTraveller']>, ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HeadcountSyncResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HeadcountSync'] = ResolversParentTypes['HeadcountSync']> = {
  check?: Resolver<ResolversTypes['Headcount'], ParentType, ContextType>;
  duplicates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['RejectedMark']>, ParentType, ContextType>;
  stored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadcountTravellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HeadcountTraveller'] = ResolversParentTypes['HeadcountTraveller']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['HeadcountState'], ParentType, ContextType>;
};

export type HeadcountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Headcounts'] = ResolversParentTypes['Headcounts']> = {
  checks?: Resolver<Array<ResolversTypes['Headcount']>, ParentType, ContextType>;
  lastMissing?: Resolver<Maybe<ResolversTypes['LastMissing']>, ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HotelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hotel'] = ResolversParentTypes['Hotel']> = {
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelRoomTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelRoomType'] = ResolversParentTypes['HotelRoomType']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplementCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
};

export type HotelStayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotelStay'] = ResolversParentTypes['HotelStay']> = {
  addressAr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTypes?: Resolver<Array<ResolversTypes['HotelRoomType']>, ParentType, ContextType>;
};

export type HowToPayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HowToPay'] = ResolversParentTypes['HowToPay']> = {
  etransferEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentFormUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InterestPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InterestPage'] = ResolversParentTypes['InterestPage']> = {
  items?: Resolver<Array<ResolversTypes['InterestSubmission']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InterestSubmissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InterestSubmission'] = ResolversParentTypes['InterestSubmission']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sameEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  samePhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  travelers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvitationPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItineraryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Itinerary'] = ResolversParentTypes['Itinerary']> = {
  departure?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
  madinah?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
  mecca?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
  return?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
};

export type ItineraryDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItineraryDay'] = ResolversParentTypes['ItineraryDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['ItineraryStep']>, ParentType, ContextType>;
};

export type ItineraryLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItineraryLeg'] = ResolversParentTypes['ItineraryLeg']> = {
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TimedLine']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItineraryStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItineraryStep'] = ResolversParentTypes['ItineraryStep']> = {
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LandingWordsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LandingWords'] = ResolversParentTypes['LandingWords']> = {
  comingSoonEyebrow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comingSoonHeading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comingSoonLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comingSoonStayTuned?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comingSoonText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footerTagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroButton?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroHeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heroInvitation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interestIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interestTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerEyebrow?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerHeading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerIntro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LastMissingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LastMissing'] = ResolversParentTypes['LastMissing']> = {
  checkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  closedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  travellers?: Resolver<Array<ResolversTypes['HeadcountTraveller']>, ParentType, ContextType>;
};

export type LogInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogInResult'] = ResolversParentTypes['LogInResult']> = {
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secondFactor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  acceptOffer?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationAcceptOfferArgs, 'id'>>;
  actForTraveller?: Resolver<ResolversTypes['Party'], ParentType, ContextType, Partial<MutationActForTravellerArgs>>;
  addBus?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, RequireFields<MutationAddBusArgs, 'input' | 'tripId'>>;
  addCompanions?: Resolver<ResolversTypes['Party'], ParentType, ContextType, RequireFields<MutationAddCompanionsArgs, 'companions'>>;
  addFlightLeg?: Resolver<ResolversTypes['FlightLeg'], ParentType, ContextType, RequireFields<MutationAddFlightLegArgs, 'input'>>;
  addRooms?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, RequireFields<MutationAddRoomsArgs, 'input' | 'stayId'>>;
  adminLogIn?: Resolver<ResolversTypes['LogInResult'], ParentType, ContextType, RequireFields<MutationAdminLogInArgs, 'input'>>;
  adminLogOut?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType>;
  approveForm?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationApproveFormArgs, 'id'>>;
  approveVisa?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationApproveVisaArgs, 'id'>>;
  assignBus?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, RequireFields<MutationAssignBusArgs, 'input'>>;
  assignRoomsAutomatically?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, RequireFields<MutationAssignRoomsAutomaticallyArgs, 'stayId'>>;
  cancelMyRegistration?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, Partial<MutationCancelMyRegistrationArgs>>;
  cancelRegistration?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationCancelRegistrationArgs, 'id' | 'reason'>>;
  changeFare?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType, RequireFields<MutationChangeFareArgs, 'fare' | 'registrationId'>>;
  changePassword?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changeRoomType?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType, RequireFields<MutationChangeRoomTypeArgs, 'registrationId'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'id' | 'staffRole'>>;
  chooseRoom?: Resolver<ResolversTypes['RoomChoice'], ParentType, ContextType, RequireFields<MutationChooseRoomArgs, 'input'>>;
  claimCompanionAccount?: Resolver<ResolversTypes['ClaimedAccount'], ParentType, ContextType, RequireFields<MutationClaimCompanionAccountArgs, 'input'>>;
  closeHeadcount?: Resolver<ResolversTypes['Headcount'], ParentType, ContextType, RequireFields<MutationCloseHeadcountArgs, 'id'>>;
  confirmTotp?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationConfirmTotpArgs, 'code'>>;
  copyTrip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationCopyTripArgs, 'id' | 'input'>>;
  deleteDocument?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationDeleteDocumentArgs, 'id'>>;
  deleteFlightLeg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFlightLegArgs, 'id'>>;
  deleteMyAccount?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'input'>>;
  dismissAnnouncement?: Resolver<ResolversTypes['DismissedAnnouncement'], ParentType, ContextType, RequireFields<MutationDismissAnnouncementArgs, 'id'>>;
  extendHold?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationExtendHoldArgs, 'hours' | 'id' | 'reason'>>;
  inviteCompanion?: Resolver<ResolversTypes['Party'], ParentType, ContextType, RequireFields<MutationInviteCompanionArgs, 'email' | 'registrationId'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffInvitation'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType>;
  leaveWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType>;
  logIn?: Resolver<ResolversTypes['LogInResult'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'input'>>;
  logOut?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType>;
  markDepositPaid?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationMarkDepositPaidArgs, 'id'>>;
  moveTraveller?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, RequireFields<MutationMoveTravellerArgs, 'input'>>;
  moveTrip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationMoveTripArgs, 'id' | 'to'>>;
  newRecoveryCodes?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType>;
  offerSeat?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationOfferSeatArgs, 'id' | 'reason'>>;
  passkeyAuthenticationOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passkeyRegistrationOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purgeTripData?: Resolver<ResolversTypes['TripRetention'], ParentType, ContextType, RequireFields<MutationPurgeTripDataArgs, 'tripId'>>;
  recordFinalPayment?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationRecordFinalPaymentArgs, 'id'>>;
  recordPartyPayment?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType, RequireFields<MutationRecordPartyPaymentArgs, 'input'>>;
  recordPayment?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType, RequireFields<MutationRecordPaymentArgs, 'input'>>;
  recordRefund?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType, RequireFields<MutationRecordRefundArgs, 'input' | 'registrationId'>>;
  refundToCard?: Resolver<ResolversTypes['CardRefund'], ParentType, ContextType, RequireFields<MutationRefundToCardArgs, 'input' | 'registrationId'>>;
  registerPasskey?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationRegisterPasskeyArgs, 'response'>>;
  removeBus?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, RequireFields<MutationRemoveBusArgs, 'busId'>>;
  removeCompanion?: Resolver<ResolversTypes['Party'], ParentType, ContextType, RequireFields<MutationRemoveCompanionArgs, 'registrationId'>>;
  removePasskey?: Resolver<ResolversTypes['SecondFactorStatus'], ParentType, ContextType, RequireFields<MutationRemovePasskeyArgs, 'id'>>;
  removeRoom?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, RequireFields<MutationRemoveRoomArgs, 'roomId'>>;
  reorderWaitlist?: Resolver<Array<ResolversTypes['WaitlistEntry']>, ParentType, ContextType, RequireFields<MutationReorderWaitlistArgs, 'id' | 'position' | 'reason'>>;
  requestFormChanges?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationRequestFormChangesArgs, 'id' | 'reason'>>;
  requestPasswordReset?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestVisaChanges?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationRequestVisaChangesArgs, 'id' | 'reason'>>;
  resendVerificationEmail?: Resolver<ResolversTypes['EmailVerification'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  revealPassportNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRevealPassportNumberArgs, 'registrationId'>>;
  reversePayment?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType, RequireFields<MutationReversePaymentArgs, 'paymentId' | 'reason'>>;
  revokeInvitation?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'id'>>;
  revokeStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationRevokeStaffArgs, 'id'>>;
  saveHotelStays?: Resolver<Array<ResolversTypes['HotelStay']>, ParentType, ContextType, RequireFields<MutationSaveHotelStaysArgs, 'stays' | 'tripId'>>;
  saveReadinessRules?: Resolver<ResolversTypes['ReadinessBoard'], ParentType, ContextType, RequireFields<MutationSaveReadinessRulesArgs, 'rules' | 'tripId'>>;
  saveTravelDetails?: Resolver<ResolversTypes['MyReadiness'], ParentType, ContextType, RequireFields<MutationSaveTravelDetailsArgs, 'input'>>;
  saveTripForm?: Resolver<ResolversTypes['TripForm'], ParentType, ContextType, RequireFields<MutationSaveTripFormArgs, 'input' | 'submit'>>;
  sendAnnouncement?: Resolver<ResolversTypes['SentAnnouncement'], ParentType, ContextType, RequireFields<MutationSendAnnouncementArgs, 'input'>>;
  sendUndeliveredAgain?: Resolver<ResolversTypes['SendAgainResult'], ParentType, ContextType, Partial<MutationSendUndeliveredAgainArgs>>;
  setFlightLegTraveller?: Resolver<ResolversTypes['FlightLeg'], ParentType, ContextType, RequireFields<MutationSetFlightLegTravellerArgs, 'legId' | 'onLeg' | 'registrationId'>>;
  setMyLanguage?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'locale'>>;
  setReminders?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType, RequireFields<MutationSetRemindersArgs, 'enabled'>>;
  setUpTotp?: Resolver<ResolversTypes['TotpSetup'], ParentType, ContextType>;
  settleOnlinePaymentFlag?: Resolver<ResolversTypes['OnlinePaymentFlag'], ParentType, ContextType, RequireFields<MutationSettleOnlinePaymentFlagArgs, 'id' | 'note'>>;
  signInWithPasskey?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationSignInWithPasskeyArgs, 'response'>>;
  signUp?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startHeadcount?: Resolver<ResolversTypes['Headcount'], ParentType, ContextType, RequireFields<MutationStartHeadcountArgs, 'input'>>;
  startOnlinePayment?: Resolver<ResolversTypes['OnlineCheckout'], ParentType, ContextType, RequireFields<MutationStartOnlinePaymentArgs, 'input'>>;
  startRegistration?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, Partial<MutationStartRegistrationArgs>>;
  submitInterest?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationSubmitInterestArgs, 'input'>>;
  syncHeadcount?: Resolver<ResolversTypes['HeadcountSync'], ParentType, ContextType, RequireFields<MutationSyncHeadcountArgs, 'id' | 'marks'>>;
  turnOffAutoPay?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType>;
  updateFlightLeg?: Resolver<ResolversTypes['FlightLeg'], ParentType, ContextType, RequireFields<MutationUpdateFlightLegArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateTrip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationUpdateTripArgs, 'id' | 'input'>>;
  uploadDocument?: Resolver<ResolversTypes['TripDocument'], ParentType, ContextType, RequireFields<MutationUploadDocumentArgs, 'file' | 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
  verifySecondFactor?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, Partial<MutationVerifySecondFactorArgs>>;
};

export type MyReadinessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyReadiness'] = ResolversParentTypes['MyReadiness']> = {
  departsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['TravelDetails'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReadinessItem']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MySeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MySeat'] = ResolversParentTypes['MySeat']> = {
  lastCancellation?: Resolver<Maybe<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  waitlist?: Resolver<Maybe<ResolversTypes['WaitlistEntry']>, ParentType, ContextType>;
};

export type NextDueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NextDue'] = ResolversParentTypes['NextDue']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OkResult'] = ResolversParentTypes['OkResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OnlineCheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlineCheckout'] = ResolversParentTypes['OnlineCheckout']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnlinePaymentFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlinePaymentFlag'] = ResolversParentTypes['OnlinePaymentFlag']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  providerPaymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  settlementNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OnlinePaymentOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlinePaymentOffer'] = ResolversParentTypes['OnlinePaymentOffer']> = {
  maxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OnlinePaymentStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlinePaymentStatus'] = ResolversParentTypes['OnlinePaymentStatus']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiptNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnlinePaymentWordsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnlinePaymentWords'] = ResolversParentTypes['OnlinePaymentWords']> = {
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OverdueTravellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverdueTraveller'] = ResolversParentTypes['OverdueTraveller']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldestDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overdueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Party'] = ResolversParentTypes['Party']> = {
  actingFor?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  maxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['PartyMember']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PartyTotals'], ParentType, ContextType>;
  youLead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PartyMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartyMember'] = ResolversParentTypes['PartyMember']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fareCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guardianInParty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holdExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isLead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['Relationship']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PartyTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartyTotals'] = ResolversParentTypes['PartyTotals']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fareCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PastTripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PastTrip'] = ResolversParentTypes['PastTrip']> = {
  documents?: Resolver<Array<ResolversTypes['TripDocument']>, ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType>;
  trip?: Resolver<ResolversTypes['TripChoice'], ParentType, ContextType>;
};

export type PaymentAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentAccount'] = ResolversParentTypes['PaymentAccount']> = {
  autoPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['PaymentEntry']>, ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['Fare'], ParentType, ContextType>;
  fareCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  howToPay?: Resolver<ResolversTypes['HowToPay'], ParentType, ContextType>;
  nextDue?: Resolver<Maybe<ResolversTypes['NextDue']>, ParentType, ContextType>;
  online?: Resolver<Maybe<ResolversTypes['OnlinePaymentOffer']>, ParentType, ContextType>;
  overdueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schedule?: Resolver<Array<ResolversTypes['ScheduleItem']>, ParentType, ContextType>;
  supplementCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentEntry'] = ResolversParentTypes['PaymentEntry']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['TimelineActor']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reversesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  travellerNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentForm'] = ResolversParentTypes['PaymentForm']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentInstalmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInstalment'] = ResolversParentTypes['PaymentInstalment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PilgrimCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PilgrimCard'] = ResolversParentTypes['PilgrimCard']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotel?: Resolver<Maybe<ResolversTypes['CardHotel']>, ParentType, ContextType>;
  leaderView?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leaders?: Resolver<Array<ResolversTypes['CardContact']>, ParentType, ContextType>;
  organisers?: Resolver<Array<ResolversTypes['CardContact']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programme?: Resolver<Array<ResolversTypes['ItineraryDay']>, ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PortalTripInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalTripInfo'] = ResolversParentTypes['PortalTripInfo']> = {
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deposits?: Resolver<ResolversTypes['FareCents'], ParentType, ContextType>;
  finalPaymentRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  registrationSteps?: Resolver<Array<ResolversTypes['RegistrationStep']>, ParentType, ContextType>;
};

export type PrivacyNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivacyNotice'] = ResolversParentTypes['PrivacyNotice']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurgedTripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurgedTrip'] = ResolversParentTypes['PurgedTrip']> = {
  documentsPurgedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tripName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  announcements?: Resolver<Array<ResolversTypes['SentAnnouncement']>, ParentType, ContextType, Partial<QueryAnnouncementsArgs>>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  authStatus?: Resolver<ResolversTypes['AuthStatus'], ParentType, ContextType>;
  cancellationQuote?: Resolver<Maybe<ResolversTypes['CancellationQuote']>, ParentType, ContextType>;
  emailVerification?: Resolver<ResolversTypes['EmailVerification'], ParentType, ContextType>;
  financeOverview?: Resolver<ResolversTypes['FinanceOverview'], ParentType, ContextType, Partial<QueryFinanceOverviewArgs>>;
  flightLegs?: Resolver<Array<ResolversTypes['FlightLeg']>, ParentType, ContextType, Partial<QueryFlightLegsArgs>>;
  headcount?: Resolver<ResolversTypes['Headcount'], ParentType, ContextType, RequireFields<QueryHeadcountArgs, 'id'>>;
  headcounts?: Resolver<ResolversTypes['Headcounts'], ParentType, ContextType, Partial<QueryHeadcountsArgs>>;
  hotelStays?: Resolver<Array<ResolversTypes['HotelStay']>, ParentType, ContextType, Partial<QueryHotelStaysArgs>>;
  interestPage?: Resolver<ResolversTypes['InterestPage'], ParentType, ContextType, RequireFields<QueryInterestPageArgs, 'limit' | 'offset'>>;
  interestSubmissions?: Resolver<Array<ResolversTypes['InterestSubmission']>, ParentType, ContextType, Partial<QueryInterestSubmissionsArgs>>;
  invitation?: Resolver<ResolversTypes['InvitationPreview'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  myAnnouncements?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType>;
  myCard?: Resolver<ResolversTypes['PilgrimCard'], ParentType, ContextType>;
  myDocuments?: Resolver<Array<ResolversTypes['TripDocument']>, ParentType, ContextType>;
  myParty?: Resolver<Maybe<ResolversTypes['Party']>, ParentType, ContextType>;
  myPasskeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  myPastTrips?: Resolver<Array<ResolversTypes['PastTrip']>, ParentType, ContextType>;
  myPayments?: Resolver<Maybe<ResolversTypes['PaymentAccount']>, ParentType, ContextType>;
  myPurgedTrips?: Resolver<Array<ResolversTypes['PurgedTrip']>, ParentType, ContextType>;
  myReadiness?: Resolver<ResolversTypes['MyReadiness'], ParentType, ContextType>;
  myRegistration?: Resolver<Maybe<ResolversTypes['TripRegistration']>, ParentType, ContextType>;
  myRoomChoice?: Resolver<Maybe<ResolversTypes['RoomChoice']>, ParentType, ContextType>;
  mySeat?: Resolver<ResolversTypes['MySeat'], ParentType, ContextType>;
  onlinePayment?: Resolver<ResolversTypes['OnlinePaymentStatus'], ParentType, ContextType, RequireFields<QueryOnlinePaymentArgs, 'sessionId'>>;
  privacyNotice?: Resolver<ResolversTypes['PrivacyNotice'], ParentType, ContextType, Partial<QueryPrivacyNoticeArgs>>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  readinessBoard?: Resolver<ResolversTypes['ReadinessBoard'], ParentType, ContextType, Partial<QueryReadinessBoardArgs>>;
  registrationCancellationQuote?: Resolver<ResolversTypes['CancellationQuote'], ParentType, ContextType, RequireFields<QueryRegistrationCancellationQuoteArgs, 'registrationId'>>;
  registrationParty?: Resolver<ResolversTypes['Party'], ParentType, ContextType, RequireFields<QueryRegistrationPartyArgs, 'registrationId'>>;
  registrationPayments?: Resolver<ResolversTypes['PaymentAccount'], ParentType, ContextType, RequireFields<QueryRegistrationPaymentsArgs, 'registrationId'>>;
  registrationReadiness?: Resolver<ResolversTypes['RegistrationReadiness'], ParentType, ContextType, RequireFields<QueryRegistrationReadinessArgs, 'registrationId'>>;
  registrationReview?: Resolver<ResolversTypes['RegistrationReview'], ParentType, ContextType, RequireFields<QueryRegistrationReviewArgs, 'id'>>;
  registrationsPage?: Resolver<ResolversTypes['RegistrationPage'], ParentType, ContextType, Partial<QueryRegistrationsPageArgs>>;
  reminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType>;
  roadRoster?: Resolver<ResolversTypes['RoadRoster'], ParentType, ContextType, Partial<QueryRoadRosterArgs>>;
  roomingBoard?: Resolver<ResolversTypes['RoomingBoard'], ParentType, ContextType, Partial<QueryRoomingBoardArgs>>;
  seats?: Resolver<ResolversTypes['SeatFigures'], ParentType, ContextType>;
  secondFactorStatus?: Resolver<ResolversTypes['SecondFactorStatus'], ParentType, ContextType>;
  sharedDocuments?: Resolver<Array<ResolversTypes['SharedDocument']>, ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
  trip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<QueryTripArgs, 'id'>>;
  tripChoices?: Resolver<Array<ResolversTypes['TripChoice']>, ParentType, ContextType>;
  tripContent?: Resolver<ResolversTypes['TripContent'], ParentType, ContextType, Partial<QueryTripContentArgs>>;
  tripForm?: Resolver<Maybe<ResolversTypes['TripForm']>, ParentType, ContextType>;
  tripRegistrations?: Resolver<Array<ResolversTypes['TripRegistration']>, ParentType, ContextType, Partial<QueryTripRegistrationsArgs>>;
  tripRetention?: Resolver<Array<ResolversTypes['TripRetention']>, ParentType, ContextType>;
  trips?: Resolver<Array<ResolversTypes['Trip']>, ParentType, ContextType>;
  undeliveredMessages?: Resolver<Array<ResolversTypes['UndeliveredMessage']>, ParentType, ContextType>;
  waitlist?: Resolver<Array<ResolversTypes['WaitlistEntry']>, ParentType, ContextType, Partial<QueryWaitlistArgs>>;
};

export type ReadinessBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadinessBoard'] = ResolversParentTypes['ReadinessBoard']> = {
  readyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReadinessRow']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['ReadinessRule']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warnDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReadinessItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadinessItem'] = ResolversParentTypes['ReadinessItem']> = {
  fix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['ReadinessRuleId'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReadinessStatus'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReadinessRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadinessRow'] = ResolversParentTypes['ReadinessRow']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReadinessItem']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReadinessRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadinessRule'] = ResolversParentTypes['ReadinessRule']> = {
  checkedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ReadinessRuleId'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RuleSource'], ParentType, ContextType>;
};

export type RecoveryCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecoveryCodes'] = ResolversParentTypes['RecoveryCodes']> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrationMoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationMoney'] = ResolversParentTypes['RegistrationMoney']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fareCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationPage'] = ResolversParentTypes['RegistrationPage']> = {
  items?: Resolver<Array<ResolversTypes['TripRegistration']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['RegistrationSummary'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationReadinessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationReadiness'] = ResolversParentTypes['RegistrationReadiness']> = {
  details?: Resolver<ResolversTypes['TravelDetails'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReadinessItem']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RegistrationReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationReview'] = ResolversParentTypes['RegistrationReview']> = {
  documents?: Resolver<Array<ResolversTypes['TripDocument']>, ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['ReviewTripForm']>, ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['TimelineEntry']>, ParentType, ContextType>;
  traveller?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
};

export type RegistrationStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationStep'] = ResolversParentTypes['RegistrationStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationSummary'] = ResolversParentTypes['RegistrationSummary']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  formsAwaitingReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visasAwaitingReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationTripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationTrip'] = ResolversParentTypes['RegistrationTrip']> = {
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passportValidAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  under18ReferenceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationUser'] = ResolversParentTypes['RegistrationUser']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['RegistrationUserProfile'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationUserProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationUserProfile'] = ResolversParentTypes['RegistrationUserProfile']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RejectedMarkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RejectedMark'] = ResolversParentTypes['RejectedMark']> = {
  markId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReminderSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReminderSettings'] = ResolversParentTypes['ReminderSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RetentionCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionCounts'] = ResolversParentTypes['RetentionCounts']> = {
  documents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  forms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewTripFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewTripForm'] = ResolversParentTypes['ReviewTripForm']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactRelationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullNameAsPerPassport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  hasValidCanadianPassport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasValidSaudiVisa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCanadianCitizen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUnder18?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['MaritalStatus']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportExpirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportGivenNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportIssuanceCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportNumberMasked?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomPreferences?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RoadBusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoadBus'] = ResolversParentTypes['RoadBus']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoadCareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoadCare'] = ResolversParentTypes['RoadCare']> = {
  diet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wheelchair?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RoadRosterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoadRoster'] = ResolversParentTypes['RoadRoster']> = {
  buses?: Resolver<Array<ResolversTypes['RoadBus']>, ParentType, ContextType>;
  programme?: Resolver<Array<ResolversTypes['ItineraryDay']>, ParentType, ContextType>;
  travellers?: Resolver<Array<ResolversTypes['RoadTraveller']>, ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tripName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoadTravellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoadTraveller'] = ResolversParentTypes['RoadTraveller']> = {
  bus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  busId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  care?: Resolver<Maybe<ResolversTypes['RoadCare']>, ParentType, ContextType>;
  emergencyContact?: Resolver<ResolversTypes['EmergencyContact'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullNameAsPerPassport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsapp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['RoomGender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupantIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
};

export type RoomChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomChoice'] = ResolversParentTypes['RoomChoice']> = {
  options?: Resolver<Array<ResolversTypes['RoomOption']>, ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roomType?: Resolver<Maybe<ResolversTypes['RoomType']>, ParentType, ContextType>;
  stays?: Resolver<Array<ResolversTypes['HotelStay']>, ParentType, ContextType>;
  supplementCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wishes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RoomOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomOption'] = ResolversParentTypes['RoomOption']> = {
  supplementCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
};

export type RoomingBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomingBoard'] = ResolversParentTypes['RoomingBoard']> = {
  buses?: Resolver<Array<ResolversTypes['Bus']>, ParentType, ContextType>;
  stays?: Resolver<Array<ResolversTypes['StayBoard']>, ParentType, ContextType>;
  travellers?: Resolver<Array<ResolversTypes['RoomingTraveller']>, ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RoomingTravellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomingTraveller'] = ResolversParentTypes['RoomingTraveller']> = {
  busId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  partyLeadName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomType?: Resolver<Maybe<ResolversTypes['RoomType']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wishes?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RoomingWarningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomingWarning'] = ResolversParentTypes['RoomingWarning']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  travellerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  wishedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RuleSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleSource'] = ResolversParentTypes['RuleSource']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleItem'] = ResolversParentTypes['ScheduleItem']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeatFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeatFigures'] = ResolversParentTypes['SeatFigures']> = {
  full?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SecondFactorStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactorStatus'] = ResolversParentTypes['SecondFactorStatus']> = {
  passkeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendAgainResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendAgainResult'] = ResolversParentTypes['SendAgainResult']> = {
  requeued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SentAnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SentAnnouncement'] = ResolversParentTypes['SentAnnouncement']> = {
  audience?: Resolver<ResolversTypes['AnnouncementAudience'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['TimelineActor']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dismissedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedDocument'] = ResolversParentTypes['SharedDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['DocumentMetadata'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sharedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffInvitation'] = ResolversParentTypes['StaffInvitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StayBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StayBoard'] = ResolversParentTypes['StayBoard']> = {
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType>;
  stay?: Resolver<ResolversTypes['HotelStay'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['RoomingWarning']>, ParentType, ContextType>;
};

export type TeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  invitations?: Resolver<Array<ResolversTypes['StaffInvitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
};

export type TimedLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimedLine'] = ResolversParentTypes['TimedLine']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelineActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineActor'] = ResolversParentTypes['TimelineActor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelineEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineEntry'] = ResolversParentTypes['TimelineEntry']> = {
  actor?: Resolver<Maybe<ResolversTypes['TimelineActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotpSetup'] = ResolversParentTypes['TotpSetup']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TravelDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TravelDetails'] = ResolversParentTypes['TravelDetails']> = {
  diet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vaccinatedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vaccineType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaConfirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  visaConfirmedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaExpiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaIssuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wheelchair?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type TripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Trip'] = ResolversParentTypes['Trip']> = {
  copiedFrom?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fares?: Resolver<ResolversTypes['TripFares'], ParentType, ContextType>;
  groupSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  passportValidAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentSchedule?: Resolver<Array<ResolversTypes['TripInstalment']>, ParentType, ContextType>;
  refundPolicy?: Resolver<ResolversTypes['TripRefundPolicy'], ParentType, ContextType>;
  registrationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TripStatus'], ParentType, ContextType>;
  under18ReferenceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripChoice'] = ResolversParentTypes['TripChoice']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripContent'] = ResolversParentTypes['TripContent']> = {
  accommodations?: Resolver<ResolversTypes['Accommodations'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['TripCost'], ParentType, ContextType>;
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datesNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  flights?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['ContentImages'], ParentType, ContextType>;
  importantNotes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  itinerary?: Resolver<ResolversTypes['Itinerary'], ParentType, ContextType>;
  landing?: Resolver<ResolversTypes['LandingWords'], ParentType, ContextType>;
  onlinePayment?: Resolver<ResolversTypes['OnlinePaymentWords'], ParentType, ContextType>;
  paymentForm?: Resolver<ResolversTypes['PaymentForm'], ParentType, ContextType>;
  paymentSchedule?: Resolver<Array<ResolversTypes['PaymentInstalment']>, ParentType, ContextType>;
  portal?: Resolver<ResolversTypes['PortalTripInfo'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TripCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripCost'] = ResolversParentTypes['TripCost']> = {
  barakahCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nonBarakahCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TripDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripDocument'] = ResolversParentTypes['TripDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['DocumentMetadata'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripFaresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripFares'] = ResolversParentTypes['TripFares']> = {
  barakah?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nonBarakah?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TripFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripForm'] = ResolversParentTypes['TripForm']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactRelationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullNameAsPerPassport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  hasValidCanadianPassport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasValidSaudiVisa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCanadianCitizen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUnder18?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['MaritalStatus']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportExpirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportGivenNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportIssuanceCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomPreferences?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tripRegistrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TripInstalmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripInstalment'] = ResolversParentTypes['TripInstalment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TripRefundPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRefundPolicy'] = ResolversParentTypes['TripRefundPolicy']> = {
  depositRefundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['TripRefundTier']>, ParentType, ContextType>;
};

export type TripRefundTierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRefundTier'] = ResolversParentTypes['TripRefundTier']> = {
  before?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TripRegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRegistration'] = ResolversParentTypes['TripRegistration']> = {
  cancellation?: Resolver<Maybe<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depositPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['Fare'], ParentType, ContextType>;
  finalPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  formApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  formChangesReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holdExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['RegistrationMoney']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  trip?: Resolver<ResolversTypes['RegistrationTrip'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['RegistrationUser']>, ParentType, ContextType>;
  visaApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visaChangesReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TripRetentionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRetention'] = ResolversParentTypes['TripRetention']> = {
  counts?: Resolver<ResolversTypes['RetentionCounts'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tripName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UndeliveredMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UndeliveredMessage'] = ResolversParentTypes['UndeliveredMessage']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitlistEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistEntry'] = ResolversParentTypes['WaitlistEntry']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offerExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WaitlistState'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['RegistrationUser']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Accommodations?: AccommodationsResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  AuditPerson?: AuditPersonResolvers<ContextType>;
  AuditTraveller?: AuditTravellerResolvers<ContextType>;
  AuthStatus?: AuthStatusResolvers<ContextType>;
  AutoPayTraveller?: AutoPayTravellerResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Bus?: BusResolvers<ContextType>;
  Cancellation?: CancellationResolvers<ContextType>;
  CancellationQuote?: CancellationQuoteResolvers<ContextType>;
  CardContact?: CardContactResolvers<ContextType>;
  CardHotel?: CardHotelResolvers<ContextType>;
  CardRefund?: CardRefundResolvers<ContextType>;
  CardRefundPart?: CardRefundPartResolvers<ContextType>;
  ClaimedAccount?: ClaimedAccountResolvers<ContextType>;
  ContentImage?: ContentImageResolvers<ContextType>;
  ContentImages?: ContentImagesResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DismissedAnnouncement?: DismissedAnnouncementResolvers<ContextType>;
  DocumentMetadata?: DocumentMetadataResolvers<ContextType>;
  EmailVerification?: EmailVerificationResolvers<ContextType>;
  EmergencyContact?: EmergencyContactResolvers<ContextType>;
  FareCents?: FareCentsResolvers<ContextType>;
  FinanceOverview?: FinanceOverviewResolvers<ContextType>;
  FlightLeg?: FlightLegResolvers<ContextType>;
  Headcount?: HeadcountResolvers<ContextType>;
  HeadcountSync?: HeadcountSyncResolvers<ContextType>;
  HeadcountTraveller?: HeadcountTravellerResolvers<ContextType>;
  Headcounts?: HeadcountsResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  HotelRoomType?: HotelRoomTypeResolvers<ContextType>;
  HotelStay?: HotelStayResolvers<ContextType>;
  HowToPay?: HowToPayResolvers<ContextType>;
  InterestPage?: InterestPageResolvers<ContextType>;
  InterestSubmission?: InterestSubmissionResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Itinerary?: ItineraryResolvers<ContextType>;
  ItineraryDay?: ItineraryDayResolvers<ContextType>;
  ItineraryLeg?: ItineraryLegResolvers<ContextType>;
  ItineraryStep?: ItineraryStepResolvers<ContextType>;
  LandingWords?: LandingWordsResolvers<ContextType>;
  LastMissing?: LastMissingResolvers<ContextType>;
  LogInResult?: LogInResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyReadiness?: MyReadinessResolvers<ContextType>;
  MySeat?: MySeatResolvers<ContextType>;
  NextDue?: NextDueResolvers<ContextType>;
  OkResult?: OkResultResolvers<ContextType>;
  OnlineCheckout?: OnlineCheckoutResolvers<ContextType>;
  OnlinePaymentFlag?: OnlinePaymentFlagResolvers<ContextType>;
  OnlinePaymentOffer?: OnlinePaymentOfferResolvers<ContextType>;
  OnlinePaymentStatus?: OnlinePaymentStatusResolvers<ContextType>;
  OnlinePaymentWords?: OnlinePaymentWordsResolvers<ContextType>;
  OverdueTraveller?: OverdueTravellerResolvers<ContextType>;
  Party?: PartyResolvers<ContextType>;
  PartyMember?: PartyMemberResolvers<ContextType>;
  PartyTotals?: PartyTotalsResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PastTrip?: PastTripResolvers<ContextType>;
  PaymentAccount?: PaymentAccountResolvers<ContextType>;
  PaymentEntry?: PaymentEntryResolvers<ContextType>;
  PaymentForm?: PaymentFormResolvers<ContextType>;
  PaymentInstalment?: PaymentInstalmentResolvers<ContextType>;
  PilgrimCard?: PilgrimCardResolvers<ContextType>;
  PortalTripInfo?: PortalTripInfoResolvers<ContextType>;
  PrivacyNotice?: PrivacyNoticeResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PurgedTrip?: PurgedTripResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReadinessBoard?: ReadinessBoardResolvers<ContextType>;
  ReadinessItem?: ReadinessItemResolvers<ContextType>;
  ReadinessRow?: ReadinessRowResolvers<ContextType>;
  ReadinessRule?: ReadinessRuleResolvers<ContextType>;
  RecoveryCodes?: RecoveryCodesResolvers<ContextType>;
  RegistrationMoney?: RegistrationMoneyResolvers<ContextType>;
  RegistrationPage?: RegistrationPageResolvers<ContextType>;
  RegistrationReadiness?: RegistrationReadinessResolvers<ContextType>;
  RegistrationReview?: RegistrationReviewResolvers<ContextType>;
  RegistrationStep?: RegistrationStepResolvers<ContextType>;
  RegistrationSummary?: RegistrationSummaryResolvers<ContextType>;
  RegistrationTrip?: RegistrationTripResolvers<ContextType>;
  RegistrationUser?: RegistrationUserResolvers<ContextType>;
  RegistrationUserProfile?: RegistrationUserProfileResolvers<ContextType>;
  RejectedMark?: RejectedMarkResolvers<ContextType>;
  ReminderSettings?: ReminderSettingsResolvers<ContextType>;
  RetentionCounts?: RetentionCountsResolvers<ContextType>;
  ReviewTripForm?: ReviewTripFormResolvers<ContextType>;
  RoadBus?: RoadBusResolvers<ContextType>;
  RoadCare?: RoadCareResolvers<ContextType>;
  RoadRoster?: RoadRosterResolvers<ContextType>;
  RoadTraveller?: RoadTravellerResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomChoice?: RoomChoiceResolvers<ContextType>;
  RoomOption?: RoomOptionResolvers<ContextType>;
  RoomingBoard?: RoomingBoardResolvers<ContextType>;
  RoomingTraveller?: RoomingTravellerResolvers<ContextType>;
  RoomingWarning?: RoomingWarningResolvers<ContextType>;
  RuleSource?: RuleSourceResolvers<ContextType>;
  ScheduleItem?: ScheduleItemResolvers<ContextType>;
  SeatFigures?: SeatFiguresResolvers<ContextType>;
  SecondFactorStatus?: SecondFactorStatusResolvers<ContextType>;
  SendAgainResult?: SendAgainResultResolvers<ContextType>;
  SentAnnouncement?: SentAnnouncementResolvers<ContextType>;
  SharedDocument?: SharedDocumentResolvers<ContextType>;
  StaffInvitation?: StaffInvitationResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StayBoard?: StayBoardResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TimedLine?: TimedLineResolvers<ContextType>;
  TimelineActor?: TimelineActorResolvers<ContextType>;
  TimelineEntry?: TimelineEntryResolvers<ContextType>;
  TotpSetup?: TotpSetupResolvers<ContextType>;
  TravelDetails?: TravelDetailsResolvers<ContextType>;
  Trip?: TripResolvers<ContextType>;
  TripChoice?: TripChoiceResolvers<ContextType>;
  TripContent?: TripContentResolvers<ContextType>;
  TripCost?: TripCostResolvers<ContextType>;
  TripDocument?: TripDocumentResolvers<ContextType>;
  TripFares?: TripFaresResolvers<ContextType>;
  TripForm?: TripFormResolvers<ContextType>;
  TripInstalment?: TripInstalmentResolvers<ContextType>;
  TripRefundPolicy?: TripRefundPolicyResolvers<ContextType>;
  TripRefundTier?: TripRefundTierResolvers<ContextType>;
  TripRegistration?: TripRegistrationResolvers<ContextType>;
  TripRetention?: TripRetentionResolvers<ContextType>;
  UndeliveredMessage?: UndeliveredMessageResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  Viewer?: ViewerResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
};

