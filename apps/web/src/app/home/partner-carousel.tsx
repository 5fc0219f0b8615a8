import { Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../api/site-info';
import classes from './home.module.css';
import { partnerLogoSrc, partnersInView } from './partners';

/**
 * Partners, 1 at a time under 768 px and 4 from 768 px (spec-1 Home), each opening its site. Staff
 * keep the list in the back office: it comes with the site info (the prerendered page draws the
 * build's list, the visitor's browser fetches the current one once the page has hydrated). The
 * four are always drawn and the stylesheet hides three on a phone: the prerendered page, drawn at
 * a desktop's width, is then the same at every width, and nothing moves when it hydrates.
 */
export function PartnerCarousel() {
  const { t, i18n } = useTranslation();
  const partners = useSiteInfo().data?.partners ?? [];
  const [start, setStart] = useState(0);
  if (partners.length === 0) return null;

  const first = start % partners.length;
  const visible = partnersInView(partners, first, 4);
  const move = (step: number) => setStart((first + step + partners.length) % partners.length);
  const english = i18n.language === 'en';

  return (
    <section aria-labelledby="home-partners" className={classes.section}>
      <Title order={2} fz="h3" id="home-partners" mb="md">
        {t('home.partners.title')}
      </Title>
      <Group wrap="nowrap" gap="sm" align="stretch">
        <button
          type="button"
          className={classes.arrow}
          onClick={() => move(-1)}
          aria-label={t('home.partners.previous')}
        >
          <span aria-hidden>‹</span>
        </button>
        <ul className={classes.partners} aria-live="polite">
          {visible.map((partner, i) => (
            <li key={`${(first + i) % partners.length}-${partner.url}`}>
              <a href={partner.url} target="_blank" rel="noopener noreferrer" className={classes.partner}>
                {partner.logoFileId && (
                  <img
                    src={partnerLogoSrc(partner.logoFileId)}
                    alt=""
                    height={48}
                    loading="lazy"
                    style={{ maxWidth: '100%', objectFit: 'contain' }}
                  />
                )}
                <Text fz="sm" fw={600}>
                  {english ? partner.nameEn : partner.name}
                </Text>
                <VisuallyHidden component="span">{t('home.partners.newTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={classes.arrow}
          onClick={() => move(1)}
          aria-label={t('home.partners.next')}
        >
          <span aria-hidden>›</span>
        </button>
      </Group>
    </section>
  );
}
