// The legend's swatches: the app loads Mantine's styles component by component.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/**
 * The dashboard's charts, in a chunk of their own (with recharts) that the dashboard loads after
 * its first paint. Each is drawn for sighted readers; its table beside it carries the figures.
 */
export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface ChartProps {
  data: Record<string, string | number>[];
  dataKey: string;
  series: ChartSeries[];
  valueFormatter?: (value: number) => string;
  stacked?: boolean;
  /** Bars across, for long labels such as course names. */
  horizontal?: boolean;
}

/**
 * A course's name beside its bar, shortened to what the axis holds: recharts wraps text at spaces
 * only, so Chinese would run off the card. The table carries every name whole.
 */
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
function shortLabel(value: unknown): string {
  const text = String(value);
  const limit = CJK.test(text) ? 9 : 30;
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

export default function DashboardChart({ data, dataKey, series, valueFormatter, stacked, horizontal }: ChartProps) {
  return (
    <BarChart
      h={horizontal ? Math.max(180, data.length * 44 + 60) : 260}
      data={data}
      dataKey={dataKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      valueFormatter={valueFormatter}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="none"
      gridAxis={horizontal ? 'x' : 'y'}
      yAxisProps={horizontal ? { width: 130, tickFormatter: shortLabel } : { width: 72 }}
      maxBarWidth={36}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
