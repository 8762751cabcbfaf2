import { Trans } from '@lingui/react';
import { FileText, UploadCloud } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ACCEPTED_FILES } from '../lib/documents';

export interface FileDropZoneProps {
  id: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * A real file input behind a large drop target: click or keyboard (the input is focusable and
 * opens the picker with Enter or Space) or drag a file onto the zone.
 */
export function FileDropZone({ id, file, onFileChange, disabled = false }: FileDropZoneProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A cleared selection (Reset, after an upload) also clears the input, so the same file can be chosen again.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function onDragOver(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLLabelElement>) {
    // Leaving for a child of the zone is not leaving the zone.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(dropped);
  }

  return (
    <div>
      <label
        htmlFor={id}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center transition-colors',
          'hover:border-brand-500 hover:bg-brand-50/50',
          // The input itself is invisible: the zone shows its keyboard focus ring.
          'has-[:focus-visible]:border-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          dragging && 'border-brand-600 bg-brand-50',
          disabled && 'cursor-not-allowed opacity-60 hover:border-slate-300 hover:bg-slate-50',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-brand-700" />
        <span className="text-sm text-slate-700">
          <Trans id="trip.upload.drop" components={{ 0: <span id={`${id}-label`} className="font-semibold text-brand-700 underline underline-offset-4" /> }} />
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {t('trip.upload.accepted')}
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPTED_FILES}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-selected`}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
      </label>
      <p id={`${id}-selected`} aria-live="polite" className="mt-2 text-sm text-slate-700 empty:hidden">
        {file ? (
          <span className="flex items-start gap-2">
            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0">
              <span className="sr-only">{t('trip.upload.selectedFile')} </span>
              <span className="font-medium break-all text-slate-900">{file.name}</span>{' '}
              <span className="whitespace-nowrap text-slate-600">({formatFileSize(file.size)})</span>
            </span>
          </span>
        ) : null}
      </p>
    </div>
  );
}
