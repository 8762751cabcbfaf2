// The rules' messages in the reader's language (ADR 0116). The English stays where the rules write
// it (the *_MESSAGES constants, the templates of rule-templates.ts): this table only names each
// English message with its catalogue id, and a translation finds a message's id by its English.
// English readers get the message as it is, byte for byte.
import type { I18n } from '@lingui/core';
import { AUDIT_LOG_MESSAGES } from '../audit-log.js';
import { FLIGHT_MESSAGES } from '../flights.js';
import { INTEREST_MESSAGES, INTEREST_NAME_TOO_LONG } from '../constants.js';
import { JOURNEY_MESSAGES } from '../journey.js';
import { parseDollars } from '../money.js';
import { CARD_REFUND_MESSAGES, FLAG_SETTLEMENT_MESSAGES, ONLINE_PAYMENT_MESSAGES } from '../online-payment.js';
import { PARTY_MESSAGES } from '../parties.js';
import { PRIVACY_MESSAGES } from '../privacy.js';
import { READINESS_MESSAGES } from '../readiness.js';
import { HEADCOUNT_MESSAGES } from '../headcount.js';
import { REFUND_MESSAGES } from '../refunds.js';
import {
  ANNOUNCEMENT_MESSAGES,
  dayOfOrdinal,
  DOCUMENT_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  MESSAGES,
  PASSWORD_MESSAGES,
  PAYMENT_MESSAGES,
  REGISTRATION_QUERY_MESSAGES,
  TRIP_FORM_MESSAGES,
  UNDELIVERED_MESSAGES,
} from '../rules.js';
import { SEAT_MESSAGES } from '../seats.js';
import { SECOND_FACTOR_MESSAGES } from '../second-factor.js';
import { SERVER_MESSAGES } from '../server-messages.js';
import { TEAM_MESSAGES } from '../team.js';
import { ROOMS_MESSAGES } from '../hotel-stays.js';
import { TRIP_FACT_MESSAGES, TRIP_MESSAGES } from '../trips.js';
import { formatDate, formatMoney } from './format.js';
import { isLocale } from './locales.js';
import { type PartKind, RULE_TEMPLATES, type RuleTemplateId } from './rule-templates.js';

/** Each fixed message of the rules, by its catalogue id; each English text once. */
export const RULE_MESSAGES = {
  'rules.account.signUpFullName': MESSAGES.signupFullName,
  'rules.account.email': MESSAGES.email,
  'rules.account.phone': MESSAGES.phone,
  'rules.account.username': MESSAGES.username,
  'rules.account.password': MESSAGES.password,
  'rules.account.adminUsername': MESSAGES.adminUsername,
  'rules.account.adminPassword': MESSAGES.adminPassword,
  'rules.account.profileFullName': MESSAGES.profileFullName,
  'rules.account.fullNameMax': MESSAGES.fullNameMax,
  'rules.account.usernameMax': MESSAGES.usernameMax,
  'rules.account.passwordMax': MESSAGES.passwordMax,
  'rules.account.currentPasswordRequired': MESSAGES.currentPasswordRequired,
  'rules.account.currentPasswordIncorrect': MESSAGES.currentPasswordIncorrect,
  'rules.account.honeypot': MESSAGES.honeypot,

  'rules.form.fullNameAsPerPassport': TRIP_FORM_MESSAGES.fullNameAsPerPassport,
  'rules.form.dateOfBirth': TRIP_FORM_MESSAGES.dateOfBirth,
  'rules.form.dateOfBirthRange': TRIP_FORM_MESSAGES.dateOfBirthRange,
  'rules.form.gender': TRIP_FORM_MESSAGES.gender,
  'rules.form.maritalStatus': TRIP_FORM_MESSAGES.maritalStatus,
  'rules.form.address': TRIP_FORM_MESSAGES.address,
  'rules.form.mobilePhone': TRIP_FORM_MESSAGES.mobilePhone,
  'rules.form.emergencyContactName': TRIP_FORM_MESSAGES.emergencyContactName,
  'rules.form.emergencyContactEmail': TRIP_FORM_MESSAGES.emergencyContactEmail,
  'rules.form.emergencyContactRelationship': TRIP_FORM_MESSAGES.emergencyContactRelationship,
  'rules.form.passportNumber': TRIP_FORM_MESSAGES.passportNumber,
  'rules.form.passportExpirationDate': TRIP_FORM_MESSAGES.passportExpirationDate,
  'rules.form.passportExpired': TRIP_FORM_MESSAGES.passportExpired,
  'rules.form.passportIssuanceCountry': TRIP_FORM_MESSAGES.passportIssuanceCountry,
  'rules.form.invalidDate': TRIP_FORM_MESSAGES.invalidDate,
  'rules.form.yesNo': TRIP_FORM_MESSAGES.yesNo,
  'rules.form.roomPreferences': TRIP_FORM_MESSAGES.roomPreferences,

  'rules.interest.name': INTEREST_MESSAGES.name,
  'rules.interest.nameTooLong': INTEREST_NAME_TOO_LONG,
  'rules.interest.travelers': INTEREST_MESSAGES.travelers,
  'rules.interest.message': INTEREST_MESSAGES.message,

  'rules.document.type': DOCUMENT_MESSAGES.type,
  'rules.document.noFile': DOCUMENT_MESSAGES.noFile,
  'rules.document.description': DOCUMENT_MESSAGES.description,
  'rules.document.passportPrivate': DOCUMENT_MESSAGES.passportPrivate,
  'rules.document.tooLarge': DOCUMENT_MESSAGES.tooLarge,
  'rules.document.notAllowed': DOCUMENT_MESSAGES.notAllowed,
  'rules.document.empty': DOCUMENT_MESSAGES.empty,
  'rules.document.isPublic': DOCUMENT_MESSAGES.isPublic,
  'rules.document.privateType': DOCUMENT_MESSAGES.privateType,

  'rules.journey.depositAlreadyPaid': JOURNEY_MESSAGES.depositAlreadyPaid,
  'rules.journey.depositRequired': JOURNEY_MESSAGES.depositRequired,
  'rules.journey.formLocked': JOURNEY_MESSAGES.formLocked,
  'rules.journey.formAlreadyApproved': JOURNEY_MESSAGES.formAlreadyApproved,
  'rules.journey.formNotSubmitted': JOURNEY_MESSAGES.formNotSubmitted,
  'rules.journey.formIncomplete': JOURNEY_MESSAGES.formIncomplete,
  'rules.journey.documentsNeedApproval': JOURNEY_MESSAGES.documentsNeedApproval,
  'rules.journey.visaLocked': JOURNEY_MESSAGES.visaLocked,
  'rules.journey.visaAlreadyApproved': JOURNEY_MESSAGES.visaAlreadyApproved,
  'rules.journey.visaNotSubmitted': JOURNEY_MESSAGES.visaNotSubmitted,
  'rules.journey.finalAlreadyRecorded': JOURNEY_MESSAGES.finalAlreadyRecorded,
  'rules.journey.finalNeedsVisa': JOURNEY_MESSAGES.finalNeedsVisa,
  'rules.journey.balanceOwing': JOURNEY_MESSAGES.balanceOwing,
  'rules.journey.reasonLength': JOURNEY_MESSAGES.reasonLength,

  'rules.registrations.search': REGISTRATION_QUERY_MESSAGES.search,
  'rules.registrations.searchLength': REGISTRATION_QUERY_MESSAGES.searchLength,
  'rules.registrations.status': REGISTRATION_QUERY_MESSAGES.status,
  'rules.registrations.sort': REGISTRATION_QUERY_MESSAGES.sort,
  'rules.registrations.page': REGISTRATION_QUERY_MESSAGES.page,
  'rules.registrations.pageSize': REGISTRATION_QUERY_MESSAGES.pageSize,

  'rules.payment.amount': PAYMENT_MESSAGES.amount,
  'rules.payment.method': PAYMENT_MESSAGES.method,
  'rules.payment.receivedOn': PAYMENT_MESSAGES.receivedOn,
  'rules.payment.receivedInFuture': PAYMENT_MESSAGES.receivedInFuture,
  'rules.payment.reference': PAYMENT_MESSAGES.reference,
  'rules.payment.note': PAYMENT_MESSAGES.note,
  'rules.payment.travellerNote': PAYMENT_MESSAGES.travellerNote,
  'rules.payment.fare': PAYMENT_MESSAGES.fare,
  'rules.payment.reversalReason': PAYMENT_MESSAGES.reversalReason,
  'rules.refund.method': REFUND_MESSAGES.method,
  'rules.online.choice': ONLINE_PAYMENT_MESSAGES.choice,
  'rules.online.amount': ONLINE_PAYMENT_MESSAGES.amount,
  'rules.online.nothingOwed': ONLINE_PAYMENT_MESSAGES.nothingOwed,
  'rules.cardRefund.amount': CARD_REFUND_MESSAGES.amount,
  'rules.cardRefund.noCard': CARD_REFUND_MESSAGES.noCard,
  'rules.flagSettlement.note': FLAG_SETTLEMENT_MESSAGES.note,
  'rules.flagSettlement.notFound': FLAG_SETTLEMENT_MESSAGES.notFound,
  'rules.flagSettlement.alreadySettled': FLAG_SETTLEMENT_MESSAGES.alreadySettled,

  'rules.password.token': PASSWORD_MESSAGES.token,
  'rules.password.mismatch': PASSWORD_MESSAGES.mismatch,
  'rules.emailVerification.token': EMAIL_VERIFICATION_MESSAGES.token,
  'rules.emailVerification.required': EMAIL_VERIFICATION_MESSAGES.required,

  'rules.announcement.audience': ANNOUNCEMENT_MESSAGES.audience,
  'rules.announcement.subject': ANNOUNCEMENT_MESSAGES.subject,
  'rules.announcement.body': ANNOUNCEMENT_MESSAGES.body,
  'rules.announcement.noRecipients': ANNOUNCEMENT_MESSAGES.noRecipients,
  'rules.announcement.notFound': ANNOUNCEMENT_MESSAGES.notFound,
  'rules.undelivered.ids': UNDELIVERED_MESSAGES.ids,

  'rules.auditLog.person': AUDIT_LOG_MESSAGES.person,
  'rules.auditLog.traveller': AUDIT_LOG_MESSAGES.traveller,
  'rules.auditLog.action': AUDIT_LOG_MESSAGES.action,
  'rules.auditLog.range': AUDIT_LOG_MESSAGES.range,

  'rules.secondFactor.code': SECOND_FACTOR_MESSAGES.code,
  'rules.secondFactor.wrongCode': SECOND_FACTOR_MESSAGES.wrongCode,
  'rules.secondFactor.replayed': SECOND_FACTOR_MESSAGES.replayed,
  'rules.secondFactor.recoveryCode': SECOND_FACTOR_MESSAGES.recoveryCode,
  'rules.secondFactor.tooManyTries': SECOND_FACTOR_MESSAGES.tooManyTries,
  'rules.secondFactor.noSignIn': SECOND_FACTOR_MESSAGES.noSignIn,
  'rules.secondFactor.alreadySetUp': SECOND_FACTOR_MESSAGES.alreadySetUp,
  'rules.secondFactor.notSetUp': SECOND_FACTOR_MESSAGES.notSetUp,
  'rules.secondFactor.passkey': SECOND_FACTOR_MESSAGES.passkey,
  'rules.secondFactor.noPasskey': SECOND_FACTOR_MESSAGES.noPasskey,
  'rules.server.signedOut': SERVER_MESSAGES.signedOut,
  'rules.server.forbidden': SERVER_MESSAGES.forbidden,
  'rules.server.notFound': SERVER_MESSAGES.notFound,
  'rules.server.badRequest': SERVER_MESSAGES.badRequest,
  'rules.server.malformedJson': SERVER_MESSAGES.malformedJson,
  'rules.server.bodyTooLarge': SERVER_MESSAGES.bodyTooLarge,
  'rules.server.internal': SERVER_MESSAGES.internal,
  'rules.server.crossSite': SERVER_MESSAGES.crossSite,
  'rules.server.unavailable': SERVER_MESSAGES.unavailable,
  'rules.server.tooManyAttempts': SERVER_MESSAGES.tooManyAttempts,
  'rules.server.hashingBusy': SERVER_MESSAGES.hashingBusy,
  'rules.server.valueNotAccepted': SERVER_MESSAGES.valueNotAccepted,
  'rules.server.usernameExists': SERVER_MESSAGES.usernameExists,
  'rules.server.emailExists': SERVER_MESSAGES.emailExists,
  'rules.server.invalidCredentials': SERVER_MESSAGES.invalidCredentials,
  'rules.server.noRegistration': SERVER_MESSAGES.noRegistration,
  'rules.server.registrationNotFound': SERVER_MESSAGES.registrationNotFound,
  'rules.server.registrationCancelled': SERVER_MESSAGES.registrationCancelled,
  'rules.server.cardArchived': SERVER_MESSAGES.cardArchived,
  'rules.server.tripFull': SERVER_MESSAGES.tripFull,
  'rules.server.adminsDoNotRegister': SERVER_MESSAGES.adminsDoNotRegister,
  'rules.server.depositOnly': SERVER_MESSAGES.depositOnly,
  'rules.server.noTrip': SERVER_MESSAGES.noTrip,
  'rules.server.archivedFixed': SERVER_MESSAGES.archivedFixed,
  'rules.server.studioUnavailable': SERVER_MESSAGES.studioUnavailable,
  'rules.server.noPassportNumber': SERVER_MESSAGES.noPassportNumber,
  'rules.server.interestRateLimited': SERVER_MESSAGES.interestRateLimited,
  'rules.server.paymentNotFound': SERVER_MESSAGES.paymentNotFound,
  'rules.server.alreadyReversed': SERVER_MESSAGES.alreadyReversed,
  'rules.server.paymentElsewhere': SERVER_MESSAGES.paymentElsewhere,
  'rules.server.accountNotFound': SERVER_MESSAGES.accountNotFound,
  'rules.server.needRegistration': SERVER_MESSAGES.needRegistration,
  'rules.server.documentNotFound': SERVER_MESSAGES.documentNotFound,
  'rules.server.storageDown': SERVER_MESSAGES.storageDown,
  'rules.server.remindersEnabled': SERVER_MESSAGES.remindersEnabled,
  'rules.server.onlineOff': SERVER_MESSAGES.onlineOff,
  'rules.server.onlineTravellersOnly': SERVER_MESSAGES.onlineTravellersOnly,
  'rules.server.onlineUnavailable': SERVER_MESSAGES.onlineUnavailable,
  'rules.server.refundUnavailable': SERVER_MESSAGES.refundUnavailable,
  'rules.server.onlineSessionNotFound': SERVER_MESSAGES.onlineSessionNotFound,
  'rules.server.webhookBadSignature': SERVER_MESSAGES.webhookBadSignature,
  'rules.secondFactor.lastStaffFactor': SECOND_FACTOR_MESSAGES.lastStaffFactor,

  'rules.privacy.notPurgeable': PRIVACY_MESSAGES.notPurgeable,
  'rules.privacy.alreadyPurged': PRIVACY_MESSAGES.alreadyPurged,
  'rules.privacy.confirmation': PRIVACY_MESSAGES.confirmation,
  'rules.privacy.password': PRIVACY_MESSAGES.password,
  'rules.privacy.staff': PRIVACY_MESSAGES.staff,
  'rules.privacy.paidRegistration': PRIVACY_MESSAGES.paidRegistration,
  'rules.privacy.notice': PRIVACY_MESSAGES.notice,
  'rules.privacy.passwordMissing': PRIVACY_MESSAGES.passwordMissing,

  'rules.trip.closed': TRIP_MESSAGES.closed,
  'rules.trip.notFound': TRIP_MESSAGES.notFound,
  'rules.tripFacts.slug': TRIP_FACT_MESSAGES.slug,
  'rules.tripFacts.name': TRIP_FACT_MESSAGES.name,
  'rules.tripFacts.date': TRIP_FACT_MESSAGES.date,
  'rules.tripFacts.datesInOrder': TRIP_FACT_MESSAGES.datesInOrder,
  'rules.tripFacts.departureCity': TRIP_FACT_MESSAGES.departureCity,
  'rules.tripFacts.groupSize': TRIP_FACT_MESSAGES.groupSize,
  'rules.tripFacts.hours': TRIP_FACT_MESSAGES.hours,
  'rules.tripFacts.fare': TRIP_FACT_MESSAGES.fare,
  'rules.tripFacts.instalmentAmount': TRIP_FACT_MESSAGES.instalmentAmount,
  'rules.tripFacts.instalmentDescription': TRIP_FACT_MESSAGES.instalmentDescription,
  'rules.tripFacts.instalmentFare': TRIP_FACT_MESSAGES.instalmentFare,
  'rules.tripFacts.dueBeforeDeparture': TRIP_FACT_MESSAGES.dueBeforeDeparture,
  'rules.tripFacts.oneDeposit': TRIP_FACT_MESSAGES.oneDeposit,
  'rules.tripFacts.percent': TRIP_FACT_MESSAGES.percent,
  'rules.tripFacts.tierBeforeDeparture': TRIP_FACT_MESSAGES.tierBeforeDeparture,
  'rules.tripFacts.retentionDays': TRIP_FACT_MESSAGES.retentionDays,
  'rules.tripFacts.shiftDays': TRIP_FACT_MESSAGES.shiftDays,

  'rules.team.role': TEAM_MESSAGES.role,
  'rules.team.invitation': TEAM_MESSAGES.invitation,
  'rules.team.emailTaken': TEAM_MESSAGES.emailTaken,
  'rules.team.lastOwner': TEAM_MESSAGES.lastOwner,
  'rules.rooms.city': ROOMS_MESSAGES.city,
  'rules.rooms.hotelName': ROOMS_MESSAGES.hotelName,
  'rules.rooms.address': ROOMS_MESSAGES.address,
  'rules.rooms.date': ROOMS_MESSAGES.date,
  'rules.rooms.nights': ROOMS_MESSAGES.nights,
  'rules.rooms.roomType': ROOMS_MESSAGES.roomType,
  'rules.rooms.oneOfEachType': ROOMS_MESSAGES.oneOfEachType,
  'rules.rooms.capacity': ROOMS_MESSAGES.capacity,
  'rules.rooms.supplement': ROOMS_MESSAGES.supplement,
  'rules.rooms.gender': ROOMS_MESSAGES.gender,
  'rules.rooms.label': ROOMS_MESSAGES.label,
  'rules.rooms.count': ROOMS_MESSAGES.count,
  'rules.rooms.wishes': ROOMS_MESSAGES.wishes,
  'rules.rooms.busName': ROOMS_MESSAGES.busName,
  'rules.rooms.stays': ROOMS_MESSAGES.stays,
  'rules.rooms.noStays': ROOMS_MESSAGES.noStays,
  'rules.rooms.wishNotFound': ROOMS_MESSAGES.wishNotFound,
  'rules.rooms.noRegistration': ROOMS_MESSAGES.noRegistration,
  'rules.rooms.moved': ROOMS_MESSAGES.moved,
  'rules.rooms.roomFull': ROOMS_MESSAGES.roomFull,
  'rules.rooms.roomGender': ROOMS_MESSAGES.roomGender,
  'rules.rooms.roomNotFound': ROOMS_MESSAGES.roomNotFound,
  'rules.rooms.stayNotFound': ROOMS_MESSAGES.stayNotFound,
  'rules.rooms.busNotFound': ROOMS_MESSAGES.busNotFound,
  'rules.rooms.busCounted': ROOMS_MESSAGES.busCounted,
  'rules.rooms.leaderNotStaff': ROOMS_MESSAGES.leaderNotStaff,
  'rules.team.memberNotFound': TEAM_MESSAGES.memberNotFound,
  'rules.team.invitationNotFound': TEAM_MESSAGES.invitationNotFound,

  'rules.seat.reason': SEAT_MESSAGES.reason,
  'rules.seat.travellerReason': SEAT_MESSAGES.travellerReason,
  'rules.seat.hours': SEAT_MESSAGES.hours,
  'rules.seat.position': SEAT_MESSAGES.position,

  'rules.party.relationship': PARTY_MESSAGES.relationship,
  'rules.party.minorEmail': PARTY_MESSAGES.minorEmail,
  'rules.party.tooMany': PARTY_MESSAGES.tooMany,
  'rules.party.noCompanions': PARTY_MESSAGES.noCompanions,
  'rules.party.noRegistration': PARTY_MESSAGES.noRegistration,
  'rules.party.notLead': PARTY_MESSAGES.notLead,
  'rules.party.notInParty': PARTY_MESSAGES.notInParty,
  'rules.party.paidCannotRemove': PARTY_MESSAGES.paidCannotRemove,
  'rules.party.notManaged': PARTY_MESSAGES.notManaged,
  'rules.party.full': PARTY_MESSAGES.full,
  'rules.party.companionOfAnother': PARTY_MESSAGES.companionOfAnother,
  'rules.party.paymentNotLead': PARTY_MESSAGES.paymentNotLead,
  'rules.party.invitation': PARTY_MESSAGES.invitation,
  'rules.headcount.label': HEADCOUNT_MESSAGES.label,
  'rules.headcount.group': HEADCOUNT_MESSAGES.group,
  'rules.headcount.mark': HEADCOUNT_MESSAGES.mark,
  'rules.headcount.tooMany': HEADCOUNT_MESSAGES.tooMany,
  'rules.headcount.notFound': HEADCOUNT_MESSAGES.notFound,
  'rules.headcount.closed': HEADCOUNT_MESSAGES.closed,
  'rules.headcount.notOnTrip': HEADCOUNT_MESSAGES.notOnTrip,
  'rules.headcount.otherCheck': HEADCOUNT_MESSAGES.otherCheck,
  'rules.headcount.bus': HEADCOUNT_MESSAGES.bus,
  'rules.headcount.notOnBus': HEADCOUNT_MESSAGES.notOnBus,
  'rules.headcount.idTaken': HEADCOUNT_MESSAGES.idTaken,
  'rules.headcount.checkId': HEADCOUNT_MESSAGES.checkId,

  'rules.readiness.passportReady': READINESS_MESSAGES.passportReady,
  'rules.readiness.passportExpiring': READINESS_MESSAGES.passportExpiring,
  'rules.readiness.passportMissing': READINESS_MESSAGES.passportMissing,
  'rules.readiness.passportTooSoon': READINESS_MESSAGES.passportTooSoon,
  'rules.readiness.visaReady': READINESS_MESSAGES.visaReady,
  'rules.readiness.visaExpiring': READINESS_MESSAGES.visaExpiring,
  'rules.readiness.visaMissing': READINESS_MESSAGES.visaMissing,
  'rules.readiness.visaNotCovering': READINESS_MESSAGES.visaNotCovering,
  'rules.readiness.meningitisReady': READINESS_MESSAGES.meningitisReady,
  'rules.readiness.meningitisExpiring': READINESS_MESSAGES.meningitisExpiring,
  'rules.readiness.meningitisMissing': READINESS_MESSAGES.meningitisMissing,
  'rules.readiness.meningitisNotRequired': READINESS_MESSAGES.meningitisNotRequired,
  'rules.readiness.meningitisTooLate': READINESS_MESSAGES.meningitisTooLate,
  'rules.readiness.meningitisLapsed': READINESS_MESSAGES.meningitisLapsed,
  'rules.readiness.emergencyContactReady': READINESS_MESSAGES.emergencyContactReady,
  'rules.readiness.emergencyContactMissing': READINESS_MESSAGES.emergencyContactMissing,
  'rules.readiness.minorConsentReady': READINESS_MESSAGES.minorConsentReady,
  'rules.readiness.minorConsentMissing': READINESS_MESSAGES.minorConsentMissing,
  'rules.readiness.minorConsentNotRequired': READINESS_MESSAGES.minorConsentNotRequired,
  'rules.readiness.minorConsentGuardian': READINESS_MESSAGES.minorConsentGuardian,
  'rules.readiness.visaIncomplete': READINESS_MESSAGES.visaIncomplete,
  'rules.readiness.visaNumber': READINESS_MESSAGES.visaNumber,
  'rules.readiness.visaType': READINESS_MESSAGES.visaType,
  'rules.readiness.visaOrder': READINESS_MESSAGES.visaOrder,
  'rules.readiness.visaBeforeDeparture': READINESS_MESSAGES.visaBeforeDeparture,
  'rules.readiness.vaccinationIncomplete': READINESS_MESSAGES.vaccinationIncomplete,
  'rules.readiness.vaccineType': READINESS_MESSAGES.vaccineType,
  'rules.readiness.certificateInFuture': READINESS_MESSAGES.certificateInFuture,
  'rules.readiness.medicalNotes': READINESS_MESSAGES.medicalNotes,
  'rules.readiness.diet': READINESS_MESSAGES.diet,
  'rules.readiness.wheelchair': READINESS_MESSAGES.wheelchair,
  'rules.readiness.warnDays': READINESS_MESSAGES.warnDays,
  'rules.readiness.monthsAfterReturn': READINESS_MESSAGES.monthsAfterReturn,
  'rules.readiness.fromAgeYears': READINESS_MESSAGES.fromAgeYears,
  'rules.readiness.daysBeforeDeparture': READINESS_MESSAGES.daysBeforeDeparture,
  'rules.readiness.validityYears': READINESS_MESSAGES.validityYears,
  'rules.readiness.underAgeYears': READINESS_MESSAGES.underAgeYears,
  'rules.readiness.checkedOn': READINESS_MESSAGES.checkedOn,
  'rules.readiness.sourceTitle': READINESS_MESSAGES.sourceTitle,
  'rules.readiness.sourceUrl': READINESS_MESSAGES.sourceUrl,
  'rules.flights.airline': FLIGHT_MESSAGES.airline,
  'rules.flights.flightNumber': FLIGHT_MESSAGES.flightNumber,
  'rules.flights.airport': FLIGHT_MESSAGES.airport,
  'rules.flights.sameAirport': FLIGHT_MESSAGES.sameAirport,
  'rules.flights.arrivalBeforeDeparture': FLIGHT_MESSAGES.arrivalBeforeDeparture,
  'rules.flights.pnr': FLIGHT_MESSAGES.pnr,
  'rules.flights.duplicate': FLIGHT_MESSAGES.duplicate,
  'rules.flights.notFound': FLIGHT_MESSAGES.notFound,
  'rules.flights.notOnTrip': FLIGHT_MESSAGES.notOnTrip,
} as const;
export type RuleMessageId = keyof typeof RULE_MESSAGES;

/** What the translation reads: a Lingui instance (the web's, or the server's `i18nFor(locale)`). */
export type Translator = Pick<I18n, '_' | 'locale'>;

const BY_ENGLISH = new Map<string, RuleMessageId>(Object.entries(RULE_MESSAGES).map(([id, english]) => [english, id as RuleMessageId]));

const PART_PATTERNS: Record<PartKind, string> = {
  number: '(\\d+)',
  text: '(.+?)',
  money: '(\\$[\\d,]+\\.\\d{2})',
  day: '([A-Za-z]+ \\d{1,2}(?:st|nd|rd|th), \\d{4})',
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern over its filled English, and the names of its parts in order. */
const TEMPLATES = Object.entries(RULE_TEMPLATES).map(([id, t]) => {
  const names: string[] = [];
  const source = t.english
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) return escape(piece);
      names.push(name);
      return PART_PATTERNS[(t.parts as Record<string, PartKind>)[name]!];
    })
    .join('');
  return { id: id as RuleTemplateId, pattern: new RegExp(`^${source}$`), names, parts: t.parts as Record<string, PartKind> };
});

/**
 * A rule's message in the translator's language: found by its English (a fixed message, or a
 * template's, its parts read back and money and days written the reader's way). A message the
 * rules do not know (or already translated) comes back as it is; so does every message in English.
 */
export function translateMessage(message: string, i18n: Translator): string {
  const locale = i18n.locale;
  if (!isLocale(locale) || locale === 'en') return message;
  const id = BY_ENGLISH.get(message);
  if (id) return i18n._(id);
  for (const t of TEMPLATES) {
    const found = t.pattern.exec(message);
    if (!found) continue;
    const values: Record<string, string> = {};
    t.names.forEach((name, i) => {
      const written = found[i + 1]!;
      const kind = t.parts[name];
      values[name] =
        kind === 'money'
          ? formatMoney(parseDollars(written)!, locale)
          : kind === 'day'
            ? (formatDate(dayOfOrdinal(written), locale, 'long') ?? written)
            : written;
    });
    return i18n._(t.id, values);
  }
  return message;
}

/** Field errors (`{ field: message }`) in the translator's language. */
export function translateFieldErrors(errors: Record<string, string>, i18n: Translator): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateMessage(message, i18n)]));
}
