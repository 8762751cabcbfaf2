// Choices and early checks of the upload panel. The server checks the same things (by content,
// not by the name the browser gives) and stays the authority; these only save a wasted upload.
import { ACCEPTED_UPLOAD_EXTENSIONS, ACCEPTED_UPLOAD_TYPES, DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, type DocumentTypeValue, type MessageId } from '@umrah/graphql';

/** Each document type's name (the upload's choices and the lists' headings). */
export const DOCUMENT_TYPE_LABEL: Record<DocumentTypeValue, MessageId> = {
  passport: 'trip.documents.type.passport',
  visa: 'trip.documents.type.visa',
  photo: 'trip.documents.type.photo',
  other: 'trip.documents.type.other',
  vaccination: 'trip.documents.type.vaccination',
  consent: 'trip.documents.type.consent',
};

/** A stored type's name; a type this build does not know reads as it is stored. */
export function documentTypeLabel(type: string, t: (id: MessageId) => string): string {
  return type in DOCUMENT_TYPE_LABEL ? t(DOCUMENT_TYPE_LABEL[type as DocumentTypeValue]) : type;
}

/**
 * What the file input offers: exactly what the server accepts (spec §5 "images or PDF", narrowed
 * to the image types the api takes), by type and by extension for systems that give no type.
 */
export const ACCEPTED_FILES = [...ACCEPTED_UPLOAD_TYPES, ...ACCEPTED_UPLOAD_EXTENSIONS].join(',');

// The api's own texts (shared contract), so an early refusal reads like the server's.
export const FILE_TOO_LARGE = DOCUMENT_MESSAGES.tooLarge;
export const FILE_NOT_ALLOWED = DOCUMENT_MESSAGES.notAllowed;
export const FILE_EMPTY = DOCUMENT_MESSAGES.empty;

const ALLOWED_MIME_TYPES: ReadonlySet<string> = new Set(ACCEPTED_UPLOAD_TYPES);

/** Why this file cannot be uploaded, or undefined to let the server decide. */
export function fileProblem(file: File): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return FILE_EMPTY;
  // Some systems give no type at all; the server sniffs the content anyway.
  if (file.type && !ALLOWED_MIME_TYPES.has(file.type)) return FILE_NOT_ALLOWED;
  return undefined;
}
