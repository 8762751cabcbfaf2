import { buildASTSchema, parse, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES } from './constants.js';
import { loadTypeDefs } from './schema.js';

describe('the contract and the constants say the same', () => {
  it("when the SDL's RegistrationStatus is read, then it lists exactly the seven statuses, in journey order", () => {
    const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
    const values = (schema.getType('RegistrationStatus') as GraphQLEnumType).getValues().map((v) => v.name);
    expect(values).toEqual([...REGISTRATION_STATUSES]);
  });
});
