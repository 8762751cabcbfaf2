/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type DocumentInput = {
  description?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  type?: string | null | undefined;
};

export type DocumentType =
  | 'other'
  | 'passport'
  | 'photo'
  | 'visa';

export type Gender =
  | 'female'
  | 'male';

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

export type LogInInput = {
  password: string;
  username: string;
};

export type MaritalStatus =
  | 'divorced'
  | 'married'
  | 'single'
  | 'widowed';

export type ProfileInput = {
  email: string;
  fullName: string;
  phone: string;
};

export type RegistrationStatus =
  | 'COMPLETED'
  | 'DEPOSIT_PAID'
  | 'FORM_APPROVED'
  | 'FORM_SUBMITTED'
  | 'PENDING'
  | 'VISA_APPROVED'
  | 'VISA_SUBMITTED';

export type SignUpInput = {
  email: string;
  fullName: string;
  password: string;
  phone: string;
  username: string;
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
  passportIssuanceCountry?: string | null | undefined;
  passportNumber?: string | null | undefined;
  roomPreferences?: string | null | undefined;
  tripRegistrationId?: string | number | null | undefined;
};

export type AdminRegistrationFieldsFragment = { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null };

export type TripRegistrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TripRegistrationsQuery = { tripRegistrations: Array<{ id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null }> };

export type MarkDepositPaidMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkDepositPaidMutation = { markDepositPaid: { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type ApproveFormMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveFormMutation = { approveForm: { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type ApproveVisaMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveVisaMutation = { approveVisa: { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type RecordFinalPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type RecordFinalPaymentMutation = { recordFinalPayment: { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, user: { id: string, username: string, profile: { fullName: string | null, email: string | null, phone: string | null } } | null } };

export type AuthStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthStatusQuery = { authStatus: { isAuthenticated: boolean, isAdmin: boolean, viewer: { id: string, username: string, fullName: string } | null } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { success: boolean } };

export type LogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LogInMutation = { logIn: { isAdmin: boolean } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: { success: boolean } };

export type AdminLogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type AdminLogInMutation = { adminLogIn: { isAdmin: boolean } };

export type AdminLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogOutMutation = { adminLogOut: { success: boolean } };

export type PortalTripInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalTripInfoQuery = { tripContent: { productName: string, portal: { dates: string, departure: string, packageLines: Array<string>, depositCents: number, depositNote: string, finalPaymentRule: string, registrationSteps: Array<{ title: string, description: string }> } } };

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

export type SubmitInterestMutationVariables = Exact<{
  input: InterestInput;
}>;


export type SubmitInterestMutation = { submitInterest: { success: boolean } };

export type InterestSubmissionFieldsFragment = { id: string, name: string, email: string, phone: string, travelers: number, message: string | null, createdAt: string };

export type InterestSubmissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type InterestSubmissionsQuery = { interestSubmissions: Array<{ id: string, name: string, email: string, phone: string, travelers: number, message: string | null, createdAt: string }> };

export type InterestPageQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type InterestPageQuery = { interestPage: { total: number, offset: number, limit: number, items: Array<{ id: string, name: string, email: string, phone: string, travelers: number, message: string | null, createdAt: string }> } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { id: string, username: string, fullName: string, email: string, phone: string, createdAt: string, updatedAt: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, fullName: string, email: string, phone: string, updatedAt: string } };

export type RegistrationFieldsFragment = { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, progress: number };

export type MyRegistrationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRegistrationQuery = { myRegistration: { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, progress: number } | null };

export type StartRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartRegistrationMutation = { startRegistration: { id: string, status: RegistrationStatus, createdAt: string, depositPaid: boolean, formSubmitted: boolean, formApproved: boolean, visaSubmitted: boolean, visaApproved: boolean, finalPaid: boolean, progress: number } };

export type TripFormFieldsFragment = { tripRegistrationId: string, fullNameAsPerPassport: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, isCanadianCitizen: boolean, hasValidCanadianPassport: boolean, address: string | null, mobilePhone: string | null, emergencyContactName: string | null, emergencyContactEmail: string | null, emergencyContactRelationship: string | null, passportNumber: string | null, passportExpirationDate: string | null, passportIssuanceCountry: string | null, hasValidSaudiVisa: boolean, roomPreferences: string | null, isUnder18: boolean, submittedAt: string | null, updatedAt: string };

export type TripFormQueryVariables = Exact<{ [key: string]: never; }>;


export type TripFormQuery = { tripForm: { tripRegistrationId: string, fullNameAsPerPassport: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, isCanadianCitizen: boolean, hasValidCanadianPassport: boolean, address: string | null, mobilePhone: string | null, emergencyContactName: string | null, emergencyContactEmail: string | null, emergencyContactRelationship: string | null, passportNumber: string | null, passportExpirationDate: string | null, passportIssuanceCountry: string | null, hasValidSaudiVisa: boolean, roomPreferences: string | null, isUnder18: boolean, submittedAt: string | null, updatedAt: string } | null };

export type SaveTripFormMutationVariables = Exact<{
  input: TripFormInput;
  submit: boolean;
}>;


export type SaveTripFormMutation = { saveTripForm: { tripRegistrationId: string, fullNameAsPerPassport: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, isCanadianCitizen: boolean, hasValidCanadianPassport: boolean, address: string | null, mobilePhone: string | null, emergencyContactName: string | null, emergencyContactEmail: string | null, emergencyContactRelationship: string | null, passportNumber: string | null, passportExpirationDate: string | null, passportIssuanceCountry: string | null, hasValidSaudiVisa: boolean, roomPreferences: string | null, isUnder18: boolean, submittedAt: string | null, updatedAt: string } };

export const AdminRegistrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRegistrationFieldsFragment, unknown>;
export const DocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<DocumentFieldsFragment, unknown>;
export const InterestSubmissionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterestSubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterestSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"travelers"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<InterestSubmissionFieldsFragment, unknown>;
export const RegistrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]} as unknown as DocumentNode<RegistrationFieldsFragment, unknown>;
export const TripFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripRegistrationId"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameAsPerPassport"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCanadianCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidCanadianPassport"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssuanceCountry"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidSaudiVisa"}},{"kind":"Field","name":{"kind":"Name","value":"roomPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"isUnder18"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TripFormFieldsFragment, unknown>;
export const TripRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<TripRegistrationsQuery, TripRegistrationsQueryVariables>;
export const MarkDepositPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkDepositPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markDepositPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<MarkDepositPaidMutation, MarkDepositPaidMutationVariables>;
export const ApproveFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveFormMutation, ApproveFormMutationVariables>;
export const ApproveVisaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveVisa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveVisa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveVisaMutation, ApproveVisaMutationVariables>;
export const RecordFinalPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordFinalPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFinalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<RecordFinalPaymentMutation, RecordFinalPaymentMutationVariables>;
export const AuthStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAuthenticated"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AuthStatusQuery, AuthStatusQueryVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const LogInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<LogInMutation, LogInMutationVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const AdminLogInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<AdminLogInMutation, AdminLogInMutationVariables>;
export const AdminLogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<AdminLogOutMutation, AdminLogOutMutationVariables>;
export const PortalTripInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalTripInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"portal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"departure"}},{"kind":"Field","name":{"kind":"Name","value":"packageLines"}},{"kind":"Field","name":{"kind":"Name","value":"registrationSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositNote"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaymentRule"}}]}}]}}]}}]} as unknown as DocumentNode<PortalTripInfoQuery, PortalTripInfoQueryVariables>;
export const MyDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<MyDocumentsQuery, MyDocumentsQueryVariables>;
export const SharedDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<SharedDocumentsQuery, SharedDocumentsQueryVariables>;
export const UploadDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<UploadDocumentMutation, UploadDocumentMutationVariables>;
export const DeleteDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteDocumentMutation, DeleteDocumentMutationVariables>;
export const SubmitInterestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitInterest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InterestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInterest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SubmitInterestMutation, SubmitInterestMutationVariables>;
export const InterestSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterestSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interestSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterestSubmissionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterestSubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterestSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"travelers"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<InterestSubmissionsQuery, InterestSubmissionsQueryVariables>;
export const InterestPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterestPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interestPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InterestSubmissionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InterestSubmissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InterestSubmission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"travelers"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<InterestPageQuery, InterestPageQueryVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const MyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]} as unknown as DocumentNode<MyRegistrationQuery, MyRegistrationQueryVariables>;
export const StartRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"formSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"formApproved"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"visaApproved"}},{"kind":"Field","name":{"kind":"Name","value":"finalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]} as unknown as DocumentNode<StartRegistrationMutation, StartRegistrationMutationVariables>;
export const TripFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripRegistrationId"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameAsPerPassport"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCanadianCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidCanadianPassport"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssuanceCountry"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidSaudiVisa"}},{"kind":"Field","name":{"kind":"Name","value":"roomPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"isUnder18"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TripFormQuery, TripFormQueryVariables>;
export const SaveTripFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTripForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripFormInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTripForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"submit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripForm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripRegistrationId"}},{"kind":"Field","name":{"kind":"Name","value":"fullNameAsPerPassport"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCanadianCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidCanadianPassport"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactName"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyContactRelationship"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssuanceCountry"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidSaudiVisa"}},{"kind":"Field","name":{"kind":"Name","value":"roomPreferences"}},{"kind":"Field","name":{"kind":"Name","value":"isUnder18"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveTripFormMutation, SaveTripFormMutationVariables>;