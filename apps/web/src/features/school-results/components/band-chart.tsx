import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type BandChartRow = { band: string; group: number; norm: number };

/**
 * The bars of one area's bands: this group's share beside the norm group's, in percent. Loaded only
 * on the results page (recharts is large); hidden from screen readers, who read the same figures in
 * the table under it.
 */
export default function BandChart({
  rows,
  groupLabel,
  normLabel,
}: {
  rows: BandChartRow[];
  groupLabel: string;
  normLabel: string;
}) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={220}
        data={rows}
        dataKey="band"
        unit="%"
        withLegend
        withTooltip={false}
        barChartProps={{ accessibilityLayer: false }}
        series={[
          { name: 'group', label: groupLabel, color: 'brand.6' },
          { name: 'norm', label: normLabel, color: 'gray.5' },
        ]}
      />
    </div>
  );
}
