import type { DocumentTypeValue } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

export class TripDocumentModel extends BaseModel {
  static override tableName = 'trip_documents';

  id!: string;
  /** The trip this row belongs to (ADR 0092). */
  tripId!: string;
  userId!: string;
  registrationId!: string;
  type!: DocumentTypeValue;
  originalName!: string;
  /** Random, never user-chosen: <uuid>.<ext> */
  objectKey!: string;
  contentType!: string;
  sizeBytes!: number;
  description!: string | null;
  isPublic!: boolean;
  uploadedAt!: Date;
}
