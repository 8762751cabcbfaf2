import { PagePlaceholder } from '@/components/layouts/page-placeholder';

export function RegisterTripPage() {
  return (
    <PagePlaceholder title="Register for Umrah Journey" description="Trip information and starting your registration.">
      Trip information and registration are coming soon in this build.
    </PagePlaceholder>
  );
}
