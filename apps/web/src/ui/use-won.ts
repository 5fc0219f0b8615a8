import { formatNumber } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';

/**
 * Won amounts as the spec shows them: thousands separators and the currency word of the language
 * (the catalogue's words, which load with the first price shown).
 */
export function useWon(): (value: number) => string {
  const { t } = useTranslation('catalogue');
  return (value) => t('format.won', { value: formatNumber(value) });
}
