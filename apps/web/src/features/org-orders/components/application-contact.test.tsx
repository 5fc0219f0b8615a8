import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import ko from '../i18n/ko.json';
import { ApplicationContact } from './application-contact';
import type { ApplicationValues, OrgApplication } from './application-values';
import { renderOrgOrders } from './org-orders-test-render';

function Contact() {
  const { control, register } = useForm<ApplicationValues, unknown, OrgApplication>();
  return <ApplicationContact control={control} register={register} />;
}

describe('the application’s contact fields', () => {
  it('gives the mobile field a 010 example and the office phone a landline one (issue 40)', () => {
    renderOrgOrders('/', '/', <Contact />);
    const mobile = screen.getByRole('textbox', { name: new RegExp(ko.form.contact.deptPersonPhoneNumber) });
    const office = screen.getByRole('textbox', { name: new RegExp(`^${ko.form.contact.phoneNumber}`) });
    const hint = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    expect(hint(mobile)).toMatch(/010-\d{4}-\d{4}/);
    expect(hint(office)).toBe(ko.form.contact.phoneNote);
  });
});
