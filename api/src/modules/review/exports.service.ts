// Admin exports, streamed: registrations as xlsx (exceljs's streaming writer, one batch of rows in
// memory at a time) and documents as ZIP (one object streamed from storage at a time). Passport
// numbers and document archives are audited per registration, before the rows leave.
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import {
  choiceLabel,
  csvLine,
  type Locale,
  GROUND_ROSTER_HEADERS,
  legHeader,
  legsCell,
  MANIFEST_HEADERS,
  passportNames,
  type MessageId,
  safeArchiveSegment,
  safeCell,
  statusLabel,
  type TripFacts,
} from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Storage } from '../../lib/storage.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { DocumentsRepository, TripDocument } from '../documents/documents.repository.js';
import { REGISTRATION_NOT_FOUND, UUID } from '../registration/registration.service.js';
import type { RegistrationExportRow, RegistrationRepository } from '../registration/registration.repository.js';
import type { TripFormService } from '../trip-form/trip-form.service.js';
import type { TripsService } from '../trips/trips.service.js';
import type { FlightsRepository, StoredFlightLeg } from '../flights/flights.repository.js';
import type { ReadinessRepository } from '../readiness/readiness.repository.js';
import type { PaymentsRepository } from '../payments/payments.repository.js';
import { receiptNumber } from '../payments/payments.service.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const yesNo = (b: unknown) => (b ? 'Yes' : 'No');
const text = (v: unknown) => (v == null ? '' : String(v));
const torontoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });
/**
 * A calendar day as a real spreadsheet date (sortable, filterable): a YYYY-MM-DD as it is, a
 * moment as its day in Toronto (docs/product.md: dates are Toronto's).
 */
const day = (d: Date | string | null | undefined): Date | '' => {
  if (!d) return '';
  const ymd = d instanceof Date ? torontoDay.format(d) : d.slice(0, 10);
  return new Date(`${ymd}T00:00:00Z`);
};
const choice = (v: string | null | undefined) => (v ? choiceLabel(v) : '');
/** A row whose text cells no spreadsheet runs as a formula (people typed them). */
const safeRow = <T>(values: T[]): T[] => values.map((v) => (typeof v === 'string' ? (safeCell(v) as T) : v));

// Header and value of each column; the passport number column is added only on request.
const COLUMNS: { header: MessageId; width: number; value: (r: RegistrationExportRow) => string | Date }[] = [
  { header: 'print.export.username', width: 18, value: (r) => r.user.username },
  { header: 'print.export.fullName', width: 24, value: (r) => text(r.user.fullName) },
  { header: 'print.export.email', width: 28, value: (r) => text(r.user.email) },
  { header: 'print.export.phone', width: 16, value: (r) => text(r.user.phone) },
  { header: 'print.export.status', width: 16, value: (r) => statusLabel(r.status) },
  { header: 'print.export.registered', width: 12, value: (r) => day(r.createdAt) },
  { header: 'print.export.depositPaid', width: 8, value: (r) => yesNo(r.depositPaid) },
  { header: 'print.export.formSubmitted', width: 8, value: (r) => yesNo(r.formSubmitted) },
  { header: 'print.export.formApproved', width: 8, value: (r) => yesNo(r.formApproved) },
  { header: 'print.export.visaSubmitted', width: 8, value: (r) => yesNo(r.visaSubmitted) },
  { header: 'print.export.visaApproved', width: 8, value: (r) => yesNo(r.visaApproved) },
  { header: 'print.export.finalPayment', width: 8, value: (r) => yesNo(r.finalPaid) },
  { header: 'print.export.passportName', width: 24, value: (r) => text(r.form?.fullNameAsPerPassport) },
  { header: 'print.export.dateOfBirth', width: 12, value: (r) => day(r.form?.dateOfBirth) },
  { header: 'print.export.gender', width: 8, value: (r) => choice(r.form?.gender) },
  { header: 'print.export.maritalStatus', width: 10, value: (r) => choice(r.form?.maritalStatus) },
  { header: 'print.export.canadianCitizen', width: 8, value: (r) => (r.form ? yesNo(r.form.isCanadianCitizen) : '') },
  { header: 'print.export.canadianPassport', width: 8, value: (r) => (r.form ? yesNo(r.form.hasValidCanadianPassport) : '') },
  { header: 'print.export.address', width: 30, value: (r) => text(r.form?.address) },
  { header: 'print.export.mobilePhone', width: 16, value: (r) => text(r.form?.mobilePhone) },
  { header: 'print.export.emergencyContact', width: 20, value: (r) => text(r.form?.emergencyContactName) },
  { header: 'print.export.emergencyEmail', width: 26, value: (r) => text(r.form?.emergencyContactEmail) },
  { header: 'print.export.emergencyRelationship', width: 14, value: (r) => text(r.form?.emergencyContactRelationship) },
  { header: 'print.export.passportExpiration', width: 12, value: (r) => day(r.form?.passportExpirationDate) },
  { header: 'print.export.passportCountry', width: 14, value: (r) => text(r.form?.passportIssuanceCountry) },
  { header: 'print.export.saudiVisa', width: 8, value: (r) => (r.form ? yesNo(r.form.hasValidSaudiVisa) : '') },
  { header: 'print.export.roomPreferences', width: 30, value: (r) => text(r.form?.roomPreferences) },
  { header: 'print.export.under18', width: 8, value: (r) => (r.form ? yesNo(r.form.isUnder18) : '') },
  { header: 'print.export.formSubmittedAt', width: 12, value: (r) => day(r.form?.submittedAt) },
];
const PASSPORT_NUMBER_HEADER: MessageId = 'print.export.passportNumber';

/** `Umrah-manifest-<trip slug>.<ext>` for the airline. */
export const manifestFileName = (slug: string, ext: 'xlsx' | 'csv') => `Umrah-manifest-${slug}.${ext}`;

/** `Umrah-trip-registrations-YYYY-MM-DD.xlsx`, dated in Toronto (docs/product.md#names-and-formats). */
export function registrationsFileName(now = new Date()): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `Umrah-trip-registrations-${date}.xlsx`;
}

interface Deps {
  registrations: RegistrationRepository;
  payments: PaymentsRepository;
  documents: DocumentsRepository;
  tripForm: TripFormService;
  audit: AuditRepository;
  storage: Storage;
  logger: Logger;
  trips: Pick<TripsService, 'chosen'>;
  readiness: Pick<ReadinessRepository, 'groundRows'>;
  flights: Pick<FlightsRepository, 'ofTrip'>;
}

/** The ledger export's headings, in the staff member's language. */
const PAYMENT_EXPORT_HEADERS: MessageId[] = [
  'print.export.receipt',
  'print.export.receivedOn',
  'print.export.traveler',
  'print.export.username',
  'print.export.kind',
  'print.export.method',
  'print.export.amount',
  'print.export.reference',
  'print.export.note',
  'print.export.reverses',
  'print.export.recordedBy',
  'print.export.recordedAt',
];

export function createExportsService({ registrations, payments, documents, tripForm, audit, storage, logger, trips, readiness, flights }: Deps) {
  /** Streams a ZIP of the documents to `out`, one object at a time; entries `<username>/<type>-<name>`. */
  async function writeZip(docs: AsyncIterable<(TripDocument & { ownerUsername: string })[]>, out: Writable, adminId: string): Promise<number> {
    const archive = archiver('zip', { store: true });
    const done = new Promise<void>((resolve, reject) => {
      out.on('close', resolve);
      out.on('finish', resolve);
      archive.on('error', reject);
      out.on('error', reject);
    });
    archive.pipe(out);
    const used = new Set<string>();
    let count = 0;
    for await (const batch of docs) {
      await audit.recordMany(
        [...new Set(batch.map((d) => d.registrationId))].map((registrationId) => ({
          actorUserId: adminId,
          action: 'documents.exported',
          entityType: 'trip_registration',
          entityId: registrationId,
          registrationId,
        })),
      );
      for (const doc of batch) {
        // Typed by people: each part stays one name inside the archive's folder (no "../").
        const folder = safeArchiveSegment(doc.ownerUsername);
        const file = safeArchiveSegment(doc.originalName);
        let name = `${folder}/${doc.type}-${file}`;
        if (used.has(name)) name = `${folder}/${doc.type}-${doc.id.slice(0, 8)}-${file}`;
        used.add(name);
        const body = await storage.get(doc.objectKey);
        archive.append(body, { name, date: doc.uploadedAt });
        // One object open at a time: wait until archiver has written this entry.
        await once(archive, 'entry');
        count += 1;
      }
    }
    await archive.finalize();
    await done;
    return count;
  }

  return {
    /**
     * Every registration as one xlsx row. With passport numbers, each included number is an
     * audit event on its registration, written before its row is sent.
     */
    /** The trip an export is of (the admin's choice, default the current trip), checked before a download's headers are sent. */
    async trip(tripId?: string | null): Promise<TripFacts> {
      return trips.chosen(tripId);
    },

    /** The trip's registrations, oldest first. */
    async registrationsXlsx(adminId: string, tripId: string, opts: { includePassportNumbers: boolean; locale?: Locale }, out: Writable): Promise<number> {
      const i18n = i18nFor(opts.locale ?? 'en');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(i18n._('print.export.sheet.registrations'), { views: [{ state: 'frozen', ySplit: 1 }] });
      const columns = [...COLUMNS];
      if (opts.includePassportNumbers) columns.push({ header: PASSPORT_NUMBER_HEADER, width: 16, value: () => '' });
      // Date columns show as dates (their cells hold real dates, see `day`).
      const dated = new Set<MessageId>([
        'print.export.registered',
        'print.export.dateOfBirth',
        'print.export.passportExpiration',
        'print.export.formSubmittedAt',
      ]);
      sheet.columns = columns.map((c) => ({ header: i18n._(c.header), width: c.width, ...(dated.has(c.header) && { style: { numFmt: 'yyyy-mm-dd' } }) }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let count = 0;
      for await (const batch of registrations.exportRows(tripId)) {
        if (opts.includePassportNumbers) {
          await audit.recordMany(
            batch
              .filter((r) => r.form?.passportNumberEncrypted)
              .map((r) => ({ actorUserId: adminId, action: 'passport.exported', entityType: 'trip_registration', entityId: r.id, registrationId: r.id })),
          );
        }
        for (const r of batch) {
          const values = COLUMNS.map((c) => c.value(r));
          if (opts.includePassportNumbers) values.push(tripForm.decryptPassport(r.id, r.form?.passportNumberEncrypted ?? null) ?? '');
          sheet.addRow(safeRow(values)).commit();
          count += 1;
        }
      }
      sheet.commit();
      await workbook.commit();
      return count;
    },

    /**
     * The airline manifest (ADR 0121): a row per active traveller with a form, names as on the
     * passport, the passport number in clear (each one audited before the file leaves). One
     * statement reads the group (a trip holds at most 500 travellers, one batch), so a traveller
     * editing their form meanwhile is either wholly before or wholly after: a consistent snapshot.
     */
    async manifest(adminId: string, tripId: string, format: 'xlsx' | 'csv', out: Writable, leg: StoredFlightLeg | null = null): Promise<number> {
      const rows: string[][] = [];
      const exported: string[] = [];
      // On a leg: everyone but the travellers left off it (ADR 0128), the leg and its PNR on top.
      const off = new Set(leg?.excludedRegistrationIds ?? []);
      const header: string[][] = leg ? [...legHeader(leg), []] : [];
      for await (const batch of registrations.exportRows(tripId, 1000)) {
        for (const r of batch) {
          if (!r.form || off.has(r.id)) continue;
          const { surname, givenNames } = passportNames(r.form);
          const number = tripForm.decryptPassport(r.id, r.form.passportNumberEncrypted) ?? '';
          if (number) exported.push(r.id);
          rows.push([
            surname,
            givenNames,
            text(r.form.dateOfBirth),
            r.form.gender === 'female' ? 'F' : r.form.gender === 'male' ? 'M' : '',
            text(r.form.passportIssuanceCountry),
            number,
            text(r.form.passportExpirationDate),
          ]);
        }
      }
      await audit.recordMany(
        exported.map((id) => ({ actorUserId: adminId, action: 'passport.exported', entityType: 'trip_registration', entityId: id, registrationId: id })),
      );
      if (format === 'csv') {
        out.end(`${[...header, MANIFEST_HEADERS, ...rows].map(csvLine).join('\r\n')}\r\n`);
        await once(out, 'finish');
        return rows.length;
      }
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Manifest', { views: [{ state: 'frozen', ySplit: header.length + 1 }] });
      sheet.columns = MANIFEST_HEADERS.map(() => ({ width: 18 }));
      for (const [i, line] of [...header, [...MANIFEST_HEADERS]].entries()) {
        const row = sheet.addRow(safeRow(line));
        if (i === 0 || i === header.length) row.font = { bold: true };
        row.commit();
      }
      // Dates stay YYYY-MM-DD text: an airline's system reads the text, not a spreadsheet serial.
      for (const row of rows) sheet.addRow(safeRow(row)).commit();
      sheet.commit();
      await workbook.commit();
      return rows.length;
    },

    /**
     * The ground handler's roster (ADR 0128): a row per active traveller with a form, names as on
     * the passport, passport number (each audited before the file leaves), nationality, date of
     * birth, gender, visa number and the legs they fly. The travellers are one statement (a snapshot).
     */
    async groundRoster(adminId: string, tripId: string, out: Writable): Promise<number> {
      const [travellers, legs] = await Promise.all([readiness.groundRows(tripId), flights.ofTrip(tripId)]);
      const rows = travellers.map((r) => {
        const { surname, givenNames } = passportNames(r);
        return [
          surname,
          givenNames,
          tripForm.decryptPassport(r.registrationId, r.passportNumberEncrypted) ?? '',
          text(r.passportIssuanceCountry),
          text(r.dateOfBirth),
          r.gender === 'female' ? 'F' : r.gender === 'male' ? 'M' : '',
          text(r.passportExpirationDate),
          text(r.visaNumber),
          legsCell(legs, r.offLegs),
        ];
      });
      await audit.recordMany(
        travellers
          .filter((r) => r.passportNumberEncrypted)
          .map((r) => ({
            actorUserId: adminId,
            action: 'passport.exported',
            entityType: 'trip_registration',
            entityId: r.registrationId,
            registrationId: r.registrationId,
            payload: { export: 'ground_roster' },
          })),
      );
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Roster', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = GROUND_ROSTER_HEADERS.map((header) => ({ header, width: header === 'Flights' ? 48 : 18 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for (const row of rows) sheet.addRow(safeRow(row)).commit();
      sheet.commit();
      await workbook.commit();
      return rows.length;
    },

    /** The trip's whole ledger, one row per entry, amounts as numbers of dollars with two decimals. */
    async paymentsXlsx(tripId: string, out: Writable, locale: Locale = 'en'): Promise<number> {
      const i18n = i18nFor(locale);
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(i18n._('print.export.sheet.payments'), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = PAYMENT_EXPORT_HEADERS.map((id) => ({ header: i18n._(id), width: id === 'print.export.note' ? 40 : 16 }));
      sheet.getColumn(7).numFmt = '#,##0.00';
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let count = 0;
      for await (const batch of payments.exportRows(tripId)) {
        for (const e of batch) {
          sheet
            .addRow(
              safeRow([
                receiptNumber(e.receiptNumber),
                e.receivedOn,
                e.travellerName,
                e.travellerUsername,
                e.kind,
                e.method,
                // Cents to dollars for the spreadsheet only: an exact decimal with two places.
                Number((e.amountCents / 100).toFixed(2)),
                e.reference ?? '',
                e.note ?? '',
                e.reversesReceipt === null ? '' : receiptNumber(e.reversesReceipt),
                e.recordedBy?.username ?? '',
                e.recordedAt.toISOString(),
              ]),
            )
            .commit();
          count += 1;
        }
      }
      sheet.commit();
      await workbook.commit();
      return count;
    },

    /** One traveller's documents, every type. */
    async registrationDocumentsZip(adminId: string, registrationId: string, out: Writable): Promise<number> {
      const registration = UUID.test(registrationId) ? await registrations.findWithUser(registrationId) : undefined;
      if (!registration) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      const docs = await documents.listByRegistration(registrationId);
      async function* one() {
        if (docs.length) yield docs.map((d) => ({ ...d, ownerUsername: registration!.user.username }));
      }
      return writeZip(one(), out, adminId).catch((err) => {
        logger.error({ err, registrationId }, 'documents archive failed');
        throw err;
      });
    },

    /** Every passport and visa document of the trip's group. */
    async groupDocumentsZip(adminId: string, tripId: string, out: Writable): Promise<number> {
      return writeZip(documents.ofTypes(tripId, ['passport', 'visa']), out, adminId).catch((err) => {
        logger.error({ err }, 'group documents archive failed');
        throw err;
      });
    },

    /** Whether a registration exists (checked before a download's headers are sent). */
    async assertRegistration(registrationId: string): Promise<string> {
      const registration = UUID.test(registrationId) ? await registrations.findWithUser(registrationId) : undefined;
      if (!registration) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      return registration.user.username;
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
