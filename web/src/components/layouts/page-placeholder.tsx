import { Construction } from 'lucide-react';
import { type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A page heading with a note that the page's content arrives in a later build. */
export function PagePlaceholder({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
        <Construction aria-hidden="true" className="size-10 text-brand-700" />
        <p className="max-w-md text-sm text-slate-700">{children ?? 'This page is coming soon in this build.'}</p>
      </div>
    </div>
  );
}
