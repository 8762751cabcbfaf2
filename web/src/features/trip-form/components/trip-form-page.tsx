import { PagePlaceholder } from '@/components/layouts/page-placeholder';

export function TripFormPage() {
  return (
    <PagePlaceholder title="Registration Form" description="Your personal, contact, passport and visa details.">
      The trip registration form is coming soon in this build.
    </PagePlaceholder>
  );
}
