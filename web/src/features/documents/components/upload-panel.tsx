import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_MESSAGES,
  documentMetadataRules,
  DOCUMENT_TYPES,
  PRIVATE_DOCUMENT_TYPES,
  type DocumentMetadata,
  type DocumentTypeValue,
} from '@umrah/graphql';
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
import { useT } from '@/lib/i18n';
import { useRefreshDocuments } from '../api/documents';
import { uploadDocument } from '../api/upload-document';
import { DOCUMENT_TYPE_LABEL, fileProblem } from '../lib/documents';
import { FileDropZone } from './file-drop-zone';

interface UploadFields {
  type: DocumentTypeValue;
  description: string;
  isPublic: boolean;
}

// Spec §4: after a reset the type is passport, no description, not public.
const EMPTY: UploadFields = { type: 'passport', description: '', isPublic: false };
// Spec §4: the bar stops at 95 until the server has answered.
const MAX_BEFORE_ANSWER = 95;

// The shared rules check the fields (passport never public, description length) and give the api's values.
const resolver = zodResolver(documentMetadataRules) as unknown as Resolver<UploadFields, unknown, DocumentMetadata>;

/** Spec §2 upload panel: type, file (click or drop), description, sharing, real progress. */
export function UploadPanel() {
  const t = useT();
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
  const type = watch('type');
  const isPassport = type === 'passport';
  const isPrivate = (PRIVATE_DOCUMENT_TYPES as readonly string[]).includes(type);

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
      toast({ variant: 'destructive', title: t('trip.upload.failed'), description: errorMessage(error, t('trip.upload.failed.text')) });
      return;
    }
    abortRef.current = null;
    setProgress(100);
    setUploading(false);
    clearForm();
    toast({ title: t('trip.upload.done'), description: t('trip.upload.done.text') });
    await refresh();
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      toast({ variant: 'destructive', title: t('trip.upload.noFile'), description: DOCUMENT_MESSAGES.noFile });
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setProgress(0);
      toast({ variant: 'destructive', title: t('trip.upload.failed'), description: problem });
      return;
    }
    void send(event);
  }

  return (
    <Card aria-labelledby="upload-document-title">
      <CardHeader>
        <CardTitle id="upload-document-title">{t('trip.upload.title')}</CardTitle>
        <CardDescription>{t('trip.upload.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-labelledby="upload-document-title" className="grid gap-5">
          <SelectField
            id="document-type"
            label={t('trip.upload.type')}
            options={DOCUMENT_TYPES.map((value) => ({ value, label: t(DOCUMENT_TYPE_LABEL[value]) }))}
            disabled={uploading}
            error={errors.type?.message}
            {...register('type', {
              // Passports, certificates and consent letters are never shared: switching to one unticks sharing.
              onChange: (event: { target: { value: string } }) => {
                if ((PRIVATE_DOCUMENT_TYPES as readonly string[]).includes(event.target.value)) setValue('isPublic', false);
              },
            })}
          />
          <FileDropZone id="document-file" file={file} onFileChange={onFileChange} disabled={uploading} />
          <TextareaField
            id="document-description"
            label={t('trip.upload.description')}
            hint={t('trip.upload.description.hint')}
            rows={3}
            maxLength={500}
            disabled={uploading}
            error={errors.description?.message}
            {...register('description')}
          />
          <CheckboxField
            id="document-public"
            label={t('trip.upload.public')}
            // Why, not only that: a passport page carries what identity theft needs.
            hint={isPassport ? t('trip.upload.public.passportHint') : isPrivate ? t('rules.document.privateType') : t('trip.upload.public.hint')}
            disabled={isPrivate || uploading}
            error={errors.isPublic?.message}
            {...register('isPublic')}
          />
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span id="upload-progress-label" className="font-medium text-slate-800">
                {t('trip.upload.progress')}
              </span>
              <span className="font-semibold text-slate-900 tabular-nums">{progress}%</span>
            </div>
            <Progress value={progress} labelledBy="upload-progress-label" />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onReset} disabled={uploading}>
              <RotateCcw aria-hidden="true" />
              {t('trip.upload.reset')}
            </Button>
            <Button type="submit" disabled={uploading}>
              {uploading ? <Spinner /> : <Upload aria-hidden="true" />}
              {uploading ? t('trip.upload.uploading') : t('trip.upload.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
