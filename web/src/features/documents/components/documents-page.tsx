import { PagePlaceholder } from '@/components/layouts/page-placeholder';

export function DocumentsPage() {
  return (
    <PagePlaceholder title="Documents" description="Upload your trip documents and view shared resources.">
      Document upload and shared resources are coming soon in this build.
    </PagePlaceholder>
  );
}
