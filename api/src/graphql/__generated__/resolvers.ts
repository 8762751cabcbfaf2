import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type Accommodations = {
  __typename?: 'Accommodations';
  madinah: Hotel;
  mecca: Hotel;
  note: Scalars['String']['output'];
};

export type AuthStatus = {
  __typename?: 'AuthStatus';
  isAdmin: Scalars['Boolean']['output'];
  isAuthenticated: Scalars['Boolean']['output'];
  viewer?: Maybe<Viewer>;
};

export type Brand = {
  __typename?: 'Brand';
  suffix: Scalars['String']['output'];
  wordmark: Scalars['String']['output'];
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
  | 'other'
  | 'passport'
  | 'photo'
  | 'visa';

export type Gender =
  | 'female'
  | 'male';

export type Hotel = {
  __typename?: 'Hotel';
  dates: Scalars['String']['output'];
  location: Scalars['String']['output'];
  name: Scalars['String']['output'];
  stars: Scalars['Int']['output'];
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
  travelers: Scalars['Int']['output'];
};

export type Itinerary = {
  __typename?: 'Itinerary';
  departure: ItineraryLeg;
  madinah: ItineraryLeg;
  mecca: ItineraryLeg;
  return: ItineraryLeg;
};

export type ItineraryLeg = {
  __typename?: 'ItineraryLeg';
  dates: Scalars['String']['output'];
  lines: Array<TimedLine>;
  title: Scalars['String']['output'];
};

export type LogInInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type LogInResult = {
  __typename?: 'LogInResult';
  isAdmin: Scalars['Boolean']['output'];
};

export type MaritalStatus =
  | 'divorced'
  | 'married'
  | 'single'
  | 'widowed';

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins only: anyone else gets 'Invalid username or password'. */
  adminLogIn: LogInResult;
  adminLogOut: OkResult;
  /** Admins only: the submitted form becomes read-only. */
  approveForm: TripRegistration;
  /** Admins only: needs submitted visa documents. */
  approveVisa: TripRegistration;
  /** The owner (or an admin). Visa documents are locked once the visa is approved. */
  deleteDocument: OkResult;
  /** Any account may sign in here; admins are told so and land on the admin dashboard. */
  logIn: LogInResult;
  logOut: OkResult;
  /** Admins only. */
  markDepositPaid: TripRegistration;
  /** Admins only: the final payment (60 days before departure) moves the registration to COMPLETED. */
  recordFinalPayment: TripRegistration;
  /**
   * Saves the form. submit: true (Submit Form) applies every rule and moves the registration to
   * FORM_SUBMITTED; submit: false (Save Progress) checks only what is filled and never changes the status.
   * Needs the deposit paid; refused once the form is approved.
   */
  saveTripForm: TripForm;
  /** Creates a traveller account. Does not sign in: the client goes to /login. */
  signUp: OkResult;
  /** Starts the traveller's registration (idempotent: a second call answers the same one). FULL when the group is full. */
  startRegistration: TripRegistration;
  /** Public, rate limited per address. */
  submitInterest: OkResult;
  updateProfile: Profile;
  /** At most 5 MB; JPEG, PNG, WebP or PDF by content. Needs an approved form. A visa document submits the visa. */
  uploadDocument: TripDocument;
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


export type MutationDeleteDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLogInArgs = {
  input: LogInInput;
};


export type MutationMarkDepositPaidArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordFinalPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveTripFormArgs = {
  input: TripFormInput;
  submit?: Scalars['Boolean']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSubmitInterestArgs = {
  input: InterestInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUploadDocumentArgs = {
  file: Scalars['Upload']['input'];
  input: DocumentInput;
};

export type OkResult = {
  __typename?: 'OkResult';
  success: Scalars['Boolean']['output'];
};

export type PaymentForm = {
  __typename?: 'PaymentForm';
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type PaymentInstalment = {
  __typename?: 'PaymentInstalment';
  amountCents: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  due: Scalars['String']['output'];
};

export type PortalTripInfo = {
  __typename?: 'PortalTripInfo';
  dates: Scalars['String']['output'];
  departure: Scalars['String']['output'];
  depositCents: Scalars['Int']['output'];
  depositNote: Scalars['String']['output'];
  finalPaymentRule: Scalars['String']['output'];
  packageLines: Array<Scalars['String']['output']>;
  registrationSteps: Array<RegistrationStep>;
};

export type Profile = {
  __typename?: 'Profile';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  phone: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type ProfileInput = {
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Whether the caller is signed in, and as whom. Used by the route guards. */
  authStatus: AuthStatus;
  /** Admins only, newest first: one page for the table. offset 0 or more, limit 1 to 100. */
  interestPage: InterestPage;
  /** Admins only, newest first: every row (the export). */
  interestSubmissions: Array<InterestSubmission>;
  myDocuments: Array<TripDocument>;
  /** The signed-in traveller's registration, or null when none was started. */
  myRegistration?: Maybe<TripRegistration>;
  /** The signed-in user's profile. */
  profile: Profile;
  /** Public documents of the other travellers, newest first. */
  sharedDocuments: Array<SharedDocument>;
  /** Public. Served from the api's cache of the CMS; never fails while any copy exists. */
  tripContent: TripContent;
  /** The signed-in traveller's saved form; null when nothing was saved yet. NOT_FOUND without a registration. */
  tripForm?: Maybe<TripForm>;
  /** Admins only: every registration with its traveller, newest first. */
  tripRegistrations: Array<TripRegistration>;
};


export type QueryInterestPageArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

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
  username: Scalars['String']['input'];
};

export type TimedLine = {
  __typename?: 'TimedLine';
  text: Scalars['String']['output'];
  time: Scalars['String']['output'];
};

/** The trip as the CMS tells it (money in cents, CAD). */
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
  paymentForm: PaymentForm;
  paymentSchedule: Array<PaymentInstalment>;
  portal: PortalTripInfo;
  productName: Scalars['String']['output'];
  purpose: Scalars['String']['output'];
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
  passportIssuanceCountry?: Maybe<Scalars['String']['output']>;
  passportNumber?: Maybe<Scalars['String']['output']>;
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
  passportIssuanceCountry?: InputMaybe<Scalars['String']['input']>;
  passportNumber?: InputMaybe<Scalars['String']['input']>;
  roomPreferences?: InputMaybe<Scalars['String']['input']>;
  tripRegistrationId?: InputMaybe<Scalars['ID']['input']>;
};

export type TripRegistration = {
  __typename?: 'TripRegistration';
  createdAt: Scalars['DateTime']['output'];
  depositPaid: Scalars['Boolean']['output'];
  finalPaid: Scalars['Boolean']['output'];
  formApproved: Scalars['Boolean']['output'];
  formSubmitted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Five equal points (deposit, form submitted, form approved, visa submitted, visa approved), in %. */
  progress: Scalars['Int']['output'];
  status: RegistrationStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** The traveller; present in the admin list. */
  user?: Maybe<RegistrationUser>;
  visaApproved: Scalars['Boolean']['output'];
  visaSubmitted: Scalars['Boolean']['output'];
};

export type Viewer = {
  __typename?: 'Viewer';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};



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
  Accommodations: ResolverTypeWrapper<Accommodations>;
  AuthStatus: ResolverTypeWrapper<AuthStatus>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  ContentImage: ResolverTypeWrapper<ContentImage>;
  ContentImages: ResolverTypeWrapper<ContentImages>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DocumentInput: DocumentInput;
  DocumentMetadata: ResolverTypeWrapper<DocumentMetadata>;
  DocumentType: DocumentType;
  Gender: Gender;
  Hotel: ResolverTypeWrapper<Hotel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterestInput: InterestInput;
  InterestPage: ResolverTypeWrapper<InterestPage>;
  InterestSubmission: ResolverTypeWrapper<InterestSubmission>;
  Itinerary: ResolverTypeWrapper<Itinerary>;
  ItineraryLeg: ResolverTypeWrapper<ItineraryLeg>;
  LogInInput: LogInInput;
  LogInResult: ResolverTypeWrapper<LogInResult>;
  MaritalStatus: MaritalStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OkResult: ResolverTypeWrapper<OkResult>;
  PaymentForm: ResolverTypeWrapper<PaymentForm>;
  PaymentInstalment: ResolverTypeWrapper<PaymentInstalment>;
  PortalTripInfo: ResolverTypeWrapper<PortalTripInfo>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationStatus: RegistrationStatus;
  RegistrationStep: ResolverTypeWrapper<RegistrationStep>;
  RegistrationUser: ResolverTypeWrapper<RegistrationUser>;
  RegistrationUserProfile: ResolverTypeWrapper<RegistrationUserProfile>;
  SharedDocument: ResolverTypeWrapper<SharedDocument>;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimedLine: ResolverTypeWrapper<TimedLine>;
  TripContent: ResolverTypeWrapper<TripContent>;
  TripCost: ResolverTypeWrapper<TripCost>;
  TripDocument: ResolverTypeWrapper<TripDocument>;
  TripForm: ResolverTypeWrapper<TripForm>;
  TripFormInput: TripFormInput;
  TripRegistration: ResolverTypeWrapper<TripRegistration>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  Viewer: ResolverTypeWrapper<Viewer>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Accommodations: Accommodations;
  AuthStatus: AuthStatus;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  ContentImage: ContentImage;
  ContentImages: ContentImages;
  DateTime: Scalars['DateTime']['output'];
  DocumentInput: DocumentInput;
  DocumentMetadata: DocumentMetadata;
  Hotel: Hotel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InterestInput: InterestInput;
  InterestPage: InterestPage;
  InterestSubmission: InterestSubmission;
  Itinerary: Itinerary;
  ItineraryLeg: ItineraryLeg;
  LogInInput: LogInInput;
  LogInResult: LogInResult;
  Mutation: Record<PropertyKey, never>;
  OkResult: OkResult;
  PaymentForm: PaymentForm;
  PaymentInstalment: PaymentInstalment;
  PortalTripInfo: PortalTripInfo;
  Profile: Profile;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  RegistrationStep: RegistrationStep;
  RegistrationUser: RegistrationUser;
  RegistrationUserProfile: RegistrationUserProfile;
  SharedDocument: SharedDocument;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  TimedLine: TimedLine;
  TripContent: TripContent;
  TripCost: TripCost;
  TripDocument: TripDocument;
  TripForm: TripForm;
  TripFormInput: TripFormInput;
  TripRegistration: TripRegistration;
  Upload: Scalars['Upload']['output'];
  Viewer: Viewer;
};

export type AccommodationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Accommodations'] = ResolversParentTypes['Accommodations']> = {
  madinah?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType>;
  mecca?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthStatus'] = ResolversParentTypes['AuthStatus']> = {
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAuthenticated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type DocumentMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentMetadata'] = ResolversParentTypes['DocumentMetadata']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hotel'] = ResolversParentTypes['Hotel']> = {
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  travelers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItineraryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Itinerary'] = ResolversParentTypes['Itinerary']> = {
  departure?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
  madinah?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
  mecca?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
  return?: Resolver<ResolversTypes['ItineraryLeg'], ParentType, ContextType>;
};

export type ItineraryLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItineraryLeg'] = ResolversParentTypes['ItineraryLeg']> = {
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TimedLine']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogInResult'] = ResolversParentTypes['LogInResult']> = {
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminLogIn?: Resolver<ResolversTypes['LogInResult'], ParentType, ContextType, RequireFields<MutationAdminLogInArgs, 'input'>>;
  adminLogOut?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType>;
  approveForm?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationApproveFormArgs, 'id'>>;
  approveVisa?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationApproveVisaArgs, 'id'>>;
  deleteDocument?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationDeleteDocumentArgs, 'id'>>;
  logIn?: Resolver<ResolversTypes['LogInResult'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'input'>>;
  logOut?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType>;
  markDepositPaid?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationMarkDepositPaidArgs, 'id'>>;
  recordFinalPayment?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType, RequireFields<MutationRecordFinalPaymentArgs, 'id'>>;
  saveTripForm?: Resolver<ResolversTypes['TripForm'], ParentType, ContextType, RequireFields<MutationSaveTripFormArgs, 'input' | 'submit'>>;
  signUp?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startRegistration?: Resolver<ResolversTypes['TripRegistration'], ParentType, ContextType>;
  submitInterest?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType, RequireFields<MutationSubmitInterestArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadDocument?: Resolver<ResolversTypes['TripDocument'], ParentType, ContextType, RequireFields<MutationUploadDocumentArgs, 'file' | 'input'>>;
};

export type OkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OkResult'] = ResolversParentTypes['OkResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentFormResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentForm'] = ResolversParentTypes['PaymentForm']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentInstalmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInstalment'] = ResolversParentTypes['PaymentInstalment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortalTripInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalTripInfo'] = ResolversParentTypes['PortalTripInfo']> = {
  dates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finalPaymentRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  registrationSteps?: Resolver<Array<ResolversTypes['RegistrationStep']>, ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  authStatus?: Resolver<ResolversTypes['AuthStatus'], ParentType, ContextType>;
  interestPage?: Resolver<ResolversTypes['InterestPage'], ParentType, ContextType, RequireFields<QueryInterestPageArgs, 'limit' | 'offset'>>;
  interestSubmissions?: Resolver<Array<ResolversTypes['InterestSubmission']>, ParentType, ContextType>;
  myDocuments?: Resolver<Array<ResolversTypes['TripDocument']>, ParentType, ContextType>;
  myRegistration?: Resolver<Maybe<ResolversTypes['TripRegistration']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  sharedDocuments?: Resolver<Array<ResolversTypes['SharedDocument']>, ParentType, ContextType>;
  tripContent?: Resolver<ResolversTypes['TripContent'], ParentType, ContextType>;
  tripForm?: Resolver<Maybe<ResolversTypes['TripForm']>, ParentType, ContextType>;
  tripRegistrations?: Resolver<Array<ResolversTypes['TripRegistration']>, ParentType, ContextType>;
};

export type RegistrationStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationStep'] = ResolversParentTypes['RegistrationStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type TimedLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimedLine'] = ResolversParentTypes['TimedLine']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  paymentForm?: Resolver<ResolversTypes['PaymentForm'], ParentType, ContextType>;
  paymentSchedule?: Resolver<Array<ResolversTypes['PaymentInstalment']>, ParentType, ContextType>;
  portal?: Resolver<ResolversTypes['PortalTripInfo'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  passportIssuanceCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomPreferences?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tripRegistrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TripRegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TripRegistration'] = ResolversParentTypes['TripRegistration']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depositPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  finalPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  formApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  formSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['RegistrationUser']>, ParentType, ContextType>;
  visaApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visaSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Accommodations?: AccommodationsResolvers<ContextType>;
  AuthStatus?: AuthStatusResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  ContentImage?: ContentImageResolvers<ContextType>;
  ContentImages?: ContentImagesResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DocumentMetadata?: DocumentMetadataResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  InterestPage?: InterestPageResolvers<ContextType>;
  InterestSubmission?: InterestSubmissionResolvers<ContextType>;
  Itinerary?: ItineraryResolvers<ContextType>;
  ItineraryLeg?: ItineraryLegResolvers<ContextType>;
  LogInResult?: LogInResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OkResult?: OkResultResolvers<ContextType>;
  PaymentForm?: PaymentFormResolvers<ContextType>;
  PaymentInstalment?: PaymentInstalmentResolvers<ContextType>;
  PortalTripInfo?: PortalTripInfoResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistrationStep?: RegistrationStepResolvers<ContextType>;
  RegistrationUser?: RegistrationUserResolvers<ContextType>;
  RegistrationUserProfile?: RegistrationUserProfileResolvers<ContextType>;
  SharedDocument?: SharedDocumentResolvers<ContextType>;
  TimedLine?: TimedLineResolvers<ContextType>;
  TripContent?: TripContentResolvers<ContextType>;
  TripCost?: TripCostResolvers<ContextType>;
  TripDocument?: TripDocumentResolvers<ContextType>;
  TripForm?: TripFormResolvers<ContextType>;
  TripRegistration?: TripRegistrationResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  Viewer?: ViewerResolvers<ContextType>;
};

