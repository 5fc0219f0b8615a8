import type { TBankAccount } from '@putt/contract/site';
import { useTranslation } from 'react-i18next';

type Labels = { bank: string; number: string; holder: string };

/**
 * The account rows of a payment section's facts (FactBox), labelled in the form's own words.
 * Without an account to show (a production site whose account is still the demo's, decision 033)
 * one row says that staff send it by e-mail: nobody pays into a made-up number.
 */
export function useAccountFacts(account: TBankAccount | null, labels: Labels): [string, string][] {
  const { t } = useTranslation('forms');
  if (!account) return [[t('account.label'), t('account.later')]];
  return [
    [labels.bank, account.bank],
    [labels.number, account.number],
    [labels.holder, account.holder],
  ];
}
