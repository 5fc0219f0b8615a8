import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accent, brand } from './palette';
import classes from './map-embed.module.css';
import { useMapStatus } from './use-map-status';

// The institute on OpenStreetMap (Yuseong-gu, Daejeon): the embedded view and the full map site.
// The server's CSP allows https://www.openstreetmap.org as frame-src (the map) and connect-src (the
// reachability probe).
const OSM_PROBE_URL = 'https://www.openstreetmap.org/favicon.ico';
const OSM_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=127.33%2C36.35%2C127.38%2C36.38&layer=mapnik&marker=36.3665%2C127.3448';
const OSM_LARGE_MAP_URL = 'https://www.openstreetmap.org/?mlat=36.3665&mlon=127.3448#map=16/36.3665/127.3448';

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden focusable="false" style={{ flexShrink: 0 }}>
      <path
        d="M12 2 C7.6 2 4 5.5 4 9.9 C4 15.5 12 22 12 22 S20 15.5 20 9.9 C20 5.5 16.4 2 12 2 Z"
        fill={brand[7]}
      />
      <circle cx={12} cy={10} r={3.2} fill={accent} />
    </svg>
  );
}

/** The map of how to get here; when it cannot load, a notice takes its place (the address stays). */
export function MapEmbed() {
  const { t } = useTranslation('about');
  const { status, onLoad } = useMapStatus(OSM_PROBE_URL);
  return (
    <div>
      <div role="status">
        {status === 'failed' && (
          <div className={classes.notice}>
            <PinIcon />
            <Text>{t('map.unavailable')}</Text>
          </div>
        )}
      </div>
      {status !== 'failed' && (
        <div className={classes.frameBox}>
          {status === 'loading' && <div className={classes.loading}>{t('map.loadingMap')}</div>}
          <iframe className={classes.frame} src={OSM_EMBED_URL} title={t('map.mapTitle')} onLoad={onLoad} />
        </div>
      )}
      <Anchor
        href={OSM_LARGE_MAP_URL}
        target="_blank"
        rel="noopener noreferrer"
        display="inline-block"
        mt="xs"
      >
        {t('map.largerMap')} <VisuallyHidden>{t('map.newWindow')}</VisuallyHidden>
      </Anchor>
    </div>
  );
}
