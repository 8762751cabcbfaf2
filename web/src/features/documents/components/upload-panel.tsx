import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_MESSAGES, documentMetadataRules, type DocumentMetadata, type DocumentTypeValue } from '@umrah/graphql';
import { RotateCcw, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField, SelectField, TextareaField } from '@/components/ui/form-controls';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useRefreshDocuments } from '../api/documents';
import { uploadDocument } from '../api/upload-document';
import { DOCUMENT_TYPE_OPTIONS, fileProblem } from '../lib/documents';
import { FileDropZone } from './file-drop-zone';

interface UploadFields {
  type: DocumentTypeValue;
  description: string;
  isPublic: boolean;
}

// Why, not only that: a passport page carries what identity theft needs.
const PASSPORT_WHY = `${DOCUMENT_MESSAGES.passportPrivate} A passport page carries your identity details (number, birth date, photo), so only you and the trip organisers see it.`;

// Spec §4: after a reset the type is passport, no description, not public.
const EMPTY: UploadFields = { type: 'passport', description: '', isPublic: false };
// Spec §4: the bar stops at 95 until the server has answered.
const MAX_BEFORE_ANSWER = 95;
const UPLOAD_FAILED = 'Failed to upload document. Please try again.';

// The shared rules check the fields (passport never public, description length) and give the api's values.
const resolver = zodResolver(documentMetadataRules) as unknown as Resolver<UploadFields, unknown, DocumentMetadata>;

/** Spec §2 upload panel: type, file (click or drop), description, sharing, real progress. */
export function UploadPanel() {
  const refresh = useRefreshDocuments();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<UploadFields, unknown, DocumentMetadata>({ resolver, defaultValues: EMPTY });
  const isPassport = watch('type') === 'passport';

  // Leaving the page cancels an upload still on its way.
  useEffect(() => {
    return () => abortRef.current?.abort();
  }, []);

  function clearForm() {
    reset(EMPTY);
    setFile(null);
  }

  function onReset() {
    clearForm();
    setProgress(0);
  }

  function onFileChange(next: File | null) {
    setFile(next);
    setProgress(0);
  }

  const send = handleSubmit(async (values) => {
    if (!file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading(true);
    setProgress(0);
    try {
      await uploadDocument(
        file,
        { type: values.type, description: values.description, isPublic: values.isPublic },
        { signal: controller.signal, onProgress: (percent) => setProgress(Math.min(MAX_BEFORE_ANSWER, Math.floor(percent))) },
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      setProgress(0);
      setUploading(false);
      toast({ variant: 'destructive', title: 'Upload Failed', description: errorMessage(error, UPLOAD_FAILED) });
      return;
    }
    abortRef.current = null;
    setProgress(100);
    setUploading(false);
    clearForm();
    toast({ title: 'Document Uploaded', description: 'Your document has been uploaded successfully.' });
    await refresh();
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      toast({ variant: 'destructive', title: 'No File Selected', description: DOCUMENT_MESSAGES.noFile });
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setProgress(0);
      toast({ variant: 'destructive', title: 'Upload Failed', description: problem });
      return;
    }
    void send(event);
  }

  return (
    <Card aria-labelledby="upload-document-title">
      <CardHeader>
        <CardTitle id="upload-document-title">Upload New Document</CardTitle>
        <CardDescription>Add your passport page, visa, visa photo or any other trip document.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-labelledby="upload-document-title" className="grid gap-5">
          <SelectField
            id="document-type"
            label="Document Type"
            options={DOCUMENT_TYPE_OPTIONS}
            disabled={uploading}
            error={errors.type?.message}
            {...register('type', {
              // Passports are never shared: switching to passport unticks sharing.
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value === 'passport') setValue('isPublic', false);
              },
            })}
          />
          <FileDropZone id="document-file" file={file} onFileChange={onFileChange} disabled={uploading} />
          <TextareaField
            id="document-description"
            label="Description"
            hint="Optional. For example: Passport photo page."
            rows={3}
            maxLength={500}
            disabled={uploading}
            error={errors.description?.message}
            {...register('description')}
          />
          <CheckboxField
            id="document-public"
            label="Make this document visible to other travelers"
            hint={isPassport ? PASSPORT_WHY : 'Travelers whose deposit is paid can view it under Shared Resources.'}
            disabled={isPassport || uploading}
            error={errors.isPublic?.message}
            {...register('isPublic')}
          />
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span id="upload-progress-label" className="font-medium text-slate-800">
                Upload progress
              </span>
              <span className="font-semibold text-slate-900 tabular-nums">{progress}%</span>
            </div>
            <Progress value={progress} labelledBy="upload-progress-label" />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onReset} disabled={uploading}>
              <RotateCcw aria-hidden="true" />
              Reset
            </Button>
            <Button type="submit" disabled={uploading}>
              {uploading ? <Spinner /> : <Upload aria-hidden="true" />}
              {uploading ? 'Uploading...' : 'Upload Document'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
