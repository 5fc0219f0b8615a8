import type { TBankAccount } from '@putt/contract/site';

/**
 * The account to pay into as an e-mail or a document states it. Without one (a production site
 * whose account is still the demo's, decision 033) it says the account follows by e-mail: staff
 * see the order and write to the customer, and no one pays into a made-up number.
 */
export function accountWords(lang: 'ko' | 'en', account: TBankAccount | null): string {
  if (!account)
    return lang === 'ko' ? '담당자가 이메일로 따로 안내해 드립니다' : 'we will e-mail it to you separately';
  return lang === 'ko'
    ? `${account.bank} ${account.number} (예금주 ${account.holder})`
    : `${account.bank} ${account.number} (holder ${account.holder})`;
}
