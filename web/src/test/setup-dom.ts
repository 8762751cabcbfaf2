// The component tests' setup (vitest.dom.config.ts): jest-dom's matchers, a clean document per
// test, and the web's Lingui instance in English with every area (components translate through it;
// render them with src/test/render.tsx, which adds the provider).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { AREAS } from '@umrah/graphql';
import { afterEach, beforeAll } from 'vitest';
import { loadAreas } from '@/lib/i18n';

beforeAll(() => loadAreas(AREAS, 'en'));
afterEach(cleanup);
