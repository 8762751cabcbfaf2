// A test file that cannot import a module runs no test, and Stryker's Vitest runner counts a
// mutant that stops a module from loading as survived (stryker-js issue 6150). This file imports
// nothing of the contract up front, so such a mutant fails here instead. (Literal paths: Vitest
// finds the tests related to a mutated file by their imports.)
import { describe, expect, it } from 'vitest';

describe('the shared contract', () => {
  it.each([
    ['rules', () => import('./rules.js')],
    ['journey', () => import('./journey.js')],
    ['money', () => import('./money.js')],
    ['constants', () => import('./constants.js')],
  ])('when the %s module is imported, then it loads', async (_name, load) => {
    await expect(load()).resolves.toBeTypeOf('object');
  });
});
