import { describe, expect, it } from 'vitest';
import { isWebRoute, paths, WEB_ROUTES, webRouteOf } from './routes.js';

describe('the web pages, one list for the web and the api', () => {
  it('when the pages are listed, then every page of the product is there, once, the review page by id', () => {
    expect(WEB_ROUTES).toEqual([
      '/',
      '/signup',
      '/login',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/second-factor',
      '/join-team',
      '/claim-account',
      '/privacy',
      '/preview',
      '/portal/dashboard',
      '/portal/register-trip',
      '/portal/registration-form',
      '/portal/documents',
      '/portal/payments',
      '/portal/payments/online',
      '/portal/profile',
      '/portal/party',
      '/portal/card',
      '/admin/login',
      '/admin/dashboard',
      '/admin/registrations/:id',
      '/admin/road',
    ]);
  });

  it('when a route is written, then it holds only letters, digits, dashes, slashes and :names', () => {
    for (const route of WEB_ROUTES) expect(route).toMatch(/^\/([a-z0-9-]+\/?|:[a-z]+)*$/i);
  });

  it.each([
    '/',
    '/signup',
    '/signup/',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/join-team',
    '/claim-account',
    '/portal/party',
    '/portal/payments',
    '/portal/profile/',
    '/admin/registrations/0b4f7c1e-2d3a-4c5b',
  ])('when %s is asked, then it is a page', (path) => expect(isWebRoute(path)).toBe(true));

  it.each([
    '',
    '/signupx',
    'x/signup',
    '/portal',
    '/portal/',
    '/portal/unknown',
    '/admin/registrations',
    '/admin/registrations/',
    '/admin/registrations/a/b',
    '/admin/login/x',
    '/api/trip/content',
    '//',
    '/.',
  ])('when %j is asked, then it is not a page (the shell answers 404)', (path) => expect(isWebRoute(path)).toBe(false));

  it.each([
    ['/', '/'],
    ['/signup/', '/signup'],
    ['/portal/dashboard', '/portal/dashboard'],
    ['/portal/payments/online', '/portal/payments/online'],
    ['/admin/registrations/0b4f7c1e-2d3a-4c5b', '/admin/registrations/:id'],
    ['/admin/road/', '/admin/road'],
  ])('when %s is asked for its pattern, then it is %s', (path, pattern) => expect(webRouteOf(path)).toBe(pattern));

  it('when every pattern is asked for, then each is its own (no pattern answers for another)', () => {
    for (const route of WEB_ROUTES) expect(webRouteOf(route.replace(':id', 'abc'))).toBe(route);
  });

  it.each(['/portal', '/admin/registrations/', '/signupx', ''])('when %j is asked for its pattern, then there is none', (path) =>
    expect(webRouteOf(path)).toBeUndefined(),
  );

  it('when a link to one registration is made, then it names the registration; with no id, its pattern', () => {
    expect(paths.admin.registration('abc')).toBe('/admin/registrations/abc');
    expect(paths.admin.registration()).toBe('/admin/registrations/:id');
    expect(paths.admin.portalRegistrations).toBe('/admin/dashboard?tab=portal');
  });
});
