import { withPayload } from '@payloadcms/next/withPayload';
import { fileURLToPath } from 'node:url';

// The CMS's own security headers: never framed by another site, no sniffing, no referrer leaks.
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'; object-src 'none'; base-uri 'self'" },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The container image (docker/cms.Dockerfile) ships Next's standalone server: only the files the
  // server needs, traced from the repository root (packages are hoisted there), no dev packages.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone', outputFileTracingRoot: fileURLToPath(new URL('..', import.meta.url)) } : {}),
  // npm test type-checks the CMS in its own stage, beside this build: it says so, and the build
  // skips its second pass over the same files (Next 16 no longer lints while it builds).
  ...(process.env.CMS_BUILD_CHECKED === '1' ? { typescript: { ignoreBuildErrors: true } } : {}),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
