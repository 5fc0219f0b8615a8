import { useTranslation } from 'react-i18next';
import classes from './org-chart.module.css';

export type OrgUnit = { name: string; head: string; duties: string[]; text: string };

/** The organisation chart (spec-2 §2): boxes and lines drawn by CSS over a nested list, so the
 *  picture is its own text alternative and reads the same to a screen reader. */
export function OrgChart() {
  const { t } = useTranslation('about');
  const units = t('orgChart.units', { returnObjects: true }) as OrgUnit[];
  return (
    <figure className={classes.figure}>
      <ul className={classes.tree}>
        <li className={classes.rootItem}>
          <div className={`${classes.node} ${classes.root}`}>
            <span className={classes.name}>{t('orgChart.root')}</span>
          </div>
          <ul className={classes.branches}>
            {units.map((unit) => (
              <li key={unit.name} className={classes.branch}>
                <div className={classes.node}>
                  <span className={classes.name}>{unit.name}</span>
                  <span className={classes.head}>{unit.head}</span>
                  <ul className={classes.duties}>
                    {unit.duties.map((duty) => (
                      <li key={duty}>{duty}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </li>
      </ul>
      <figcaption className={classes.caption}>{t('orgChart.caption')}</figcaption>
    </figure>
  );
}
