// The component tests' setup (vitest.dom.config.ts): jest-dom's matchers, and a clean document per test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
