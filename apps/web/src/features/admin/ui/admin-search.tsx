import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../ui/list/search-box';

type Props = { value: string; onSearch: (q: string) => void; label: string; hint: string };

/** A back-office list's search box (the list keeps `q` in the address: use-admin-filters). */
export function AdminSearch({ value, onSearch, label, hint }: Props) {
  const { t } = useTranslation('admin');
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      labels={{ field: label, placeholder: hint, submit: t('search') }}
    />
  );
}
