import type { TBankAccount } from '@putt/contract/site';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-at';
import { useAccountFacts } from './account-facts';
import { FactBox } from './fact-box';

const labels = { bank: '은행', number: '계좌번호', holder: '예금주' };

function Facts({ account }: { account: TBankAccount | null }) {
  return <FactBox rows={useAccountFacts(account, labels)} />;
}

const rowsShown = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the account of a payment section', () => {
  it('states the account staff saved in the form’s words', () => {
    renderAt(
      '/',
      '/',
      <Facts account={{ bank: '신한은행', number: '110-123-456789', holder: '창의' }} />,
      {},
    );
    expect(rowsShown()).toEqual([
      ['은행', '신한은행'],
      ['계좌번호', '110-123-456789'],
      ['예금주', '창의'],
    ]);
  });

  it('says staff send it by e-mail when the server shows none (a production site’s demo account)', () => {
    renderAt('/', '/', <Facts account={null} />, {});
    // the app's forms strings, which renderAt gives every test
    expect(rowsShown()).toEqual([['입금 계좌', '신청을 확인한 뒤 담당자가 이메일로 안내해 드립니다']]);
  });
});
