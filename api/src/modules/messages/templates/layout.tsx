// The frame every email shares: the CMS's brand and trip name, one message, one link to the portal.
import { directionOf } from '@umrah/graphql';
import type { ReactNode } from 'react';
import type { Speak } from './speak.js';

export interface Brand {
  wordmark: string;
  suffix: string;
  tripTitle: string;
}

const BRAND_GREEN = '#047857';

export function Layout({
  brand,
  heading,
  children,
  link,
  s,
}: {
  brand: Brand;
  heading: string;
  children: ReactNode;
  link: { label: string; url: string };
  s: Speak;
}) {
  return (
    <html lang={s.locale} dir={directionOf(s.locale)}>
      <head>
        <meta charSet="utf-8" />
        <title>{heading}</title>
      </head>
      <body style={{ margin: 0, background: '#f8fafc', fontFamily: 'Helvetica, Arial, sans-serif', color: '#0f172a' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td style={{ background: BRAND_GREEN, padding: '20px 24px', color: '#ffffff' }}>
                {/* The logo mark, the site's own icon (the same drawing as on every page). */}
                <img
                  src={`${new URL(link.url).origin}/favicon.svg`}
                  width={28}
                  height={28}
                  alt=""
                  style={{ verticalAlign: 'middle', marginRight: 8, borderRadius: 6, border: '1px solid rgba(255,255,255,0.4)' }}
                />
                <strong style={{ fontSize: 22, verticalAlign: 'middle' }}>{brand.wordmark}</strong>{' '}
                <span style={{ fontSize: 14, verticalAlign: 'middle', letterSpacing: 2, textTransform: 'uppercase' }}>{brand.suffix}</span>
                <div style={{ fontSize: 13, marginTop: 4 }}>{brand.tripTitle}</div>
              </td>
            </tr>
            <tr>
              <td style={{ padding: 24, background: '#ffffff' }}>
                <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{heading}</h1>
                {children}
                <p style={{ margin: '24px 0 0' }}>
                  <a
                    href={link.url}
                    style={{ background: BRAND_GREEN, color: '#ffffff', padding: '10px 16px', borderRadius: 6, textDecoration: 'none', fontWeight: 'bold' }}
                  >
                    {link.label}
                  </a>
                </p>
                <p style={{ fontSize: 12, color: '#475569', marginTop: 24 }}>{s.t('emails.layout.openAddress', { url: link.url })}</p>
              </td>
            </tr>
            <tr>
              <td style={{ padding: '16px 24px', fontSize: 12, color: '#475569' }}>{s.t('emails.layout.footer', { trip: brand.tripTitle })}</td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export const P = ({ children }: { children: ReactNode }) => <p style={{ margin: '0 0 12px', lineHeight: 1.5 }}>{children}</p>;

/** An admin's reason, quoted as they wrote it. */
export const Reason = ({ children }: { children: ReactNode }) => (
  <blockquote style={{ margin: '0 0 12px', padding: '8px 12px', borderLeft: '4px solid #f59e0b', background: '#fffbeb', whiteSpace: 'pre-line' }}>
    {children}
  </blockquote>
);
