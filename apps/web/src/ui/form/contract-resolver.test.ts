import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractErrorsOf, contractResolver } from './contract-resolver';

const ZMember = z.object({
  name: z.string().trim().min(1, 'v.nameRequired').max(5, 'v.tooLong'),
  phone_number: z.string().regex(/^\d{3}-\d{4}$/, 'v.phonePattern'),
  address: z.object({
    postCode: z.string().min(1, 'v.addressRequired'),
    detail: z.string().max(3, 'v.tooLong'),
  }),
});

type Form = {
  name: string;
  phone: { first: string; last: string };
  address: { postCode: string; detail: string };
};

const formPaths = { phone_number: 'phone', 'address.postCode': 'address' } as const;
const resolver = contractResolver(ZMember, {
  toInput: ({ phone, ...form }: Form) => ({ ...form, phone_number: `${phone.first}-${phone.last}` }),
  formPaths,
});
const options: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: undefined };
const check = async (form: Form) => await resolver(form, undefined, options);

describe('contractResolver', () => {
  it('gives the schema’s output of the input the values make', async () => {
    const result = await check({
      name: ' Sky ',
      phone: { first: '010', last: '1234' },
      address: { postCode: '34126', detail: '' },
    });
    expect(result).toEqual({
      values: { name: 'Sky', phone_number: '010-1234', address: { postCode: '34126', detail: '' } },
      errors: {},
    });
  });

  it('puts each field’s first message where the form holds the field', async () => {
    const { values, errors } = await check({
      name: '',
      phone: { first: '010', last: '' },
      address: { postCode: '', detail: 'long' },
    });
    expect(values).toEqual({});
    expect(errors).toEqual({
      name: { type: 'contract', message: 'v.nameRequired' },
      phone: { type: 'contract', message: 'v.phonePattern' },
      address: {
        type: 'contract',
        message: 'v.addressRequired',
        detail: { type: 'contract', message: 'v.tooLong' },
      },
    });
  });

  it('parses the values as they are without toInput', async () => {
    const plain = contractResolver(z.object({ name: z.string().min(1, 'v.nameRequired') }));
    const { errors } = await plain({ name: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: undefined,
    });
    expect(errors).toEqual({ name: { type: 'contract', message: 'v.nameRequired' } });
  });
});

describe('contractErrorsOf', () => {
  it('names a form’s errors by the contract’s paths again', () => {
    const errors: FieldErrors<Form> = {
      name: { type: 'contract', message: 'v.nameRequired', ref: document.createElement('input') },
      phone: { type: 'contract', message: 'v.phonePattern' },
      address: {
        type: 'contract',
        message: 'v.addressRequired',
        detail: { type: 'contract', message: 'v.tooLong' },
      },
    };
    expect(contractErrorsOf(errors, formPaths)).toEqual({
      name: 'v.nameRequired',
      phone_number: 'v.phonePattern',
      'address.postCode': 'v.addressRequired',
      'address.detail': 'v.tooLong',
    });
  });
});
