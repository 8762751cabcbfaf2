/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AcceptInvitationInput = {
  fullName: string;
  password: string;
  phone: string;
  token: string;
  username: string;
};

export type AddRoomsInput = {
  count: number;
  gender: RoomGender;
  type: RoomType;
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
  body: string;
  /** The same key sends once (a double click, a retried request). */
  clientKey?: string | number | null | undefined;
  /** 1 to 150 characters. */
  subject: string;
};

export type AssignBusInput = {
  busId?: string | number | null | undefined;
  registrationId: string | number;
  version: number;
};

export type BusInput = {
  leaderUserId?: string | number | null | undefined;
  name: string;
};

/** Who cancelled a registration: the traveller, an admin, or the system (an expired hold). */
export type CancelledBy =
  | 'ADMIN'
  | 'SYSTEM'
  | 'TRAVELLER';

export type CardRefundInput = {
  amountCents: number;
  /** Idempotency key: a retried submit decides once (and sends what is still pending). */
  clientKey?: string | number | null | undefined;
  /** Internal: admins only. */
  note?: string | null | undefined;
};

export type ClaimCompanionInput = {
  password: string;
  phone: string;
  /** The emailed link's token. */
  token: string;
  username: string;
};

export type CompanionInput = {
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** An adult's email, to invite them to claim their account. */
  email?: string | null | undefined;
  fullNameAsPerPassport: string;
  gender: string;
  relationship: string;
};

export type CopyTripInput = {
  name: string;
  /** Every date of the copy moves by this many days; the new dates may not overlap the source's. */
  shiftDays: number;
  /** Lowercase letters, digits and single dashes; the key of the trip's pages in the content studio. */
  slug: string;
};

export type DeleteAccountInput = {
  /** DELETE, typed. */
  confirmation?: string | null | undefined;
  password?: string | null | undefined;
};

export type DocumentInput = {
  description?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  type?: string | null | undefined;
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

/** Member or non-member price (the CMS holds the amounts). */
export type Fare =
  | 'barakah'
  | 'nonBarakah';

export type FlightLegInput = {
  airline?: string | null | undefined;
  arrivesOn?: string | null | undefined;
  departsOn?: string | null | undefined;
  flightNumber?: string | null | undefined;
  fromAirport?: string | null | undefined;
  pnr?: string | null | undefined;
  toAirport?: string | null | undefined;
};

export type Gender =
  | 'female'
  | 'male';

export type HeadcountMarkInput = {
  checkId: string | number;
  deviceId: string;
  /** A uuid made by the phone: the same mark sent twice is stored once. */
  markId: string | number;
  markedAt: string;
  registrationId: string | number;
  state: HeadcountState;
};

/** present: seen; absent: marked as not there; unmarked: not seen yet. */
export type HeadcountState =
  | 'absent'
  | 'present'
  | 'unmarked';

export type HotelRoomTypeInput = {
  capacity: number;
  supplementCents: number;
  type: RoomType;
};

/** A stay as the trip page sends it; without an id, a new stay. */
export type HotelStayInput = {
  addressAr: string;
  addressEn: string;
  checkIn: string;
  checkOut: string;
  city: string;
  hotelName: string;
  id?: string | number | null | undefined;
  roomTypes: Array<HotelRoomTypeInput>;
};

export type InterestInput = {
  email: string;
  message?: string | null | undefined;
  name: string;
  phone: string;
  /** 1 to 45. */
  travelers: number;
  /** Honeypot: left empty by people. When filled, the answer is the usual success and nothing is stored. */
  website?: string | null | undefined;
};

export type InviteStaffInput = {
  email: string;
  staffRole: string;
};

export type LogInInput = {
  password: string;
  username: string;
};

export type MaritalStatus =
  | 'divorced'
  | 'married'
  | 'single'
  | 'widowed';

export type MeningitisRuleInput = {
  checkedOn: string;
  daysBeforeDeparture: number;
  fromAgeYears: number;
  source: RuleSourceInput;
  validityYears: VaccineValidityInput;
};

export type MinorConsentRuleInput = {
  checkedOn: string;
  source: RuleSourceInput;
  underAgeYears: number;
};

export type MoveTravellerInput = {
  registrationId: string | number;
  /** Null: out of the stay's rooms. */
  roomId?: string | number | null | undefined;
  stayId: string | number;
  version: number;
};

/** What the traveller pays online: the next due item, the whole balance, or an amount between them. */
export type OnlineChoice =
  | 'AMOUNT'
  | 'BALANCE'
  | 'NEXT_DUE';

export type OnlinePaymentInput = {
  /** With AMOUNT: whole cents between the offer's minCents and maxCents. */
  amountCents?: number | null | undefined;
  choice: OnlineChoice;
  /** Save the card and agree to be charged each later schedule item on its due date (automatic payments). */
  saveCard?: boolean | null | undefined;
};

export type PassportRuleInput = {
  checkedOn: string;
  monthsAfterReturn: number;
  source: RuleSourceInput;
};

export type PaymentInput = {
  /** The admin confirmed a payment above the balance. */
  allowOverpayment?: boolean | null | undefined;
  amountCents: number;
  /** Idempotency key: a retried submit with the same key records once. */
  clientKey?: string | number | null | undefined;
  method: string;
  /** Internal: admins only, never shown or sent to the traveller. */
  note?: string | null | undefined;
  /** YYYY-MM-DD, not in the future. */
  receivedOn: string;
  reference?: string | null | undefined;
  registrationId: string | number;
  /** The note to the traveller (payments page, receipt). */
  travellerNote?: string | null | undefined;
};

export type ProfileInput = {
  /** The account's current password: required when the email changes. */
  currentPassword?: string | null | undefined;
  email: string;
  fullName: string;
  phone: string;
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
  warnDays: number;
};

/** ready: nothing to do; expiring: good for the trip with little to spare; missing: not given; blocked: given, and it fails the rule. */
export type ReadinessStatus =
  | 'blocked'
  | 'expiring'
  | 'missing'
  | 'ready';

export type RefundInput = {
  amountCents: number;
  /** e-transfer, cash, cheque, card or other. */
  method: string;
  /** Internal: admins only. */
  note?: string | null | undefined;
  reference?: string | null | undefined;
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

export type Relationship =
  | 'child'
  | 'friend'
  | 'parent'
  | 'relative'
  | 'sibling'
  | 'spouse';

export type RoomChoiceInput = {
  roomType?: RoomType | null | undefined;
  wishes: Array<string>;
};

/** Who may sleep in a room: men, women, or one party's relatives of both genders. */
export type RoomGender =
  | 'family'
  | 'men'
  | 'women';

/** A room's size, as the hotel sells it (docs/product.md#rooms). */
export type RoomType =
  | 'double'
  | 'quad'
  | 'triple';

/** A rule's day and source (checkedOn: YYYY-MM-DD). */
export type RuleProvenanceInput = {
  checkedOn: string;
  source: RuleSourceInput;
};

export type RuleSourceInput = {
  title: string;
  /** An http(s) address. */
  url: string;
};

export type SignUpInput = {
  email: string;
  fullName: string;
  password: string;
  phone: string;
  /** The privacy notice version the form showed (recorded as the person's consent; ADR 0101). Without it, the version in force is recorded as accepted through the API. */
  privacyNoticeVersion?: string | null | undefined;
  username: string;
};

export type StartHeadcountInput = {
  /** One bus of the trip, or null for the whole trip. */
  busId?: string | number | null | undefined;
  group?: string | null | undefined;
  /** The id the phone gave it (a uuid, started offline): the same id again answers the same check. */
  id?: string | number | null | undefined;
  label: string;
};

/** Dates as YYYY-MM-DD. Every field may be left out (null clears it); a visa is all four or none, a vaccine both or none. */
export type TravelDetailsInput = {
  diet?: string | null | undefined;
  medicalNotes?: string | null | undefined;
  vaccinatedOn?: string | null | undefined;
  vaccineType?: string | null | undefined;
  visaExpiresOn?: string | null | undefined;
  visaIssuedOn?: string | null | undefined;
  visaNumber?: string | null | undefined;
  visaType?: string | null | undefined;
  wheelchair?: boolean | null | undefined;
};

/** Every fact of a trip (the editor sends them all). The slug cannot change. */
export type TripFactsInput = {
  departureCity: string;
  endsOn: string;
  fares: TripFaresInput;
  groupSize: number;
  holdHours: number;
  name: string;
  offerHours: number;
  passportValidAfter: string;
  paymentSchedule: Array<TripInstalmentInput>;
  refundPolicy: TripRefundPolicyInput;
  retentionDays: number;
  slug: string;
  startsOn: string;
  under18ReferenceDate: string;
};

export type TripFaresInput = {
  barakah: number;
  nonBarakah: number;
};

/** Dates as ISO strings (YYYY-MM-DD or a full ISO date-time). */
export type TripFormInput = {
  address?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  emergencyContactEmail?: string | null | undefined;
  emergencyContactName?: string | null | undefined;
  emergencyContactRelationship?: string | null | undefined;
  fullNameAsPerPassport?: string | null | undefined;
  gender?: string | null | undefined;
  hasValidCanadianPassport?: boolean | null | undefined;
  hasValidSaudiVisa?: boolean | null | undefined;
  isCanadianCitizen?: boolean | null | undefined;
  isUnder18?: boolean | null | undefined;
  maritalStatus?: string | null | undefined;
  mobilePhone?: string | null | undefined;
  passportExpirationDate?: string | null | undefined;
  /** The given names as on the passport. */
  passportGivenNames?: string | null | undefined;
  passportIssuanceCountry?: string | null | undefined;
  passportNumber?: string | null | undefined;
  /** The surname as on the passport (filled from the full name when left blank). */
  passportSurname?: string | null | undefined;
  roomPreferences?: string | null | undefined;
  tripRegistrationId?: string | number | null | undefined;
};

export type TripInstalmentInput = {
  amountCents: number;
  description: string;
  dueDate?: string | null | undefined;
  fare: string;
};

export type TripRefundPolicyInput = {
  depositRefundable: boolean;
  tiers: Array<TripRefundTierInput>;
};

export type TripRefundTierInput = {
  before: string;
  percent: number;
};

/** A trip's life, in order (docs/product.md#trips). Only an open trip takes new registrations. */
export type TripStatus =
  | 'archived'
  | 'closed'
  | 'draft'
  | 'open'
  | 'returned'
  | 'travelling';

export type VaccineValidityInput = {
  conjugate: number;
  polysaccharide: number;
};

export type WaitlistState =
  | 'ACCEPTED'
  | 'LAPSED'
  | 'LEFT'
  | 'OFFERED'
  | 'WAITING';

export type RegistrationPartyQueryVariables = Exact<{
  registrationId: string | number;
}>;


export type RegistrationPartyQuery = { registrationParty: { id: string | null, youLead: boolean, maxSize: number, actingFor: string, members: Array<{ registrationId: string, userId: string, fullName: string, relationship: Relationship | null, isLead: boolean, managed: boolean, minor: boolean, guardianInParty: boolean, dateOfBirth: string | null, invitedEmail: string | null, status: RegistrationStatus, holdExpiresAt: string | null, fareCents: number, paidCents: number, balanceCents: number }>, totals: { fareCents: number, paidCents: number, balanceCents: number } } };

export type RecordPartyPaymentMutationVariables = Exact<{
  input: PaymentInput;
}>;


export type RecordPartyPaymentMutation = { recordPartyPayment: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } };

export type RegistrationReviewQueryVariables = Exact<{
  id: string | number;
}>;


export type RegistrationReviewQuery = { registrationReview: { registration: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, trip: { id: string, under18ReferenceDate: string }, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null }, traveller: { id: string, username: string, fullName: string, email: string, phone: string, createdAt: string }, form: { fullNameAsPerPassport: string | null, passportSurname: string | null, passportGivenNames: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, isCanadianCitizen: boolean, hasValidCanadianPassport: boolean, address: string | null, mobilePhone: string | null, emergencyContactName: string | null, emergencyContactEmail: string | null, emergencyContactRelationship: string | null, passportNumberMasked: string | null, passportExpirationDate: string | null, passportIssuanceCountry: string | null, hasValidSaudiVisa: boolean, roomPreferences: string | null, isUnder18: boolean, submittedAt: string | null, updatedAt: string } | null, documents: Array<{ id: string, type: DocumentType, filename: string, originalName: string, url: string, contentType: string, isPublic: boolean, uploadedAt: string, metadata: { size: number, description: string | null } }>, timeline: Array<{ id: string, at: string, summary: string, reason: string | null, actor: { username: string, fullName: string } | null }> } };

export type RevealPassportNumberMutationVariables = Exact<{
  registrationId: string | number;
}>;


export type RevealPassportNumberMutation = { revealPassportNumber: string };

export type AdminWaitlistEntryFieldsFragment = { id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null };

export type WaitlistQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type WaitlistQuery = { waitlist: Array<{ id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null }> };

export type CancelRegistrationMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type CancelRegistrationMutation = { cancelRegistration: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type ExtendHoldMutationVariables = Exact<{
  id: string | number;
  hours: number;
  reason: string;
}>;


export type ExtendHoldMutation = { extendHold: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type ReorderWaitlistMutationVariables = Exact<{
  id: string | number;
  position: number;
  reason: string;
}>;


export type ReorderWaitlistMutation = { reorderWaitlist: Array<{ id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null }> };

export type OfferSeatMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type OfferSeatMutation = { offerSeat: { id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type AdminRegistrationFieldsFragment = { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null };

export type TripRegistrationsQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type TripRegistrationsQuery = { tripRegistrations: Array<{ id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null }> };

export type MarkDepositPaidMutationVariables = Exact<{
  id: string | number;
  method?: string | null | undefined;
}>;


export type MarkDepositPaidMutation = { markDepositPaid: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type ApproveFormMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveFormMutation = { approveForm: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type ApproveVisaMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveVisaMutation = { approveVisa: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type RecordFinalPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type RecordFinalPaymentMutation = { recordFinalPayment: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type RequestFormChangesMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RequestFormChangesMutation = { requestFormChanges: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type RequestVisaChangesMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RequestVisaChangesMutation = { requestVisaChanges: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type RegistrationsPageQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
  search?: string | null | undefined;
  status?: RegistrationStatus | null | undefined;
  sort?: RegistrationSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type RegistrationsPageQuery = { registrationsPage: { total: number, page: number, pageSize: number, items: Array<{ id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, money: { fareCents: number, paidCents: number, balanceCents: number } | null, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null }>, summary: { registered: number, groupLimit: number, formsAwaitingReview: number, visasAwaitingReview: number, completed: number } } };

export type MyAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAnnouncementsQuery = { myAnnouncements: Array<{ id: string, subject: string, body: string, createdAt: string }> };

export type DismissAnnouncementMutationVariables = Exact<{
  id: string | number;
}>;


export type DismissAnnouncementMutation = { dismissAnnouncement: { id: string } };

export type SentAnnouncementsQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type SentAnnouncementsQuery = { announcements: Array<{ id: string, audience: AnnouncementAudience, subject: string, body: string, createdAt: string, recipientCount: number, dismissedCount: number, author: { username: string, fullName: string } | null }> };

export type SendAnnouncementMutationVariables = Exact<{
  input: AnnouncementInput;
  tripId?: string | number | null | undefined;
}>;


export type SendAnnouncementMutation = { sendAnnouncement: { id: string, audience: AnnouncementAudience, subject: string, body: string, createdAt: string, recipientCount: number, dismissedCount: number, author: { username: string, fullName: string } | null } };

export type AuditLogQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
  person?: string | null | undefined;
  traveller?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, page: number, pageSize: number, items: Array<{ id: string, at: string, action: string, actionLabel: string, summary: string, before: string | null, after: string | null, reason: string | null, ip: string | null, requestId: string | null, actor: { username: string, fullName: string } | null, traveller: { registrationId: string, username: string, fullName: string } | null }> } };

export type AuthStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthStatusQuery = { authStatus: { isAuthenticated: boolean, isAdmin: boolean, staffRole: string | null, permissions: Array<string>, viewer: { id: string, username: string, fullName: string, locale: string | null } | null } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { success: boolean } };

export type LogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LogInMutation = { logIn: { isAdmin: boolean, secondFactor: string | null } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: { success: boolean } };

export type AdminLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type AdminLogInMutation = { adminLogIn: { isAdmin: boolean, secondFactor: string | null } };

export type AdminLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogOutMutation = { adminLogOut: { success: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean } };

export type EmailVerificationQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailVerificationQuery = { emailVerification: { email: string, verified: boolean } };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { success: boolean } };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { resendVerificationEmail: { email: string, verified: boolean } };

export type PortalTripInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalTripInfoQuery = { tripContent: { productName: string, cost: { barakahCents: number, nonBarakahCents: number }, portal: { dates: string, departure: string, packageLines: Array<string>, depositCents: number, depositNote: string, finalPaymentRule: string, registrationSteps: Array<{ title: string, description: string }>, deposits: { barakahCents: number, nonBarakahCents: number } } } };

export type SiteBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteBrandQuery = { tripContent: { brand: { wordmark: string, suffix: string } } };

export type OnlinePaymentWordsQueryVariables = Exact<{ [key: string]: never; }>;


export type OnlinePaymentWordsQuery = { tripContent: { onlinePayment: { offered: boolean, surcharge: string } } };

export type PrivacyNoticeQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyNoticeQuery = { privacyNotice: { version: string, title: string, body: string } };

export type DocumentFieldsFragment = { id: string, type: DocumentType, filename: string, originalName: string, url: string, contentType: string, isPublic: boolean, uploadedAt: string, metadata: { size: number, description: string | null } };

export type MyDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDocumentsQuery = { myDocuments: Array<{ id: string, type: DocumentType, filename: string, originalName: string, url: string, contentType: string, isPublic: boolean, uploadedAt: string, metadata: { size: number, description: string | null } }> };

export type SharedDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type SharedDocumentsQuery = { sharedDocuments: Array<{ id: string, type: DocumentType, filename: string, originalName: string, url: string, contentType: string, description: string | null, sharedAt: string, metadata: { size: number, description: string | null } }> };

export type UploadDocumentMutationVariables = Exact<{
  file: File;
  input: DocumentInput;
}>;


export type UploadDocumentMutation = { uploadDocument: { id: string, type: DocumentType, filename: string, originalName: string, url: string, contentType: string, isPublic: boolean, uploadedAt: string, metadata: { size: number, description: string | null } } };

export type DeleteDocumentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDocumentMutation = { deleteDocument: { success: boolean } };

export type FlightLegFieldsFragment = { id: string, tripId: string, airline: string, flightNumber: string, departsOn: string, arrivesOn: string, fromAirport: string, toAirport: string, pnr: string | null, travellerCount: number, excludedRegistrationIds: Array<string> };

export type FlightLegsQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type FlightLegsQuery = { flightLegs: Array<{ id: string, tripId: string, airline: string, flightNumber: string, departsOn: string, arrivesOn: string, fromAirport: string, toAirport: string, pnr: string | null, travellerCount: number, excludedRegistrationIds: Array<string> }> };

export type AddFlightLegMutationVariables = Exact<{
  tripId?: string | number | null | undefined;
  input: FlightLegInput;
}>;


export type AddFlightLegMutation = { addFlightLeg: { id: string, tripId: string, airline: string, flightNumber: string, departsOn: string, arrivesOn: string, fromAirport: string, toAirport: string, pnr: string | null, travellerCount: number, excludedRegistrationIds: Array<string> } };

export type UpdateFlightLegMutationVariables = Exact<{
  id: string | number;
  input: FlightLegInput;
}>;


export type UpdateFlightLegMutation = { updateFlightLeg: { id: string, tripId: string, airline: string, flightNumber: string, departsOn: string, arrivesOn: string, fromAirport: string, toAirport: string, pnr: string | null, travellerCount: number, excludedRegistrationIds: Array<string> } };

export type DeleteFlightLegMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFlightLegMutation = { deleteFlightLeg: boolean };

export type SetFlightLegTravellerMutationVariables = Exact<{
  legId: string | number;
  registrationId: string | number;
  onLeg: boolean;
}>;


export type SetFlightLegTravellerMutation = { setFlightLegTraveller: { id: string, tripId: string, airline: string, flightNumber: string, departsOn: string, arrivesOn: string, fromAirport: string, toAirport: string, pnr: string | null, travellerCount: number, excludedRegistrationIds: Array<string> } };

export type SubmitInterestMutationVariables = Exact<{
  input: InterestInput;
}>;


export type SubmitInterestMutation = { submitInterest: { success: boolean } };

export type InterestSubmissionFieldsFragment = { id: string, name: string, email: string, phone: string, travelers: number, message: string | null, createdAt: string, sameEmail: boolean, samePhone: boolean };

export type InterestSubmissionsQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type InterestSubmissionsQuery = { interestSubmissions: Array<{ id: string, name: string, email: string, phone: string, travelers: number, message: string | null, createdAt: string, sameEmail: boolean, samePhone: boolean }> };

export type InterestPageQueryVariables = Exact<{
  offset: number;
  limit: number;
  tripId?: string | number | null | undefined;
}>;


export type InterestPageQuery = { interestPage: { total: number, offset: number, limit: number, items: Array<{ id: string, name: string, email: string, phone: string, travelers: number, message: string | null, createdAt: string, sameEmail: boolean, samePhone: boolean }> } };

export type UndeliveredMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type UndeliveredMessagesQuery = { undeliveredMessages: Array<{ id: string, kind: string, toEmail: string, attempts: number, lastError: string | null, createdAt: string, failedAt: string }> };

export type SendUndeliveredAgainMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type SendUndeliveredAgainMutation = { sendUndeliveredAgain: { requeued: number } };

export type PartyFieldsFragment = { id: string | null, youLead: boolean, maxSize: number, actingFor: string, members: Array<{ registrationId: string, userId: string, fullName: string, relationship: Relationship | null, isLead: boolean, managed: boolean, minor: boolean, guardianInParty: boolean, dateOfBirth: string | null, invitedEmail: string | null, status: RegistrationStatus, holdExpiresAt: string | null, fareCents: number, paidCents: number, balanceCents: number }>, totals: { fareCents: number, paidCents: number, balanceCents: number } };

export type MyPartyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPartyQuery = { myParty: { id: string | null, youLead: boolean, maxSize: number, actingFor: string, members: Array<{ registrationId: string, userId: string, fullName: string, relationship: Relationship | null, isLead: boolean, managed: boolean, minor: boolean, guardianInParty: boolean, dateOfBirth: string | null, invitedEmail: string | null, status: RegistrationStatus, holdExpiresAt: string | null, fareCents: number, paidCents: number, balanceCents: number }>, totals: { fareCents: number, paidCents: number, balanceCents: number } } | null };

export type AddCompanionsMutationVariables = Exact<{
  companions: Array<CompanionInput> | CompanionInput;
}>;


export type AddCompanionsMutation = { addCompanions: { id: string | null, youLead: boolean, maxSize: number, actingFor: string, members: Array<{ registrationId: string, userId: string, fullName: string, relationship: Relationship | null, isLead: boolean, managed: boolean, minor: boolean, guardianInParty: boolean, dateOfBirth: string | null, invitedEmail: string | null, status: RegistrationStatus, holdExpiresAt: string | null, fareCents: number, paidCents: number, balanceCents: number }>, totals: { fareCents: number, paidCents: number, balanceCents: number } } };

export type InviteCompanionMutationVariables = Exact<{
  registrationId: string | number;
  email: string;
}>;


export type InviteCompanionMutation = { inviteCompanion: { id: string | null, youLead: boolean, maxSize: number, actingFor: string, members: Array<{ registrationId: string, userId: string, fullName: string, relationship: Relationship | null, isLead: boolean, managed: boolean, minor: boolean, guardianInParty: boolean, dateOfBirth: string | null, invitedEmail: string | null, status: RegistrationStatus, holdExpiresAt: string | null, fareCents: number, paidCents: number, balanceCents: number }>, totals: { fareCents: number, paidCents: number, balanceCents: number } } };

export type RemoveCompanionMutationVariables = Exact<{
  registrationId: string | number;
}>;


export type RemoveCompanionMutation = { removeCompanion: { id: string | null, youLead: boolean, maxSize: number, actingFor: string, members: Array<{ registrationId: string, userId: string, fullName: string, relationship: Relationship | null, isLead: boolean, managed: boolean, minor: boolean, guardianInParty: boolean, dateOfBirth: string | null, invitedEmail: string | null, status: RegistrationStatus, holdExpiresAt: string | null, fareCents: number, paidCents: number, balanceCents: number }>, totals: { fareCents: number, paidCents: number, balanceCents: number } } };

export type ActForTravellerMutationVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type ActForTravellerMutation = { actForTraveller: { id: string | null, youLead: boolean, maxSize: number, actingFor: string, members: Array<{ registrationId: string, userId: string, fullName: string, relationship: Relationship | null, isLead: boolean, managed: boolean, minor: boolean, guardianInParty: boolean, dateOfBirth: string | null, invitedEmail: string | null, status: RegistrationStatus, holdExpiresAt: string | null, fareCents: number, paidCents: number, balanceCents: number }>, totals: { fareCents: number, paidCents: number, balanceCents: number } } };

export type ClaimCompanionAccountMutationVariables = Exact<{
  input: ClaimCompanionInput;
}>;


export type ClaimCompanionAccountMutation = { claimCompanionAccount: { username: string } };

export type PaymentAccountFieldsFragment = { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> };

export type MyPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPaymentsQuery = { myPayments: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } | null };

export type RegistrationPaymentsQueryVariables = Exact<{
  registrationId: string | number;
}>;


export type RegistrationPaymentsQuery = { registrationPayments: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } };

export type FinanceOverviewQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type FinanceOverviewQuery = { financeOverview: { collectedCents: number, refundedCents: number, outstandingCents: number, overdueCents: number, overdue: Array<{ registrationId: string, fullName: string, username: string, overdueCents: number, balanceCents: number, oldestDueDate: string | null }>, autoPay: Array<{ registrationId: string, fullName: string, failingSince: string | null }>, onlineToRefund: Array<{ id: string, registrationId: string | null, fullName: string | null, providerPaymentId: string, amountMinor: number, currency: string, reason: string, createdAt: string }> } };

export type RecordPaymentMutationVariables = Exact<{
  input: PaymentInput;
}>;


export type RecordPaymentMutation = { recordPayment: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } };

export type ReversePaymentMutationVariables = Exact<{
  paymentId: string | number;
  reason: string;
}>;


export type ReversePaymentMutation = { reversePayment: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } };

export type ChangeFareMutationVariables = Exact<{
  registrationId: string | number;
  fare: Fare;
}>;


export type ChangeFareMutation = { changeFare: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } };

export type RecordRefundMutationVariables = Exact<{
  registrationId: string | number;
  input: RefundInput;
}>;


export type RecordRefundMutation = { recordRefund: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } };

export type RefundToCardMutationVariables = Exact<{
  registrationId: string | number;
  input: CardRefundInput;
}>;


export type RefundToCardMutation = { refundToCard: { decisionId: string, amountCents: number, parts: Array<{ providerPaymentId: string, amountCents: number, status: string }> } };

export type CancellationQuoteFieldsFragment = { registrationId: string, paidCents: number, refundedCents: number, refundCents: number, keptCents: number, lines: Array<string>, applies: string };

export type MyCancellationQuoteQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCancellationQuoteQuery = { cancellationQuote: { registrationId: string, paidCents: number, refundedCents: number, refundCents: number, keptCents: number, lines: Array<string>, applies: string } | null };

export type RegistrationCancellationQuoteQueryVariables = Exact<{
  registrationId: string | number;
}>;


export type RegistrationCancellationQuoteQuery = { registrationCancellationQuote: { registrationId: string, paidCents: number, refundedCents: number, refundCents: number, keptCents: number, lines: Array<string>, applies: string } };

export type StartOnlinePaymentMutationVariables = Exact<{
  input: OnlinePaymentInput;
}>;


export type StartOnlinePaymentMutation = { startOnlinePayment: { sessionId: string, url: string, amountCents: number } };

export type OnlinePaymentQueryVariables = Exact<{
  sessionId: string;
}>;


export type OnlinePaymentQuery = { onlinePayment: { sessionId: string, amountCents: number, state: string, receiptNumber: string | null } };

export type TurnOffAutoPayMutationVariables = Exact<{ [key: string]: never; }>;


export type TurnOffAutoPayMutation = { turnOffAutoPay: { registrationId: string, fare: Fare, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, overdueCents: number, autoPay: boolean, online: { minCents: number, maxCents: number } | null, howToPay: { referenceCode: string, etransferEmail: string, note: string, paymentFormUrl: string }, nextDue: { description: string, dueDate: string | null, amountCents: number } | null, schedule: Array<{ description: string, dueDate: string | null, amountCents: number, paidCents: number, status: string }>, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, reference: string | null, note: string | null, travellerNote: string | null, reversesId: string | null, reversedById: string | null, recordedAt: string, receiptUrl: string, recordedBy: { username: string, fullName: string } | null }> } };

export type SettleOnlinePaymentFlagMutationVariables = Exact<{
  id: string | number;
  note: string;
}>;


export type SettleOnlinePaymentFlagMutation = { settleOnlinePaymentFlag: { id: string, settledAt: string | null, settlementNote: string | null } };

export type TripRetentionFieldsFragment = { tripId: string, tripName: string, status: string, dueOn: string, state: string, purgedAt: string | null, counts: { passports: number, documents: number, forms: number } };

export type TripRetentionQueryVariables = Exact<{ [key: string]: never; }>;


export type TripRetentionQuery = { tripRetention: Array<{ tripId: string, tripName: string, status: string, dueOn: string, state: string, purgedAt: string | null, counts: { passports: number, documents: number, forms: number } }> };

export type PurgeTripDataMutationVariables = Exact<{
  tripId: string | number;
}>;


export type PurgeTripDataMutation = { purgeTripData: { tripId: string, tripName: string, status: string, dueOn: string, state: string, purgedAt: string | null, counts: { passports: number, documents: number, forms: number } } };

export type MyPurgedTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPurgedTripsQuery = { myPurgedTrips: Array<{ tripId: string, tripName: string, documentsPurgedOn: string }> };

export type DeleteMyAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: { success: boolean } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { id: string, username: string, fullName: string, email: string, phone: string, locale: string | null, createdAt: string, updatedAt: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, fullName: string, email: string, phone: string, updatedAt: string } };

export type SetMyLanguageMutationVariables = Exact<{
  locale: string;
}>;


export type SetMyLanguageMutation = { setMyLanguage: { id: string, locale: string | null } };

export type ReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderSettingsQuery = { reminderSettings: { enabled: boolean } };

export type SetRemindersMutationVariables = Exact<{
  enabled: boolean;
}>;


export type SetRemindersMutation = { setReminders: { enabled: boolean } };

export type ReadinessItemFieldsFragment = { rule: ReadinessRuleId, status: ReadinessStatus, message: string, fix: string, until: string | null };

export type ReadinessBoardFieldsFragment = { tripId: string, total: number, readyCount: number, warnDays: number, rules: Array<{ id: ReadinessRuleId, parameters: Array<string>, checkedOn: string, source: { title: string, url: string } }>, rows: Array<{ registrationId: string, fullName: string, ready: boolean, items: Array<{ rule: ReadinessRuleId, status: ReadinessStatus, message: string, fix: string, until: string | null }> }> };

export type TravelDetailsFieldsFragment = { visaNumber: string | null, visaType: string | null, visaIssuedOn: string | null, visaExpiresOn: string | null, vaccineType: string | null, vaccinatedOn: string | null, medicalNotes: string | null, diet: string | null, wheelchair: boolean | null, updatedAt: string | null, visaConfirmedBy: string | null, visaConfirmedAt: string | null };

export type MyReadinessQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReadinessQuery = { myReadiness: { ready: boolean, departsOn: string, returnsOn: string, items: Array<{ rule: ReadinessRuleId, status: ReadinessStatus, message: string, fix: string, until: string | null }>, details: { visaNumber: string | null, visaType: string | null, visaIssuedOn: string | null, visaExpiresOn: string | null, vaccineType: string | null, vaccinatedOn: string | null, medicalNotes: string | null, diet: string | null, wheelchair: boolean | null, updatedAt: string | null, visaConfirmedBy: string | null, visaConfirmedAt: string | null } } };

export type SaveTravelDetailsMutationVariables = Exact<{
  input: TravelDetailsInput;
}>;


export type SaveTravelDetailsMutation = { saveTravelDetails: { ready: boolean, departsOn: string, returnsOn: string, items: Array<{ rule: ReadinessRuleId, status: ReadinessStatus, message: string, fix: string, until: string | null }>, details: { visaNumber: string | null, visaType: string | null, visaIssuedOn: string | null, visaExpiresOn: string | null, vaccineType: string | null, vaccinatedOn: string | null, medicalNotes: string | null, diet: string | null, wheelchair: boolean | null, updatedAt: string | null, visaConfirmedBy: string | null, visaConfirmedAt: string | null } } };

export type ReadinessBoardQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type ReadinessBoardQuery = { readinessBoard: { tripId: string, total: number, readyCount: number, warnDays: number, rules: Array<{ id: ReadinessRuleId, parameters: Array<string>, checkedOn: string, source: { title: string, url: string } }>, rows: Array<{ registrationId: string, fullName: string, ready: boolean, items: Array<{ rule: ReadinessRuleId, status: ReadinessStatus, message: string, fix: string, until: string | null }> }> } };

export type RegistrationReadinessQueryVariables = Exact<{
  registrationId: string | number;
}>;


export type RegistrationReadinessQuery = { registrationReadiness: { ready: boolean, items: Array<{ rule: ReadinessRuleId, status: ReadinessStatus, message: string, fix: string, until: string | null }>, details: { visaNumber: string | null, visaType: string | null, visaIssuedOn: string | null, visaExpiresOn: string | null, vaccineType: string | null, vaccinatedOn: string | null, medicalNotes: string | null, diet: string | null, wheelchair: boolean | null, updatedAt: string | null, visaConfirmedBy: string | null, visaConfirmedAt: string | null } } };

export type SaveReadinessRulesMutationVariables = Exact<{
  tripId: string | number;
  rules: ReadinessRulesInput;
}>;


export type SaveReadinessRulesMutation = { saveReadinessRules: { tripId: string, total: number, readyCount: number, warnDays: number, rules: Array<{ id: ReadinessRuleId, parameters: Array<string>, checkedOn: string, source: { title: string, url: string } }>, rows: Array<{ registrationId: string, fullName: string, ready: boolean, items: Array<{ rule: ReadinessRuleId, status: ReadinessStatus, message: string, fix: string, until: string | null }> }> } };

export type RegistrationFieldsFragment = { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, trip: { id: string, name: string, dates: string, passportValidAfter: string, under18ReferenceDate: string } };

export type MyRegistrationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRegistrationQuery = { myRegistration: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, trip: { id: string, name: string, dates: string, passportValidAfter: string, under18ReferenceDate: string } } | null };

export type StartRegistrationMutationVariables = Exact<{
  fare?: Fare | null | undefined;
}>;


export type StartRegistrationMutation = { startRegistration: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, trip: { id: string, name: string, dates: string, passportValidAfter: string, under18ReferenceDate: string } } };

export type HeadcountFieldsFragment = { id: string, tripId: string, label: string, group: string | null, busId: string | null, bus: string | null, startedAt: string, startedBy: string | null, closedAt: string | null, total: number, presentCount: number, travellers: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }>, missing: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }> };

export type HeadcountsQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type HeadcountsQuery = { headcounts: { tripId: string, checks: Array<{ id: string, tripId: string, label: string, group: string | null, busId: string | null, bus: string | null, startedAt: string, startedBy: string | null, closedAt: string | null, total: number, presentCount: number, travellers: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }>, missing: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }> }>, lastMissing: { checkId: string, label: string, closedAt: string, travellers: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }> } | null } };

export type HeadcountQueryVariables = Exact<{
  id: string | number;
}>;


export type HeadcountQuery = { headcount: { id: string, tripId: string, label: string, group: string | null, busId: string | null, bus: string | null, startedAt: string, startedBy: string | null, closedAt: string | null, total: number, presentCount: number, travellers: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }>, missing: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }> } };

export type StartHeadcountMutationVariables = Exact<{
  input: StartHeadcountInput;
  tripId?: string | number | null | undefined;
}>;


export type StartHeadcountMutation = { startHeadcount: { id: string, tripId: string, label: string, group: string | null, busId: string | null, bus: string | null, startedAt: string, startedBy: string | null, closedAt: string | null, total: number, presentCount: number, travellers: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }>, missing: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }> } };

export type SyncHeadcountMutationVariables = Exact<{
  id: string | number;
  marks: Array<HeadcountMarkInput> | HeadcountMarkInput;
}>;


export type SyncHeadcountMutation = { syncHeadcount: { stored: number, duplicates: number, rejected: Array<{ markId: string, reason: string }>, check: { id: string, tripId: string, label: string, group: string | null, busId: string | null, bus: string | null, startedAt: string, startedBy: string | null, closedAt: string | null, total: number, presentCount: number, travellers: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }>, missing: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }> } } };

export type CloseHeadcountMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseHeadcountMutation = { closeHeadcount: { id: string, tripId: string, label: string, group: string | null, busId: string | null, bus: string | null, startedAt: string, startedBy: string | null, closedAt: string | null, total: number, presentCount: number, travellers: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }>, missing: Array<{ registrationId: string, fullName: string, state: HeadcountState, markedAt: string | null }> } };

export type ProgrammeDayFragment = { date: string, steps: Array<{ time: string, title: string, place: string | null }> };

export type RoadRosterQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type RoadRosterQuery = { roadRoster: { tripId: string, tripName: string, programme: Array<{ date: string, steps: Array<{ time: string, title: string, place: string | null }> }>, buses: Array<{ id: string, name: string }>, travellers: Array<{ registrationId: string, fullName: string, fullNameAsPerPassport: string | null, phone: string | null, whatsapp: string | null, photoUrl: string | null, room: string | null, bus: string | null, busId: string | null, emergencyContact: { name: string | null, email: string | null, relationship: string | null }, care: { medicalNotes: string | null, diet: string | null, wheelchair: boolean } | null }> } };

export type MyCardQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCardQuery = { myCard: { archived: boolean, registrationId: string, fullName: string, photoUrl: string | null, groupName: string, room: string | null, leaderView: string, leaders: Array<{ name: string, phone: string }>, organisers: Array<{ name: string, phone: string }>, hotel: { name: string, addressEn: string | null, addressAr: string | null } | null, programme: Array<{ date: string, steps: Array<{ time: string, title: string, place: string | null }> }> } };

export type HotelStayFieldsFragment = { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> };

export type RoomingBoardFieldsFragment = { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> };

export type RoomChoiceFieldsFragment = { registrationId: string, roomType: RoomType | null, supplementCents: number, wishes: Array<string>, options: Array<{ type: RoomType, supplementCents: number }>, stays: Array<{ id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }> };

export type HotelStaysQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type HotelStaysQuery = { hotelStays: Array<{ id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }> };

export type SaveHotelStaysMutationVariables = Exact<{
  tripId: string | number;
  stays: Array<HotelStayInput> | HotelStayInput;
}>;


export type SaveHotelStaysMutation = { saveHotelStays: Array<{ id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }> };

export type RoomingBoardQueryVariables = Exact<{
  tripId?: string | number | null | undefined;
}>;


export type RoomingBoardQuery = { roomingBoard: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type MyRoomChoiceQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRoomChoiceQuery = { myRoomChoice: { registrationId: string, roomType: RoomType | null, supplementCents: number, wishes: Array<string>, options: Array<{ type: RoomType, supplementCents: number }>, stays: Array<{ id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }> } | null };

export type ChooseRoomMutationVariables = Exact<{
  input: RoomChoiceInput;
}>;


export type ChooseRoomMutation = { chooseRoom: { registrationId: string, roomType: RoomType | null, supplementCents: number, wishes: Array<string>, options: Array<{ type: RoomType, supplementCents: number }>, stays: Array<{ id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }> } };

export type ChangeRoomTypeMutationVariables = Exact<{
  registrationId: string | number;
  roomType?: RoomType | null | undefined;
}>;


export type ChangeRoomTypeMutation = { changeRoomType: { registrationId: string, fareCents: number, supplementCents: number, paidCents: number, balanceCents: number } };

export type AddRoomsMutationVariables = Exact<{
  stayId: string | number;
  input: AddRoomsInput;
}>;


export type AddRoomsMutation = { addRooms: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type AssignRoomsAutomaticallyMutationVariables = Exact<{
  stayId: string | number;
}>;


export type AssignRoomsAutomaticallyMutation = { assignRoomsAutomatically: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type MoveTravellerMutationVariables = Exact<{
  input: MoveTravellerInput;
}>;


export type MoveTravellerMutation = { moveTraveller: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type AddBusMutationVariables = Exact<{
  tripId: string | number;
  input: BusInput;
}>;


export type AddBusMutation = { addBus: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type RemoveRoomMutationVariables = Exact<{
  roomId: string | number;
}>;


export type RemoveRoomMutation = { removeRoom: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type RemoveBusMutationVariables = Exact<{
  busId: string | number;
}>;


export type RemoveBusMutation = { removeBus: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type AssignBusMutationVariables = Exact<{
  input: AssignBusInput;
}>;


export type AssignBusMutation = { assignBus: { tripId: string, stays: Array<{ stay: { id: string, city: string, hotelName: string, addressEn: string, addressAr: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ type: RoomType, capacity: number, supplementCents: number }> }, rooms: Array<{ id: string, label: string, type: RoomType, capacity: number, gender: RoomGender, occupantIds: Array<string> }>, warnings: Array<{ kind: string, roomId: string | null, travellerId: string | null, wishedId: string | null }> }>, travellers: Array<{ id: string, name: string, gender: string | null, minor: boolean, partyId: string | null, partyLeadName: string | null, relationship: string | null, roomType: RoomType | null, wishes: Array<string>, busId: string | null, version: number }>, buses: Array<{ id: string, name: string, leaderUserId: string | null, leaderName: string | null }> } };

export type WaitlistEntryFieldsFragment = { id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string };

export type SeatsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeatsQuery = { seats: { limit: number, left: number, full: boolean, waiting: number } };

export type MySeatQueryVariables = Exact<{ [key: string]: never; }>;


export type MySeatQuery = { mySeat: { waitlist: { id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string } | null, lastCancellation: { at: string, reason: string, by: CancelledBy } | null } };

export type JoinWaitlistMutationVariables = Exact<{ [key: string]: never; }>;


export type JoinWaitlistMutation = { joinWaitlist: { id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string } };

export type LeaveWaitlistMutationVariables = Exact<{ [key: string]: never; }>;


export type LeaveWaitlistMutation = { leaveWaitlist: { id: string, state: WaitlistState, position: number | null, offerExpiresAt: string | null, createdAt: string } };

export type AcceptOfferMutationVariables = Exact<{
  id: string | number;
  fare?: Fare | null | undefined;
}>;


export type AcceptOfferMutation = { acceptOffer: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, trip: { id: string, name: string, dates: string, passportValidAfter: string, under18ReferenceDate: string } } };

export type CancelMyRegistrationMutationVariables = Exact<{
  reason?: string | null | undefined;
}>;


export type CancelMyRegistrationMutation = { cancelMyRegistration: { id: string, fare: Fare, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, formChangesReason: string | null, visaChangesReason: string | null, progress: number, holdExpiresAt: string | null, cancellation: { at: string, reason: string, by: CancelledBy } | null, trip: { id: string, name: string, dates: string, passportValidAfter: string, under18ReferenceDate: string } } };

export type SecondFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorStatusQuery = { secondFactorStatus: { pending: string | null, username: string, totp: boolean, passkeys: number, recoveryCodesLeft: number } };

export type SetUpTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type SetUpTotpMutation = { setUpTotp: { secret: string, uri: string } };

export type ConfirmTotpMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTotpMutation = { confirmTotp: { recoveryCodes: Array<string> } };

export type VerifySecondFactorMutationVariables = Exact<{
  code?: string | null | undefined;
  recoveryCode?: string | null | undefined;
}>;


export type VerifySecondFactorMutation = { verifySecondFactor: { success: boolean } };

export type NewRecoveryCodesMutationVariables = Exact<{ [key: string]: never; }>;


export type NewRecoveryCodesMutation = { newRecoveryCodes: { recoveryCodes: Array<string> } };

export type PasskeyRegistrationOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyRegistrationOptionsMutation = { passkeyRegistrationOptions: string };

export type RegisterPasskeyMutationVariables = Exact<{
  response: string;
}>;


export type RegisterPasskeyMutation = { registerPasskey: { recoveryCodes: Array<string> } };

export type PasskeyAuthenticationOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyAuthenticationOptionsMutation = { passkeyAuthenticationOptions: string };

export type SignInWithPasskeyMutationVariables = Exact<{
  response: string;
}>;


export type SignInWithPasskeyMutation = { signInWithPasskey: { success: boolean } };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { myPasskeys: Array<{ id: string, createdAt: string, lastUsedAt: string | null }> };

export type RemovePasskeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePasskeyMutation = { removePasskey: { pending: string | null, username: string, totp: boolean, passkeys: number, recoveryCodesLeft: number } };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { team: { members: Array<{ id: string, username: string, fullName: string, email: string, staffRole: string | null }>, invitations: Array<{ id: string, email: string, staffRole: string, status: string, expiresAt: string, createdAt: string }> } };

export type InvitationPreviewQueryVariables = Exact<{
  token: string;
}>;


export type InvitationPreviewQuery = { invitation: { email: string, staffRole: string } };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { inviteStaff: { id: string, email: string, staffRole: string, status: string, expiresAt: string, createdAt: string } };

export type RevokeInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeInvitationMutation = { revokeInvitation: { success: boolean } };

export type ChangeStaffRoleMutationVariables = Exact<{
  id: string | number;
  staffRole: string;
}>;


export type ChangeStaffRoleMutation = { changeStaffRole: { id: string, staffRole: string | null } };

export type RevokeStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeStaffMutation = { revokeStaff: { id: string, staffRole: string | null } };

export type AcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { success: boolean } };

export type TripFormFieldsFragment = { tripRegistrationId: string, fullNameAsPerPassport: string | null, passportSurname: string | null, passportGivenNames: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, isCanadianCitizen: boolean, hasValidCanadianPassport: boolean, address: string | null, mobilePhone: string | null, emergencyContactName: string | null, emergencyContactEmail: string | null, emergencyContactRelationship: string | null, passportNumber: string | null, passportExpirationDate: string | null, passportIssuanceCountry: string | null, hasValidSaudiVisa: boolean, roomPreferences: string | null, isUnder18: boolean, submittedAt: string | null, updatedAt: string };

export type TripFormQueryVariables = Exact<{ [key: string]: never; }>;


export type TripFormQuery = { tripForm: { tripRegistrationId: string, fullNameAsPerPassport: string | null, passportSurname: string | null, passportGivenNames: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, isCanadianCitizen: boolean, hasValidCanadianPassport: boolean, address: string | null, mobilePhone: string | null, emergencyContactName: string | null, emergencyContactEmail: string | null, emergencyContactRelationship: string | null, passportNumber: string | null, passportExpirationDate: string | null, passportIssuanceCountry: string | null, hasValidSaudiVisa: boolean, roomPreferences: string | null, isUnder18: boolean, submittedAt: string | null, updatedAt: string } | null };

export type SaveTripFormMutationVariables = Exact<{
  input: TripFormInput;
  submit: boolean;
}>;


export type SaveTripFormMutation = { saveTripForm: { tripRegistrationId: string, fullNameAsPerPassport: string | null, passportSurname: string | null, passportGivenNames: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, isCanadianCitizen: boolean, hasValidCanadianPassport: boolean, address: string | null, mobilePhone: string | null, emergencyContactName: string | null, emergencyContactEmail: string | null, emergencyContactRelationship: string | null, passportNumber: string | null, passportExpirationDate: string | null, passportIssuanceCountry: string | null, hasValidSaudiVisa: boolean, roomPreferences: string | null, isUnder18: boolean, submittedAt: string | null, updatedAt: string } };

export type TripChoiceFieldsFragment = { id: string, slug: string, name: string, status: string, startsOn: string, endsOn: string, current: boolean };

export type TripChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TripChoicesQuery = { tripChoices: Array<{ id: string, slug: string, name: string, status: string, startsOn: string, endsOn: string, current: boolean }> };

export type MyPastTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPastTripsQuery = { myPastTrips: Array<{ trip: { id: string, slug: string, name: string, status: string, startsOn: string, endsOn: string, current: boolean }, registration: { id: string, status: RegistrationStatus, fare: Fare, createdAt: string, cancellation: { at: string, reason: string, by: CancelledBy } | null }, payments: { registrationId: string, fareCents: number, paidCents: number, refundedCents: number, balanceCents: number, entries: Array<{ id: string, receiptNumber: string, kind: string, amountCents: number, method: string, receivedOn: string, receiptUrl: string }> }, documents: Array<{ id: string, type: DocumentType, originalName: string, url: string, uploadedAt: string }> }> };

export type TripFieldsFragment = { id: string, slug: string, name: string, status: TripStatus, startsOn: string, endsOn: string, dates: string, departureCity: string, groupSize: number, holdHours: number, offerHours: number, under18ReferenceDate: string, passportValidAfter: string, retentionDays: number, registrationCount: number, copiedFrom: string | null, openedAt: string | null, fares: { barakah: number, nonBarakah: number }, paymentSchedule: Array<{ amountCents: number, description: string, fare: string, dueDate: string | null }>, refundPolicy: { depositRefundable: boolean, tiers: Array<{ before: string, percent: number }> } };

export type TripsQueryVariables = Exact<{ [key: string]: never; }>;


export type TripsQuery = { trips: Array<{ id: string, slug: string, name: string, status: TripStatus, startsOn: string, endsOn: string, dates: string, departureCity: string, groupSize: number, holdHours: number, offerHours: number, under18ReferenceDate: string, passportValidAfter: string, retentionDays: number, registrationCount: number, copiedFrom: string | null, openedAt: string | null, fares: { barakah: number, nonBarakah: number }, paymentSchedule: Array<{ amountCents: number, description: string, fare: string, dueDate: string | null }>, refundPolicy: { depositRefundable: boolean, tiers: Array<{ before: string, percent: number }> } }> };

export type CopyTripMutationVariables = Exact<{
  id: string | number;
  input: CopyTripInput;
}>;


export type CopyTripMutation = { copyTrip: { id: string, slug: string, name: string, status: TripStatus, startsOn: string, endsOn: string, dates: string, departureCity: string, groupSize: number, holdHours: number, offerHours: number, under18ReferenceDate: string, passportValidAfter: string, retentionDays: number, registrationCount: number, copiedFrom: string | null, openedAt: string | null, fares: { barakah: number, nonBarakah: number }, paymentSchedule: Array<{ amountCents: number, description: string, fare: string, dueDate: string | null }>, refundPolicy: { depositRefundable: boolean, tiers: Array<{ before: string, percent: number }> } } };

export type UpdateTripMutationVariables = Exact<{
  id: string | number;
  input: TripFactsInput;
}>;


export type UpdateTripMutation = { updateTrip: { id: string, slug: string, name: string, status: TripStatus, startsOn: string, endsOn: string, dates: string, departureCity: string, groupSize: number, holdHours: number, offerHours: number, under18ReferenceDate: string, passportValidAfter: string, retentionDays: number, registrationCount: number, copiedFrom: string | null, openedAt: string | null, fares: { barakah: number, nonBarakah: number }, paymentSchedule: Array<{ amountCents: number, description: string, fare: string, dueDate: string | null }>, refundPolicy: { depositRefundable: boolean, tiers: Array<{ before: string, percent: number }> } } };

export type MoveTripMutationVariables = Exact<{
  id: string | number;
  to: TripStatus;
}>;


export type MoveTripMutation = { moveTrip: { id: string, slug: string, name: string, status: TripStatus, startsOn: string, endsOn: string, dates: string, departureCity: string, groupSize: number, holdHours: number, offerHours: number, under18ReferenceDate: string, passportValidAfter: string, retentionDays: number, registrationCount: number, copiedFrom: string | null, openedAt: string | null, fares: { barakah: number, nonBarakah: number }, paymentSchedule: Array<{ amountCents: number, description: string, fare: string, dueDate: string | null }>, refundPolicy: { depositRefundable: boolean, tiers: Array<{ before: string, percent: number }> } } };
export { RegistrationPartyDocument, RecordPartyPaymentDocument } from './documents/admin-registration-party';
export { RegistrationReviewDocument, RevealPassportNumberDocument } from './documents/admin-registration-review';
export { AdminWaitlistEntryFieldsFragmentDoc, WaitlistDocument, CancelRegistrationDocument, ExtendHoldDocument, ReorderWaitlistDocument, OfferSeatDocument } from './documents/admin-seats';
export { AdminRegistrationFieldsFragmentDoc, TripRegistrationsDocument, MarkDepositPaidDocument, ApproveFormDocument, ApproveVisaDocument, RecordFinalPaymentDocument, RequestFormChangesDocument, RequestVisaChangesDocument, RegistrationsPageDocument } from './documents/admin-trip-registrations';
export { MyAnnouncementsDocument, DismissAnnouncementDocument, SentAnnouncementsDocument, SendAnnouncementDocument } from './documents/announcements-announcements';
export { AuditLogDocument } from './documents/audit-audit-log';
export { AuthStatusDocument, SignUpDocument, LogInDocument, LogOutDocument, AdminLogInDocument, AdminLogOutDocument, RequestPasswordResetDocument, ResetPasswordDocument, ChangePasswordDocument, EmailVerificationDocument, VerifyEmailDocument, ResendVerificationEmailDocument } from './documents/auth-auth';
export { PortalTripInfoDocument, SiteBrandDocument, OnlinePaymentWordsDocument } from './documents/content-content';
export { PrivacyNoticeDocument } from './documents/content-privacy';
export { DocumentFieldsFragmentDoc, MyDocumentsDocument, SharedDocumentsDocument, UploadDocumentDocument, DeleteDocumentDocument } from './documents/documents-documents';
export { FlightLegFieldsFragmentDoc, FlightLegsDocument, AddFlightLegDocument, UpdateFlightLegDocument, DeleteFlightLegDocument, SetFlightLegTravellerDocument } from './documents/flights-flights';
export { InterestSubmissionFieldsFragmentDoc, SubmitInterestDocument, InterestSubmissionsDocument, InterestPageDocument } from './documents/interest-interest';
export { UndeliveredMessagesDocument, SendUndeliveredAgainDocument } from './documents/messages-undelivered';
export { PartyFieldsFragmentDoc, MyPartyDocument, AddCompanionsDocument, InviteCompanionDocument, RemoveCompanionDocument, ActForTravellerDocument, ClaimCompanionAccountDocument } from './documents/parties-parties';
export { PaymentAccountFieldsFragmentDoc, CancellationQuoteFieldsFragmentDoc, MyPaymentsDocument, RegistrationPaymentsDocument, FinanceOverviewDocument, RecordPaymentDocument, ReversePaymentDocument, ChangeFareDocument, RecordRefundDocument, RefundToCardDocument, MyCancellationQuoteDocument, RegistrationCancellationQuoteDocument, StartOnlinePaymentDocument, OnlinePaymentDocument, TurnOffAutoPayDocument, SettleOnlinePaymentFlagDocument } from './documents/payments-payments';
export { TripRetentionFieldsFragmentDoc, TripRetentionDocument, PurgeTripDataDocument, MyPurgedTripsDocument, DeleteMyAccountDocument } from './documents/privacy-privacy';
export { ProfileDocument, UpdateProfileDocument, SetMyLanguageDocument, ReminderSettingsDocument, SetRemindersDocument } from './documents/profile-profile';
export { ReadinessItemFieldsFragmentDoc, ReadinessBoardFieldsFragmentDoc, TravelDetailsFieldsFragmentDoc, MyReadinessDocument, SaveTravelDetailsDocument, ReadinessBoardDocument, RegistrationReadinessDocument, SaveReadinessRulesDocument } from './documents/readiness-readiness';
export { RegistrationFieldsFragmentDoc, MyRegistrationDocument, StartRegistrationDocument } from './documents/registration-registration';
export { HeadcountFieldsFragmentDoc, ProgrammeDayFragmentDoc, HeadcountsDocument, HeadcountDocument, StartHeadcountDocument, SyncHeadcountDocument, CloseHeadcountDocument, RoadRosterDocument, MyCardDocument } from './documents/road-road';
export { HotelStayFieldsFragmentDoc, RoomingBoardFieldsFragmentDoc, RoomChoiceFieldsFragmentDoc, HotelStaysDocument, SaveHotelStaysDocument, RoomingBoardDocument, MyRoomChoiceDocument, ChooseRoomDocument, ChangeRoomTypeDocument, AddRoomsDocument, AssignRoomsAutomaticallyDocument, MoveTravellerDocument, AddBusDocument, RemoveRoomDocument, RemoveBusDocument, AssignBusDocument } from './documents/rooms-rooms';
export { WaitlistEntryFieldsFragmentDoc, SeatsDocument, MySeatDocument, JoinWaitlistDocument, LeaveWaitlistDocument, AcceptOfferDocument, CancelMyRegistrationDocument } from './documents/seats-seats';
export { SecondFactorStatusDocument, SetUpTotpDocument, ConfirmTotpDocument, VerifySecondFactorDocument, NewRecoveryCodesDocument, PasskeyRegistrationOptionsDocument, RegisterPasskeyDocument, PasskeyAuthenticationOptionsDocument, SignInWithPasskeyDocument, MyPasskeysDocument, RemovePasskeyDocument } from './documents/second-factor-second-factor';
export { TeamDocument, InvitationPreviewDocument, InviteStaffDocument, RevokeInvitationDocument, ChangeStaffRoleDocument, RevokeStaffDocument, AcceptInvitationDocument } from './documents/team-team';
export { TripFormFieldsFragmentDoc, TripFormDocument, SaveTripFormDocument } from './documents/trip-form-trip-form';
export { TripChoiceFieldsFragmentDoc, TripChoicesDocument, MyPastTripsDocument } from './documents/trips-trip-scope';
export { TripFieldsFragmentDoc, TripsDocument, CopyTripDocument, UpdateTripDocument, MoveTripDocument } from './documents/trips-trips';
